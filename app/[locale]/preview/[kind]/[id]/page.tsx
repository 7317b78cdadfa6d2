import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/i18n/routing';
import { isPreviewer, PreviewBanner } from '../../preview-banner';
import { PREVIEWS } from '../../previews';

type Params = { params: Promise<{ locale: string; kind: string; id: string }> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

/**
 * Any content kind's text as it will look once this locale's draft is published (the published
 * text when there is no draft), for signed-in editors and admins only; everyone else gets the 404.
 */
export default async function PreviewPage({ params }: Params) {
  const { locale, kind, id } = await params;
  if (!isLocale(locale) || !Object.hasOwn(PREVIEWS, kind) || !(await isPreviewer())) notFound();
  setRequestLocale(locale);
  const preview = await PREVIEWS[kind as keyof typeof PREVIEWS](id, locale);
  if (!preview) notFound();
  return (
    <>
      <PreviewBanner draft={preview.draft} editor={`/admin/content?kind=${kind}&item=${encodeURIComponent(id)}&locale=${locale}`} />
      {preview.page}
    </>
  );
}
