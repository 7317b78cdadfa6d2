import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProfilePage } from '@/components/account/profile-page';
import { RequireAuth } from '@/components/account/require-auth';
import { WithMessages } from '@/components/i18n/with-messages';
import { RoutePage } from '@/components/layout/route-page';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('userinfo', '/userinfo');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return (
    <RoutePage locale={locale} page="userinfo">
      <RequireAuth locale={locale} redirecting={t('redirecting')}>
        <WithMessages locale={locale} namespaces={['Profile', 'Auth', 'Errors', 'Common']}>
          <ProfilePage locale={locale} />
        </WithMessages>
      </RequireAuth>
    </RoutePage>
  );
}
