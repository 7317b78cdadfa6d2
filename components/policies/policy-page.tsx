import { PageHeader } from '@/components/layout/page-header';
import { localeTags, type Locale } from '@/i18n/routing';
import { getSiteSettings } from '@/lib/server/content/settings';
import {
  POLICY_SECTIONS,
  POLICY_UPDATED,
  PRIVACY_EMAIL,
  renderedPolicyTexts,
  type Block,
  type PolicyLabels,
  type PolicyPage as Page,
  type PolicySection,
} from '@/lib/server/policies';
import { marketRule } from '@/lib/server/shop/shipping';
import { MARKET_FACTS } from '@/lib/shop/market-facts';
import { PolicyTable } from './policy-tables';
import { PolicyText, type PolicyFacts } from './policy-text';
import styles from './policies.module.css';

/** A policy page: heading and intro, last change, table of contents, then one headed section per entry. */
export async function PolicyPage({ locale, page }: { locale: Locale; page: Page }) {
  // The facts of the language's market, the US one with the staff's shipping setting: what its checkout charges.
  const [settings, { market, rule }, us] = await Promise.all([getSiteSettings(locale), marketRule(locale), marketRule(locale, undefined, 'US')]);
  const texts = renderedPolicyTexts(locale, market, rule);
  const doc = texts[page];
  const { labels } = texts;
  const support = MARKET_FACTS[market].support;
  const facts: PolicyFacts = {
    supportPhone: support.phone,
    supportTel: support.tel,
    company: settings.companyName,
    address: settings.address,
    email: settings.email,
    privacyEmail: PRIVACY_EMAIL,
    hotline: settings.hotline,
    hotlineTel: settings.hotlineTel,
  };
  const updated = POLICY_UPDATED[page];
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${updated}T00:00:00Z`));
  const [before, after = ''] = labels.updated.split('{date}');
  const sections: [string, PolicySection][] = POLICY_SECTIONS[page].map((id) => [id, (doc.sections as Record<string, PolicySection>)[id]!]);

  return (
    <>
      <PageHeader locale={locale} title={doc.title} intro={doc.intro} />
      <div className={`container page-body ${styles.layout}`}>
        <p className={styles.updated}>
          {before}
          <time dateTime={updated}>{date}</time>
          {after}
        </p>
        <nav className={styles.toc} aria-labelledby={`${page}-toc`}>
          <h2 id={`${page}-toc`}>{labels.contents}</h2>
          <ol>
            {sections.map(([id, section]) => (
              <li key={id}>
                <a href={`#${id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.prose}>
          {sections.map(([id, section]) => (
            // Unnamed sections: ten more landmarks would crowd the page's (and "Contact" would repeat the footer's).
            <section key={id} id={id} className={styles.section}>
              <h2>{section.heading}</h2>
              {section.blocks.map((block, i) => (
                <PolicyBlock key={i} block={block} locale={locale} facts={facts} labels={labels} usRule={us.rule} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

function PolicyBlock({
  block,
  locale,
  facts,
  labels,
  usRule,
}: {
  block: Block;
  locale: Locale;
  facts: PolicyFacts;
  labels: PolicyLabels;
  usRule: Parameters<typeof PolicyTable>[0]['usRule'];
}) {
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
  return <PolicyTable kind={block.table} locale={locale} labels={labels} usRule={usRule} />;
}
