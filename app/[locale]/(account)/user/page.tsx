import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountHome } from '@/components/account/account-home';
import { RequireAuth } from '@/components/account/require-auth';
import { WithMessages } from '@/components/i18n/with-messages';
import { RoutePage } from '@/components/layout/route-page';
import { OrdersSection } from '@/components/shop/orders-section';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('user', '/user');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return (
    <RoutePage locale={locale} page="user">
      <RequireAuth locale={locale} redirecting={t('redirecting')}>
        <WithMessages locale={locale} namespaces={['Account', 'Errors', 'Common']}>
          <AccountHome />
        </WithMessages>
        <OrdersSection locale={locale} />
      </RequireAuth>
    </RoutePage>
  );
}
