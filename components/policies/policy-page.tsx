import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import type { Locale } from '@/i18n/routing';
import { getSiteSettings } from '@/lib/server/content/settings';
import { fillPolicyHtml, fillPolicyText, getPolicy, POLICY_LABELS, policyValues, type PolicyPage as Page, type PolicyText } from '@/lib/server/policies';
import { policySections } from '@/lib/server/policies/body';
import { getAllMarkets } from '@/lib/server/shop/shipping';
import { marketOf } from '@/lib/shop/markets';
import { PolicyDocument, type DocumentSection } from './policy-document';
import { PolicyTable } from './policy-tables';

/**
 * A policy page: heading and intro, last change, table of contents, then its sections, from the
 * text staff published (the content kind `policy`), or `preview`, a draft shown to staff. Facts
 * are the language's market's, as staff set them; 404 where the language has no text.
 */
export async function PolicyPage({ locale, page, preview }: { locale: Locale; page: Page; preview?: PolicyText }) {
  // Every market's facts as staff set them (the tables compare them); the texts quote the language's market's.
  const [settings, markets, published] = await Promise.all([getSiteSettings(locale), getAllMarkets(), preview ? null : getPolicy(page, locale)]);
  const doc = preview ?? published;
  if (!doc) notFound();
  const market = marketOf(locale);
  const values = policyValues(locale, settings, markets[market]);
  const labels = POLICY_LABELS[locale];
  const html = fillPolicyHtml(doc.body, locale, values, settings, markets[market].facts.support.tel);
  const sections: DocumentSection[] = policySections(html).map((section) => ({
    id: section.id,
    heading: section.heading,
    blocks: section.blocks.map((block) =>
      'table' in block ? { render: <PolicyTable kind={block.table} locale={locale} labels={labels} markets={markets} /> } : block,
    ),
  }));

  return (
    <>
      <PageHeader locale={locale} title={fillPolicyText(doc.title, values)} intro={fillPolicyText(doc.intro, values)} />
      <PolicyDocument id={page} locale={locale} updated={doc.updated} labels={labels} contents sections={sections} />
    </>
  );
}
