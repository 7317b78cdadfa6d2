import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AlertsLinkAction } from '@/components/alerts/alerts-link';
import { WithMessages } from '@/components/i18n/with-messages';
import { RoutePage } from '@/components/layout/route-page';
import { paramsLocale, routeMetadata, type LocaleParams } from '@/lib/page-metadata';

/** The token is in the URL: no indexing, and next.config.ts sends Referrer-Policy: no-referrer here. */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return routeMetadata(await paramsLocale(params), 'alertsConfirm', '/alerts/confirm', { robots: { index: false, follow: false }, referrer: 'no-referrer' });
}

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return (
    <RoutePage locale={locale} page="alertsConfirm">
      <WithMessages locale={locale} namespaces={['Alerts', 'Errors']} omit={['Alerts.confirmMail', 'Alerts.alertMail', 'Alerts.cta', 'Alerts.form']}>
        <AlertsLinkAction action="confirm" />
      </WithMessages>
    </RoutePage>
  );
}
