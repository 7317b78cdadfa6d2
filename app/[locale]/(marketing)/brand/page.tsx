import { setRequestLocale } from 'next-intl/server';
import { BrandPage } from '@/components/brand/brand-page';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('brand', '/brand');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return <BrandPage locale={locale} />;
}
