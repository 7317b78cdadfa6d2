import { setRequestLocale } from 'next-intl/server';
import { accountMessages } from '@/components/account/account-messages';
import { ProfilePage } from '@/components/account/profile-page';
import { RequireAuth } from '@/components/account/require-auth';
import { RoutePage } from '@/components/layout/route-page';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('userinfo', '/userinfo');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const m = await accountMessages(locale);
  return (
    <RoutePage locale={locale} page="userinfo">
      <RequireAuth locale={locale} redirecting={m.auth.redirecting}>
        <ProfilePage locale={locale} t={m.profile} auth={m.auth} errors={m.errors} loading={m.loading} />
      </RequireAuth>
    </RoutePage>
  );
}
