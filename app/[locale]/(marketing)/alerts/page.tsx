import { setRequestLocale } from 'next-intl/server';
import { AlertsForm } from '@/components/alerts/alerts-form';
import { WithMessages } from '@/components/i18n/with-messages';
import { RoutePage } from '@/components/layout/route-page';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('alerts', '/alerts');

/** Investor email alerts: the sign-up (double opt-in). */
export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return (
    <RoutePage locale={locale} page="alerts">
      <WithMessages locale={locale} namespaces={['Alerts', 'Errors']} omit={['Alerts.confirmMail', 'Alerts.alertMail', 'Alerts.cta']}>
        <AlertsForm />
      </WithMessages>
    </RoutePage>
  );
}
