import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ProductDetail } from '@/components/product/product-detail';
import { isLocale } from '@/i18n/routing';
import { getRelated, listCategories } from '@/lib/server/catalogue';
import { resolveStaffSession } from '@/lib/server/staff/auth';
import { previewProduct } from '@/lib/server/staff/content';
import { PREVIEW_COOKIE } from '@/lib/server/staff/route';
import styles from './preview.module.css';

type Params = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

/**
 * The product page as it will look once this locale's draft is published, for signed-in editors
 * and admins only (the preview cookie of their session): anyone else gets the 404 page. Rendered
 * per request and never cached.
 */
export default async function PreviewPage({ params }: Params) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  const session = await resolveStaffSession((await cookies()).get(PREVIEW_COOKIE)?.value, 'preview');
  if (!session || !['admin', 'editor'].includes(session.staff.role)) notFound();
  const preview = await previewProduct(id, locale);
  if (!preview) notFound();
  setRequestLocale(locale);
  const { product } = preview;
  const [categories, { related, more }] = await Promise.all([listCategories(locale), getRelated(locale, product.id, product.categoryId)]);
  const categoryName = categories.find((c) => c.id === product.categoryId)?.name ?? '';
  return (
    <>
      <p role="status" lang="en" className={styles.banner} data-testid="preview-banner">
        {preview.draft ? 'Preview of the draft: not published yet.' : 'No draft: this is the published text.'}{' '}
        <a href={`/admin/content?product=${encodeURIComponent(id)}&locale=${locale}`}>Back to the editor</a>
      </p>
      <ProductDetail locale={locale} product={product} categoryName={categoryName} related={related} more={more} />
    </>
  );
}
