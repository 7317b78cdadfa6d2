import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { productHref } from '@/components/product/hrefs';
import { ProductDetail } from '@/components/product/product-detail';
import { isLocale, ogLocales, type Locale } from '@/i18n/routing';
import { getProduct, getRelated, listCategories, listProductIds } from '@/lib/server/catalogue';
import { ogCard } from '@/lib/page-metadata';
import { cardMetadata, pageMetadata } from '@/lib/seo';

type Params = { params: Promise<{ locale: string; id: string }> };

/** Reached through proxy.ts from /productsShow?id=… (internal path, never linked). */
export async function generateStaticParams() {
  return (await listProductIds()).map((id) => ({ id }));
}

async function load(params: Params['params']) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  const product = await getProduct(locale, id);
  if (!product) notFound();
  return { locale: locale as Locale, product };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, product } = await load(params);
  const card = await ogCard(locale, { kind: 'product', id: product.id }, product.name);
  const base = pageMetadata(locale, productHref(product.id), product.name, product.summary, {}, card);
  // The card first (what link previews show), then the product photo.
  const images = [...cardMetadata(locale, card).images, ...(product.image ? [{ url: product.image.src }] : [])];
  return { ...base, openGraph: { ...base.openGraph, images, locale: ogLocales[locale] } };
}

export default async function Page({ params }: Params) {
  const { locale, product } = await load(params);
  setRequestLocale(locale);
  const [categories, { related, more }] = await Promise.all([listCategories(locale), getRelated(locale, product.id, product.categoryId)]);
  const categoryName = categories.find((c) => c.id === product.categoryId)?.name ?? '';
  return <ProductDetail locale={locale} product={product} categoryName={categoryName} related={related} more={more} />;
}
