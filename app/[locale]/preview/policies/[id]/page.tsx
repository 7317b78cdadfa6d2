import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/legal/legal-page';
import { PolicyPage } from '@/components/policies/policy-page';
import { isLocale } from '@/i18n/routing';
import type { LegalPage as LegalId } from '@/lib/legal-pages';
import { isPolicyPage } from '@/lib/server/policies';
import { previewPolicy } from '@/lib/server/staff/content';
import { isPreviewer, PreviewBanner } from '../../preview-banner';

type Params = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

/** A policy or legal page with this locale's draft, for signed-in editors and admins only. */
export default async function PolicyPreviewPage({ params }: Params) {
  const { locale, id } = await params;
  if (!isLocale(locale) || !(await isPreviewer())) notFound();
  const preview = await previewPolicy(id, locale);
  if (!preview) notFound();
  setRequestLocale(locale);
  return (
    <>
      <PreviewBanner draft={preview.draft} editor={`/admin/content?kind=policies&item=${encodeURIComponent(id)}&locale=${locale}`} />
      {/* previewPolicy knows only the kind's pages: a policy, else a legal page. */}
      {isPolicyPage(id) ? (
        <PolicyPage locale={locale} page={id} preview={preview.text} />
      ) : (
        <LegalPage locale={locale} page={id as LegalId} preview={preview.text} />
      )}
    </>
  );
}
