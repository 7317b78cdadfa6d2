import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import type { Locale } from '@/i18n/routing';
import type { LegalPage } from '@/lib/legal-pages';
import { getSiteSettings } from '@/lib/server/content/settings';
import { getPolicy, POLICY_LABELS, renderPolicy, type PolicyPage as Page, type PolicyText } from '@/lib/server/policies';
import { getAllMarkets } from '@/lib/server/shop/shipping';
import { marketOf } from '@/lib/shop/markets';
import { PolicyDocument, type DocumentSection } from './policy-document';
import { PolicyTable } from './policy-tables';

/**
 * A policy or legal page: heading and intro, what comes first (`notice`: the legal pages' demo
 * notice), last change, table of contents, then its sections, from the text staff published (the
 * content kind `policy`), or `preview`, a draft shown to staff. Facts are the language's market's,
 * as staff set them; 404 where the language has no text.
 */
export async function PolicyPage({ locale, page, preview, notice }: { locale: Locale; page: Page | LegalPage; preview?: PolicyText; notice?: ReactNode }) {
  // Every market's facts as staff set them (the tables compare them); the texts quote the language's market's.
  const [settings, markets, published] = await Promise.all([getSiteSettings(locale), getAllMarkets(), preview ? null : getPolicy(page, locale)]);
  const doc = preview ?? published;
  if (!doc) notFound();
  const rendered = renderPolicy(doc, locale, settings, markets[marketOf(locale)]);
  const labels = POLICY_LABELS[locale];
  const sections: DocumentSection[] = rendered.sections.map((section) => ({
    id: section.id,
    heading: section.heading,
    blocks: section.blocks.map((block) =>
      'table' in block ? { render: <PolicyTable kind={block.table} locale={locale} labels={labels} markets={markets} /> } : block,
    ),
  }));

  return (
    <>
      <PageHeader locale={locale} title={rendered.title} intro={rendered.intro} />
      <PolicyDocument id={page} locale={locale} updated={rendered.updated} labels={labels} notice={notice} sections={sections} />
    </>
  );
}
