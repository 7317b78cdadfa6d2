import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/layout/page-header';
import type { Locale } from '@/i18n/routing';
import { ogCard, routeMetadata } from '@/lib/page-metadata';
import { cardMetadata } from '@/lib/seo';
import { ALL_CATEGORIES, isSort, listCategories, listProducts, type Category } from '@/lib/server/catalogue';
import { productListHref } from './hrefs';
import { ProductList } from './product-list';

export interface ListParams {
  category: string;
  sort: string;
  page: string;
}

/** Validates list parameters against the catalogue; anything unknown is a 404. `preview`: a staff preview's categories. */
export async function loadList(locale: Locale, params: ListParams, preview?: Category[]) {
  const page = /^[1-9]\d{0,3}$/.test(params.page) ? Number(params.page) : NaN;
  if (!isSort(params.sort) || !Number.isInteger(page)) notFound();
  const categories = preview ?? (await listCategories(locale));
  const current = categories.find((c) => c.id === params.category);
  if (params.category !== ALL_CATEGORIES && !current) notFound();
  const result = await listProducts(locale, { category: params.category, sort: params.sort, page });
  if (page > result.pageCount) notFound();
  return { categories, current, result, sort: params.sort, page };
}

export async function listMetadata(locale: Locale, params: ListParams): Promise<Metadata> {
  const { current, sort, page } = await loadList(locale, params);
  const base = await routeMetadata(locale, 'productslist', productListHref(params.category, sort, page));
  if (!current) return base;
  const og = cardMetadata(locale, await ogCard(locale, { kind: 'category', id: current.id }, current.name));
  const description = current.description || base.description;
  return {
    ...base,
    title: current.name,
    description,
    openGraph: { ...base.openGraph, title: current.name, description: description ?? undefined, images: og.images },
    twitter: { ...og.twitter, title: current.name, description: description ?? undefined },
  };
}

export async function ProductListPage({ locale, params, preview }: { locale: Locale; params: ListParams; preview?: Category[] }) {
  const [{ categories, current, result, sort }, t, tp] = await Promise.all([
    loadList(locale, params, preview),
    getTranslations({ locale, namespace: 'Products' }),
    getTranslations({ locale, namespace: 'Pages' }),
  ]);
  return (
    <>
      <PageHeader
        locale={locale}
        title={current?.name ?? t('allCategories')}
        intro={current?.description || tp('productslist.description')}
        trail={[{ href: '/products', label: tp('products.heading') }]}
      />
      <div className="container page-body">
        <ProductList locale={locale} categories={categories} category={params.category} sort={sort} result={result} />
      </div>
    </>
  );
}
