import { PageHeader } from '@/components/layout/page-header';
import { localeTags, type Locale } from '@/i18n/routing';
import { getSiteSettings } from '@/lib/server/content/settings';
import { POLICY_SECTIONS, POLICY_UPDATED, PRIVACY_EMAIL, policyTexts, type Block, type PolicyPage as Page, type PolicySection } from '@/lib/server/policies';
import { PolicyTable } from './policy-tables';
import { PolicyText, type PolicyFacts } from './policy-text';
import styles from './policies.module.css';

/** A policy page: heading and intro, last change, table of contents, then one headed section per entry. */
export async function PolicyPage({ locale, page }: { locale: Locale; page: Page }) {
  const texts = policyTexts(locale);
  const doc = texts[page];
  const { labels } = texts;
  const settings = await getSiteSettings(locale);
  const facts: PolicyFacts = {
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
                <PolicyBlock key={i} block={block} locale={locale} facts={facts} labels={labels} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

function PolicyBlock({ block, locale, facts, labels }: { block: Block; locale: Locale; facts: PolicyFacts; labels: ReturnType<typeof policyTexts>['labels'] }) {
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
  return <PolicyTable kind={block.table} locale={locale} labels={labels} />;
}
