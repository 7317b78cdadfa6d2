import { PageHeader } from '@/components/layout/page-header';
import type { Locale } from '@/i18n/routing';
import { getSiteSettings } from '@/lib/server/content/settings';
import { POLICY_SECTIONS, POLICY_UPDATED, renderedPolicyTexts, type PolicyPage as Page, type PolicySection } from '@/lib/server/policies';
import { marketRule } from '@/lib/server/shop/shipping';
import { documentFacts, PolicyDocument } from './policy-document';
import { PolicyTable } from './policy-tables';

/** A policy page: heading and intro, last change, table of contents, then one headed section per entry. */
export async function PolicyPage({ locale, page }: { locale: Locale; page: Page }) {
  // The facts of the language's market, the US one with the staff's shipping setting: what its checkout charges.
  const [settings, { market, rule }, us] = await Promise.all([getSiteSettings(locale), marketRule(locale), marketRule(locale, undefined, 'US')]);
  const texts = renderedPolicyTexts(locale, market, rule);
  const doc = texts[page];
  const { labels } = texts;
  const sections = POLICY_SECTIONS[page].map((id) => {
    const section = (doc.sections as Record<string, PolicySection>)[id]!;
    return {
      id,
      heading: section.heading,
      blocks: section.blocks.map((block) =>
        typeof block === 'string' || 'list' in block ? block : { render: <PolicyTable kind={block.table} locale={locale} labels={labels} usRule={us.rule} /> },
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
