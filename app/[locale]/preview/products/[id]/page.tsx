import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ProductDetail } from '@/components/product/product-detail';
import { isLocale } from '@/i18n/routing';
import { getRelated, listCategories } from '@/lib/server/catalogue';
import { previewProduct } from '@/lib/server/staff/content';
import { isPreviewer, PreviewBanner } from '../../preview-banner';

type Params = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

/**
 * The product page as it will look once this locale's draft is published, for signed-in editors
 * and admins only (the preview cookie of their session): anyone else gets the 404 page. Rendered
 * per request and never cached.
 */
export default async function ProductPreviewPage({ params }: Params) {
  const { locale, id } = await params;
  if (!isLocale(locale) || !(await isPreviewer())) notFound();
  const preview = await previewProduct(id, locale);
  if (!preview) notFound();
  setRequestLocale(locale);
  const { product } = preview;
  const [categories, { related, more }] = await Promise.all([listCategories(locale), getRelated(locale, product.id, product.categoryId)]);
  const categoryName = categories.find((c) => c.id === product.categoryId)?.name ?? '';
  return (
    <>
      <PreviewBanner draft={preview.draft} editor={`/admin/content?kind=products&item=${encodeURIComponent(id)}&locale=${locale}`} />
      <ProductDetail locale={locale} product={product} categoryName={categoryName} related={related} more={more} />
    </>
  );
}
