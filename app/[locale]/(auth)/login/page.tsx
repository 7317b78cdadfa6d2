import { setRequestLocale } from 'next-intl/server';
import { LoginForm } from '@/components/account/login-form';
import { WithMessages } from '@/components/i18n/with-messages';
import { RoutePage } from '@/components/layout/route-page';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('login', '/login');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return (
    <RoutePage locale={locale} page="login">
      <WithMessages locale={locale} namespaces={['Auth', 'Errors']}>
        <LoginForm locale={locale} />
      </WithMessages>
    </RoutePage>
  );
}
