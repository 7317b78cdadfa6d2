import { setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/components/home/home-page';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

// `/` and `/index` show the same page; both name /index as the canonical URL.
export const generateMetadata = staticRouteMetadata('index', '/index');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return <HomePage locale={locale} />;
}
