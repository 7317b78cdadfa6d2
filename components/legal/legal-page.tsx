import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { PolicyText, type PolicyFacts } from '@/components/policies/policy-text';
import policyStyles from '@/components/policies/policies.module.css';
import { localeTags, type Locale } from '@/i18n/routing';
import type { LegalPage as Page } from '@/lib/legal-pages';
import { getSiteSettings, type SiteSettings } from '@/lib/server/content/settings';
import { LEGAL_UPDATED, legalDocument, renderedLegalTexts, type LegalBlock } from '@/lib/server/legal';
import { policyTexts, PRIVACY_EMAIL } from '@/lib/server/policies';
import { MARKET_FACTS } from '@/lib/shop/market-facts';
import { marketOf } from '@/lib/shop/markets';
import styles from './legal.module.css';

/** The site settings and the market's support line a legal text names (`{company}`, `{supportPhone}` …). */
export function legalFacts(locale: Locale, settings: SiteSettings): PolicyFacts {
  const support = MARKET_FACTS[marketOf(locale)].support;
  return {
    supportPhone: support.phone,
    supportTel: support.tel,
    company: settings.companyName,
    address: settings.address,
    email: settings.email,
    privacyEmail: PRIVACY_EMAIL,
    hotline: settings.hotline,
    hotlineTel: settings.hotlineTel,
  };
}

/**
 * A legal page (lib/legal-pages.ts) in the reader's language, for the language's market: heading,
 * the demo notice, last change, contents, then its sections. 404 where the page does not exist.
 */
export async function LegalPage({ locale, page }: { locale: Locale; page: Page }) {
  const settings = await getSiteSettings(locale);
  const texts = renderedLegalTexts(locale, settings);
  const doc = legalDocument(texts, locale, page);
  if (!doc) notFound();
  const facts = legalFacts(locale, settings);
  const { labels } = policyTexts(locale);
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${LEGAL_UPDATED}T00:00:00Z`));
  const [before, after = ''] = labels.updated.split('{date}');

  return (
    <>
      <PageHeader locale={locale} title={doc.title} intro={doc.intro} />
      <div className={`container page-body ${policyStyles.layout}`}>
        <p className={styles.notice} role="note" data-testid="demo-notice">
          {texts.labels.demoNotice}
        </p>
        <p className={policyStyles.updated}>
          {before}
          <time dateTime={LEGAL_UPDATED}>{date}</time>
          {after}
        </p>
        {doc.sections.length > 2 ? (
          <nav className={policyStyles.toc} aria-labelledby={`${page}-toc`}>
            <h2 id={`${page}-toc`}>{labels.contents}</h2>
            <ol>
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className={policyStyles.prose}>
          {doc.sections.map((section) => (
            <section key={section.id} id={section.id} className={policyStyles.section}>
              <h2>{section.heading}</h2>
              {section.blocks.map((block, i) => (
                <LegalBlockView key={i} block={block} facts={facts} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

function LegalBlockView({ block, facts }: { block: LegalBlock; facts: PolicyFacts }) {
  if (typeof block === 'string') {
    return (
      <p>
        <PolicyText text={block} facts={facts} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item, i) => (
          <li key={i}>
            <PolicyText text={item} facts={facts} />
          </li>
        ))}
      </ul>
    );
  }
  if ('rows' in block) return <LegalRows rows={block.rows} facts={facts} />;
  return (
    <div className={styles.form}>
      {block.form.map((line, i) => (
        <p key={i}>
          <PolicyText text={line} facts={facts} />
        </p>
      ))}
    </div>
  );
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
