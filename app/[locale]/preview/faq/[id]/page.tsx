import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { FaqList } from '@/components/faq/faq-list';
import { RoutePage } from '@/components/layout/route-page';
import { isLocale } from '@/i18n/routing';
import { previewFaq } from '@/lib/server/staff/content';
import { isPreviewer, PreviewBanner } from '../../preview-banner';

type Params = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

/** The FAQ page as it will look once this question's draft is published, for signed-in editors and admins only. */
export default async function FaqPreviewPage({ params }: Params) {
  const { locale, id } = await params;
  if (!isLocale(locale) || !(await isPreviewer())) notFound();
  const preview = await previewFaq(id, locale);
  if (!preview) notFound();
  setRequestLocale(locale);
  return (
    <>
      <PreviewBanner draft={preview.draft} editor={`/admin/content?kind=faq&item=${encodeURIComponent(id)}&locale=${locale}`} />
      <RoutePage locale={locale} page="problems">
        <FaqList locale={locale} categories={preview.categories} />
      </RoutePage>
    </>
  );
}
