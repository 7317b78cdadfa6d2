import { setRequestLocale } from 'next-intl/server';
import { accountMessages } from '@/components/account/account-messages';
import { LoginForm } from '@/components/account/login-form';
import { RoutePage } from '@/components/layout/route-page';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('login', '/login');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const m = await accountMessages(locale);
  return (
    <RoutePage locale={locale} page="login">
      <LoginForm locale={locale} t={m.auth} errors={m.errors} />
    </RoutePage>
  );
}
