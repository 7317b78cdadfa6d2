import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { FaqCategory } from '@/lib/server/content/faq';
import { FaqFilter } from './faq-filter';
import styles from './faq.module.css';

/**
 * Every question, grouped by category, as <details> that work without JavaScript; the client
 * leaf adds the search filter and opens the question named by the URL fragment.
 */
export async function FaqList({ locale, categories }: { locale: Locale; categories: FaqCategory[] }) {
  const t = await getTranslations({ locale, namespace: 'Faq' });
  const total = categories.reduce((n, c) => n + c.items.length, 0);
  return (
    <>
      <FaqFilter
        listId="faq-list"
        total={total}
        labels={{
          search: t('searchLabel'),
          placeholder: t('searchPlaceholder'),
          clear: t('clear'),
          noResults: t('noResults'),
          results: Array.from({ length: total + 1 }, (_, n) => t('results', { count: n })),
        }}
      />
      <nav aria-label={t('categoriesLabel')} className={styles.toc}>
        <ul>
          {categories.map((c) => (
            <li key={c.id}>
              <a href={`#category-${c.id}`}>{c.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div id="faq-list" className={styles.list}>
        {categories.map((c) => (
          <section key={c.id} id={`category-${c.id}`} aria-labelledby={`category-${c.id}-heading`} data-faq-category>
            <h2 id={`category-${c.id}-heading`}>{c.name}</h2>
            {c.items.map((item) => (
              <details key={item.id} id={item.id} className={styles.item} data-faq-item>
                <summary className={styles.question}>{item.question}</summary>
                <div className={styles.answer}>
                  <p>{item.answer}</p>
                  <a href={`#${item.id}`} className={styles.permalink}>
                    {t('permalink')}
                    <span className="visually-hidden">: {item.question}</span>
                  </a>
                </div>
              </details>
            ))}
          </section>
        ))}
      </div>
      <aside className={`section--mist ${styles.help}`} aria-labelledby="faq-help">
        <h2 id="faq-help">{t('helpHeading')}</h2>
        <p>{t('helpText')}</p>
        <p className="link-list">
          <Link href="/OnlineMessage" className="button button--primary">
            {t('leaveMessage')}
          </Link>
          <Link href="/contact" className="button">
            {t('contactUs')}
          </Link>
        </p>
      </aside>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: categories.flatMap((c) =>
            c.items.map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: { '@type': 'Answer', text: item.answer },
            })),
          ),
        }}
      />
    </>
  );
}
