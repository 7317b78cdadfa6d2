import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { documentFacts, PolicyDocument, type DocumentSection } from '@/components/policies/policy-document';
import { PolicyText, type PolicyFacts } from '@/components/policies/policy-text';
import type { Locale } from '@/i18n/routing';
import { hasLegalPage, type LegalPage as Page } from '@/lib/legal-pages';
import { getSiteSettings, type SiteSettings } from '@/lib/server/content/settings';
import { LEGAL_TEXTS } from '@/lib/server/legal';
import { getPolicy, POLICY_LABELS, renderPolicy, type PolicyText as Text } from '@/lib/server/policies';
import { getMarketView } from '@/lib/server/shop/shipping';
import { marketOf } from '@/lib/shop/markets';
import styles from './legal.module.css';

/** The site settings and the market's support line the Korean footer names (`{company}`, `{supportPhone}` …). */
export function legalFacts(locale: Locale, settings: SiteSettings): PolicyFacts {
  return documentFacts(marketOf(locale), settings);
}

/**
 * A legal page (lib/legal-pages.ts) in the reader's language, for the language's market: heading,
 * the demo notice, last change, contents, then its sections, from the text staff published (the
 * content kind `policy`) or `preview`, a draft shown to staff. 404 where the page does not exist.
 */
export async function LegalPage({ locale, page, preview }: { locale: Locale; page: Page; preview?: Text }) {
  if (!hasLegalPage(locale, page)) notFound();
  const [settings, market, published] = await Promise.all([getSiteSettings(locale), getMarketView(marketOf(locale)), preview ? null : getPolicy(page, locale)]);
  const doc = preview ?? published;
  if (!doc) notFound();
  const rendered = renderPolicy(doc, locale, settings, market);
  // Legal texts hold no market tables (the policies' tables compare every market).
  const sections: DocumentSection[] = rendered.sections.map((section) => ({
    id: section.id,
    heading: section.heading,
    blocks: section.blocks.filter((block) => !('table' in block)) as DocumentSection['blocks'],
  }));

  return (
    <>
      <PageHeader locale={locale} title={rendered.title} intro={rendered.intro} />
      <PolicyDocument
        id={page}
        locale={locale}
        updated={rendered.updated}
        labels={POLICY_LABELS[locale]}
        notice={
          <p className={styles.notice} role="note" data-testid="demo-notice">
            {LEGAL_TEXTS[locale].labels.demoNotice}
          </p>
        }
        contents={sections.filter((section) => section.heading).length > 2}
        sections={sections}
      />
    </>
  );
}

/** "Label: value" lines as a description list (the Korean footer's business information). */
export function LegalRows({ rows, facts, className }: { rows: [string, string][]; facts: PolicyFacts; className: string }) {
  return (
    <dl className={className}>
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
