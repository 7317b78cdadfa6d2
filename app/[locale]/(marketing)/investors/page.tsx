import { setRequestLocale } from 'next-intl/server';
import { InvestorsPage } from '@/components/marketing/investors-page';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

// The next event shown depends on the clock: the pre-rendered page is rendered again hourly (and at once when content changes, by tag).
export const revalidate = 3600;

export const generateMetadata = staticRouteMetadata('investors', '/investors');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return <InvestorsPage locale={locale} />;
}
