import { setRequestLocale } from 'next-intl/server';
import { AppDownloadPage } from '@/components/marketing/app-download-page';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('AppDownload', '/AppDownload');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return <AppDownloadPage locale={locale} />;
}
