import type { ReactNode } from 'react';
import { localeTags, type Locale } from '@/i18n/routing';
import styles from './policies.module.css';

/**
 * A stretch of a policy or legal text: rich text with its placeholders filled (sanitised, then
 * filled with escaped values by lib/server/policies), "label value" rows, or what the page renders
 * itself (`render`: a market table).
 */
export type TextBlock = { html: string } | { rows: { label: string; html: string }[] } | { render: ReactNode };

export interface DocumentSection {
  id: string;
  /** Empty for the text before the first heading: no heading, no entry in the contents. */
  heading: string;
  blocks: TextBlock[];
}

/**
 * The body of a policy or legal page, below its header: what comes first (`notice`), the date of
 * the last change, the table of contents (for more than two headed sections: a short notice needs
 * none), then one section each.
 */
export function PolicyDocument({
  id,
  locale,
  updated,
  labels,
  notice,
  sections,
}: {
  /** Names the contents' heading (`${id}-toc`). */
  id: string;
  locale: Locale;
  /** The last change, an ISO date. */
  updated: string;
  labels: { updated: string; contents: string };
  notice?: ReactNode;
  sections: DocumentSection[];
}) {
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${updated}T00:00:00Z`));
  const [before, after = ''] = labels.updated.split('{date}');
  const headed = sections.filter((section) => section.heading);
  return (
    <div className={`container page-body ${styles.layout}`}>
      {notice}
      <p className={styles.updated}>
        {before}
        <time dateTime={updated}>{date}</time>
        {after}
      </p>
      {headed.length > 2 ? (
        <nav className={styles.toc} aria-labelledby={`${id}-toc`}>
          <h2 id={`${id}-toc`}>{labels.contents}</h2>
          <ol>
            {headed.map((section) => (
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
          <section key={section.id} id={section.id || undefined} className={styles.section}>
            {section.heading ? <h2>{section.heading}</h2> : null}
            {section.blocks.map((block, i) => (
              <TextBlockView key={i} block={block} />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}

function TextBlockView({ block }: { block: TextBlock }) {
  // The HTML was sanitised (lib/server/rich-text.ts) before its placeholders were filled with escaped values.
  if ('html' in block) return <div className={styles.text} dangerouslySetInnerHTML={{ __html: block.html }} />;
  if ('rows' in block) {
    return (
      <dl className={styles.rows}>
        {block.rows.map((row, i) => (
          <div key={i}>
            <dt>{row.label}</dt>
            <dd dangerouslySetInnerHTML={{ __html: row.html }} />
          </div>
        ))}
      </dl>
    );
  }
  return <>{block.render}</>;
}
