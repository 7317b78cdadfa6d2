import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotifyLinkAction } from '@/components/product/notify-link-action';
import { RoutePage } from '@/components/layout/route-page';
import { paramsLocale, routeMetadata, type LocaleParams } from '@/lib/page-metadata';

/** The token is in the URL: no indexing, and next.config.ts sends Referrer-Policy: no-referrer here. */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return routeMetadata(await paramsLocale(params), 'notifyUnsubscribe', '/notify/unsubscribe', {
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  });
}

/** Where a back-in-stock mail's unsubscribe link leads: one button that ends every pending request of that address. */
export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Products' });
  return (
    <RoutePage locale={locale} page="notifyUnsubscribe">
      <NotifyLinkAction
        action="unsubscribe"
        labels={{
          text: t('notifyUnsubscribe.text'),
          button: t('notifyUnsubscribe.button'),
          working: t('notifyUnsubscribe.working'),
          done: t('notifyUnsubscribe.done'),
          missing: t('notifyUnsubscribe.missing'),
          browse: t('notifyUnsubscribe.browse'),
          failed: t('actionFailed'),
        }}
      />
    </RoutePage>
  );
}
