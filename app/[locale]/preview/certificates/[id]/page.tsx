import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { BrandPage } from '@/components/brand/brand-page';
import { isLocale } from '@/i18n/routing';
import { previewCertificate } from '@/lib/server/staff/content';
import { isPreviewer, PreviewBanner } from '../../preview-banner';

type Params = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

/** The brand page with this certificate's draft name, for signed-in editors and admins only. */
export default async function CertificatePreviewPage({ params }: Params) {
  const { locale, id } = await params;
  if (!isLocale(locale) || !(await isPreviewer())) notFound();
  const preview = await previewCertificate(id, locale);
  if (!preview) notFound();
  setRequestLocale(locale);
  return (
    <>
      <PreviewBanner draft={preview.draft} editor={`/admin/content?kind=certificates&item=${encodeURIComponent(id)}&locale=${locale}`} />
      <BrandPage locale={locale} preview={preview.content} />
    </>
  );
}
