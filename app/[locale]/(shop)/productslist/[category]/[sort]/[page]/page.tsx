import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { listMetadata, ProductListPage, type ListParams } from '@/components/product/product-list-page';
import { routing } from '@/i18n/routing';
import { paramsLocale } from '@/lib/page-metadata';
import { ALL_CATEGORIES, listCategories, listProducts, SORTS } from '@/lib/server/catalogue';

type Params = { params: Promise<ListParams & { locale: string }> };

/** Reached through proxy.ts from /productslist?category=&sort=&page= (internal path, never linked). */
export async function generateStaticParams() {
  const categories = [ALL_CATEGORIES, ...(await listCategories(routing.defaultLocale)).map((c) => c.id)];
  const params: ListParams[] = [];
  for (const category of categories) {
    const { pageCount } = await listProducts(routing.defaultLocale, { category, sort: 'featured', page: 1 });
    for (const sort of SORTS) for (let page = 1; page <= pageCount; page++) params.push({ category, sort, page: String(page) });
  }
  return params;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const p = await params;
  return listMetadata(await paramsLocale(params), p);
}

export default async function Page({ params }: Params) {
  const p = await params;
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return <ProductListPage locale={locale} params={p} />;
}
