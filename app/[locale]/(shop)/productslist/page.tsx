import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { listMetadata, ProductListPage } from '@/components/product/product-list-page';
import { paramsLocale, type LocaleParams } from '@/lib/page-metadata';

const DEFAULT_LIST = { category: 'all', sort: 'featured', page: '1' };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return listMetadata(await paramsLocale(params), DEFAULT_LIST);
}

/** The list without parameters: the default listing (all products, featured first, page 1). */
export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return <ProductListPage locale={locale} params={DEFAULT_LIST} />;
}
