import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RegisterForm } from '@/components/account/register-form';
import { WithMessages } from '@/components/i18n/with-messages';
import { RoutePage } from '@/components/layout/route-page';
import { Link } from '@/i18n/navigation';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('register', '/register');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  // The label still names the checkbox; its two links open the policies it refers to.
  const termsLabel = t.rich('acceptTerms', {
    terms: (words) => <Link href="/terms">{words}</Link>,
    privacy: (words) => <Link href="/privacy">{words}</Link>,
  });
  return (
    <RoutePage locale={locale} page="register">
      <WithMessages locale={locale} namespaces={['Auth', 'Errors']} omit={['Auth.acceptTerms']}>
        <RegisterForm locale={locale} termsLabel={termsLabel} />
      </WithMessages>
    </RoutePage>
  );
}
