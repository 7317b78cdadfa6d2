import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotifyLinkAction } from '@/components/product/notify-link-action';
import { RoutePage } from '@/components/layout/route-page';
import { paramsLocale, routeMetadata, type LocaleParams } from '@/lib/page-metadata';

/** The token is in the URL: no indexing, and next.config.ts sends Referrer-Policy: no-referrer here. */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return routeMetadata(await paramsLocale(params), 'notifyConfirm', '/notify/confirm', {
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  });
}

/** Where a "notify me" confirmation mail's link leads: one button that makes the request active (double opt-in). */
export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Products' });
  return (
    <RoutePage locale={locale} page="notifyConfirm">
      <NotifyLinkAction
        action="confirm"
        labels={{
          text: t('notifyConfirm.text'),
          button: t('notifyConfirm.button'),
          working: t('notifyConfirm.working'),
          done: t('notifyConfirm.done'),
          missing: t('notifyConfirm.missing'),
          browse: t('notifyConfirm.browse'),
          failed: t('actionFailed'),
        }}
      />
    </RoutePage>
  );
}
