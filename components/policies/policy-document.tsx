import type { ReactNode } from 'react';
import { localeTags, type Locale } from '@/i18n/routing';
import type { SiteSettings } from '@/lib/server/content/settings';
import { PRIVACY_EMAIL } from '@/lib/server/policies';
import { MARKET_FACTS } from '@/lib/shop/market-facts';
import type { Market } from '@/lib/shop/market-ids';
import { PolicyText, type PolicyFacts } from './policy-text';
import styles from './policies.module.css';

/** The site settings and the market's support line that a policy or legal text names (`{company}`, `{supportPhone}` …). */
export function documentFacts(market: Market, settings: SiteSettings): PolicyFacts {
  const support = MARKET_FACTS[market].support;
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

/** A block of a policy or legal text: a paragraph, a list, or what the page renders itself (`render`). */
export type TextBlock = string | { list: string[] } | { render: ReactNode };

export interface DocumentSection {
  id: string;
  heading: string;
  blocks: TextBlock[];
}

/**
 * The body of a policy or legal page, below its header: what comes first (`notice`), the date of
 * the last change, the table of contents (when `contents` is set), then one headed section each.
 */
export function PolicyDocument({
  id,
  locale,
  updated,
  labels,
  notice,
  contents,
  sections,
  facts,
}: {
  /** Names the contents' heading (`${id}-toc`). */
  id: string;
  locale: Locale;
  /** The last change, an ISO date. */
  updated: string;
  labels: { updated: string; contents: string };
  notice?: ReactNode;
  contents: boolean;
  sections: DocumentSection[];
  facts: PolicyFacts;
}) {
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${updated}T00:00:00Z`));
  const [before, after = ''] = labels.updated.split('{date}');
  return (
    <div className={`container page-body ${styles.layout}`}>
      {notice}
      <p className={styles.updated}>
        {before}
        <time dateTime={updated}>{date}</time>
        {after}
      </p>
      {contents ? (
        <nav className={styles.toc} aria-labelledby={`${id}-toc`}>
          <h2 id={`${id}-toc`}>{labels.contents}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className={styles.prose}>
        {sections.map((section) => (
          // Unnamed sections: ten more landmarks would crowd the page's (and "Contact" would repeat the footer's).
          <section key={section.id} id={section.id} className={styles.section}>
            <h2>{section.heading}</h2>
            {section.blocks.map((block, i) => (
              <TextBlockView key={i} block={block} facts={facts} />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}

function TextBlockView({ block, facts }: { block: TextBlock; facts: PolicyFacts }) {
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
  return <>{block.render}</>;
}
