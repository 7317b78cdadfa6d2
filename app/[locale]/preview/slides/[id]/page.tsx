import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/components/home/home-page';
import { isLocale } from '@/i18n/routing';
import { previewSlide } from '@/lib/server/staff/content';
import { isPreviewer, PreviewBanner } from '../../preview-banner';

type Params = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

/** The home page with this slide's draft, shown first, for signed-in editors and admins only. */
export default async function SlidePreviewPage({ params }: Params) {
  const { locale, id } = await params;
  if (!isLocale(locale) || !(await isPreviewer())) notFound();
  const preview = await previewSlide(id, locale);
  if (!preview) notFound();
  setRequestLocale(locale);
  return (
    <>
      <PreviewBanner draft={preview.draft} editor={`/admin/content?kind=slides&item=${encodeURIComponent(id)}&locale=${locale}`} />
      <HomePage locale={locale} slides={preview.slides} />
    </>
  );
}
