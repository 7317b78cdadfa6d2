import { setRequestLocale } from 'next-intl/server';
import { accountMessages } from '@/components/account/account-messages';
import { RegisterForm } from '@/components/account/register-form';
import { RoutePage } from '@/components/layout/route-page';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('register', '/register');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const m = await accountMessages(locale);
  return (
    <RoutePage locale={locale} page="register">
      <RegisterForm locale={locale} t={m.auth} errors={m.errors} />
    </RoutePage>
  );
}
