import { setRequestLocale } from 'next-intl/server';
import { ResetRequestForm } from '@/components/account/reset-request-form';
import { WithMessages } from '@/components/i18n/with-messages';
import { RoutePage } from '@/components/layout/route-page';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('resetpassword', '/resetpassword');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return (
    <RoutePage locale={locale} page="resetpassword">
      <WithMessages locale={locale} namespaces={['Auth', 'Errors']}>
        <ResetRequestForm />
      </WithMessages>
    </RoutePage>
  );
}
