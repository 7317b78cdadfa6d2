import { setRequestLocale } from 'next-intl/server';
import { C4Page } from '@/components/marketing/c4-page';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('c4', '/c4');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return <C4Page locale={locale} />;
}
