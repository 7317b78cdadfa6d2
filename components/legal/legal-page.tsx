import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { documentFacts, PolicyDocument, type TextBlock } from '@/components/policies/policy-document';
import { PolicyText, type PolicyFacts } from '@/components/policies/policy-text';
import type { Locale } from '@/i18n/routing';
import type { LegalPage as Page } from '@/lib/legal-pages';
import { getSiteSettings, type SiteSettings } from '@/lib/server/content/settings';
import { LEGAL_UPDATED, legalDocument, renderedLegalTexts, type LegalBlock } from '@/lib/server/legal';
import { policyTexts } from '@/lib/server/policies';
import { getMarketView } from '@/lib/server/shop/shipping';
import { marketOf } from '@/lib/shop/markets';
import styles from './legal.module.css';

/** The site settings and the market's support line a legal text names (`{company}`, `{supportPhone}` …). */
export function legalFacts(locale: Locale, settings: SiteSettings): PolicyFacts {
  return documentFacts(marketOf(locale), settings);
}

/**
 * A legal page (lib/legal-pages.ts) in the reader's language, for the language's market: heading,
 * the demo notice, last change, contents, then its sections. 404 where the page does not exist.
 */
export async function LegalPage({ locale, page }: { locale: Locale; page: Page }) {
  const [settings, market] = await Promise.all([getSiteSettings(locale), getMarketView(marketOf(locale))]);
  const texts = renderedLegalTexts(locale, settings, market);
  const doc = legalDocument(texts, locale, page);
  if (!doc) notFound();
  const facts = legalFacts(locale, settings);
  const sections = doc.sections.map((section) => ({
    id: section.id,
    heading: section.heading,
    blocks: section.blocks.map((block) => textBlock(block, facts)),
  }));

  return (
    <>
      <PageHeader locale={locale} title={doc.title} intro={doc.intro} />
      <PolicyDocument
        id={page}
        locale={locale}
        updated={LEGAL_UPDATED}
        labels={policyTexts(locale).labels}
        notice={
          <p className={styles.notice} role="note" data-testid="demo-notice">
            {texts.labels.demoNotice}
          </p>
        }
        contents={doc.sections.length > 2}
        sections={sections}
        facts={facts}
      />
    </>
  );
}

/** A legal block as the shared document renders it: paragraphs and lists as they are, rows and form lines rendered here. */
function textBlock(block: LegalBlock, facts: PolicyFacts): TextBlock {
  if (typeof block === 'string' || 'list' in block) return block;
  if ('rows' in block) return { render: <LegalRows rows={block.rows} facts={facts} /> };
  return {
    render: (
      <div className={styles.form}>
        {block.form.map((line, i) => (
          <p key={i}>
            <PolicyText text={line} facts={facts} />
          </p>
        ))}
      </div>
    ),
  };
}

/** "Label: value" lines as a description list (the Impressum's and 特商法's table). */
export function LegalRows({ rows, facts, className }: { rows: [string, string][]; facts: PolicyFacts; className?: string }) {
  return (
    <dl className={className ?? styles.rows}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <PolicyText text={value} facts={facts} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
