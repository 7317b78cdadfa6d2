import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ProductListPage } from '@/components/product/product-list-page';
import { isLocale } from '@/i18n/routing';
import { previewCategory } from '@/lib/server/staff/content';
import { isPreviewer, PreviewBanner } from '../../preview-banner';

type Params = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

/** The category's product list with its draft name and description, for signed-in editors and admins only. */
export default async function CategoryPreviewPage({ params }: Params) {
  const { locale, id } = await params;
  if (!isLocale(locale) || !(await isPreviewer())) notFound();
  const preview = await previewCategory(id, locale);
  if (!preview) notFound();
  setRequestLocale(locale);
  return (
    <>
      <PreviewBanner draft={preview.draft} editor={`/admin/content?kind=categories&item=${encodeURIComponent(id)}&locale=${locale}`} />
      <ProductListPage locale={locale} params={{ category: id, sort: 'featured', page: '1' }} preview={preview.categories} />
    </>
  );
}
