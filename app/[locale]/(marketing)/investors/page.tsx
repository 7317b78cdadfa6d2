import { setRequestLocale } from 'next-intl/server';
import { InvestorsPage } from '@/components/marketing/investors-page';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('investors', '/investors');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return <InvestorsPage locale={locale} />;
}
