import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { InvestorsPage } from '@/components/marketing/investors-page';
import { isLocale } from '@/i18n/routing';
import { previewInvestor } from '@/lib/server/staff/content';
import { isPreviewer, PreviewBanner } from '../../preview-banner';

type Params = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

/** The investor page with this locale's draft texts, for signed-in editors and admins only. */
export default async function InvestorPreviewPage({ params }: Params) {
  const { locale, id } = await params;
  if (!isLocale(locale) || !(await isPreviewer())) notFound();
  const preview = await previewInvestor(id, locale);
  if (!preview) notFound();
  setRequestLocale(locale);
  return (
    <>
      <PreviewBanner draft={preview.draft} editor={`/admin/content?kind=investors&item=${encodeURIComponent(id)}&locale=${locale}`} />
      <InvestorsPage locale={locale} preview={preview.texts} />
    </>
  );
}
