import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { DownloadsList } from '@/components/downloads/downloads-list';
import { RoutePage } from '@/components/layout/route-page';
import { isLocale } from '@/i18n/routing';
import { previewDownload } from '@/lib/server/staff/content';
import { isPreviewer, PreviewBanner } from '../../preview-banner';

type Params = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

/** The downloads page as it will look once this file's draft is published, for signed-in editors and admins only. */
export default async function DownloadPreviewPage({ params }: Params) {
  const { locale, id } = await params;
  if (!isLocale(locale) || !(await isPreviewer())) notFound();
  const preview = await previewDownload(id, locale);
  if (!preview) notFound();
  setRequestLocale(locale);
  return (
    <>
      <PreviewBanner draft={preview.draft} editor={`/admin/content?kind=downloads&item=${encodeURIComponent(id)}&locale=${locale}`} />
      <RoutePage locale={locale} page="downlish">
        <DownloadsList locale={locale} categories={preview.categories} />
      </RoutePage>
    </>
  );
}
