import { setRequestLocale } from 'next-intl/server';
import { AccountHome } from '@/components/account/account-home';
import { accountMessages } from '@/components/account/account-messages';
import { RequireAuth } from '@/components/account/require-auth';
import { RoutePage } from '@/components/layout/route-page';
import { OrdersSection } from '@/components/shop/orders-section';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('user', '/user');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const m = await accountMessages(locale);
  return (
    <RoutePage locale={locale} page="user">
      <RequireAuth locale={locale} redirecting={m.auth.redirecting}>
        <AccountHome t={m.account} errors={m.errors} loading={m.loading} />
        <OrdersSection locale={locale} />
      </RequireAuth>
    </RoutePage>
  );
}
