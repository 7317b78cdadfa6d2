import { PageHeader } from '@/components/layout/page-header';
import type { Locale } from '@/i18n/routing';
import { getSiteSettings } from '@/lib/server/content/settings';
import { POLICY_SECTIONS, POLICY_UPDATED, renderedPolicyTexts, type PolicyPage as Page, type PolicySection } from '@/lib/server/policies';
import { getAllMarkets } from '@/lib/server/shop/shipping';
import { marketOf } from '@/lib/shop/markets';
import { documentFacts, PolicyDocument } from './policy-document';
import { PolicyTable } from './policy-tables';

/** A policy page: heading and intro, last change, table of contents, then one headed section per entry. */
export async function PolicyPage({ locale, page }: { locale: Locale; page: Page }) {
  // Every market's facts as staff set them (the tables compare them); the texts quote the language's market's.
  const [settings, markets] = await Promise.all([getSiteSettings(locale), getAllMarkets()]);
  const market = marketOf(locale);
  const texts = renderedPolicyTexts(locale, market, markets[market].rule, markets[market].facts);
  const doc = texts[page];
  const { labels } = texts;
  const sections = POLICY_SECTIONS[page].map((id) => {
    const section = (doc.sections as Record<string, PolicySection>)[id]!;
    return {
      id,
      heading: section.heading,
      blocks: section.blocks.map((block) =>
        typeof block === 'string' || 'list' in block ? block : { render: <PolicyTable kind={block.table} locale={locale} labels={labels} markets={markets} /> },
      ),
    };
  });

  return (
    <>
      <PageHeader locale={locale} title={doc.title} intro={doc.intro} />
      <PolicyDocument
        id={page}
        locale={locale}
        updated={POLICY_UPDATED[page]}
        labels={labels}
        contents
        sections={sections}
        facts={documentFacts(market, settings)}
      />
    </>
  );
}
