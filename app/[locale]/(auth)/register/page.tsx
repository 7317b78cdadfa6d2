import { setRequestLocale } from 'next-intl/server';
import { RegisterForm } from '@/components/account/register-form';
import { WithMessages } from '@/components/i18n/with-messages';
import { RoutePage } from '@/components/layout/route-page';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('register', '/register');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return (
    <RoutePage locale={locale} page="register">
      <WithMessages locale={locale} namespaces={['Auth', 'Errors']}>
        <RegisterForm locale={locale} />
      </WithMessages>
    </RoutePage>
  );
}
