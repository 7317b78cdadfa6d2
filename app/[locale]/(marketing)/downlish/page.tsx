import { setRequestLocale } from 'next-intl/server';
import { DownloadsList } from '@/components/downloads/downloads-list';
import { RoutePage } from '@/components/layout/route-page';
import { getDownloads } from '@/lib/server/content/downloads';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('downlish', '/downlish');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const categories = await getDownloads(locale);
  return (
    <RoutePage locale={locale} page="downlish">
      <DownloadsList locale={locale} categories={categories} />
    </RoutePage>
  );
}
