import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/components/product/product-card';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { highlight, snippet } from '@/lib/search/highlight';
import { listProducts } from '@/lib/server/catalogue';
import type { SearchResponse, SearchResult } from '@/lib/server/search';
import { SEARCH_TYPES, type SearchType } from '@/lib/validations/search';
import { MarkedText } from './marked-text';
import styles from './search.module.css';

const TYPE_LABELS = { product: 'typeProduct', news: 'typeNews', faq: 'typeFaq', download: 'typeDownload' } as const;

function passage(r: SearchResult): string {
  return [r.summary, r.body].filter(Boolean).join(' ');
}

/** Localized "nothing found" plus ways on: popular products and the main help pages. */
async function NoResult({ locale }: { locale: Locale }) {
  const [t, ts, popular] = await Promise.all([
    getTranslations({ locale, namespace: 'SearchPage' }),
    getTranslations({ locale, namespace: 'Search' }),
    listProducts(locale, { category: 'all', sort: 'featured', page: 1, limit: 3 }),
  ]);
  return (
    <div className={styles.empty}>
      <div>
        <p className="status status--error" role="status">
          {ts('noResult')}
        </p>
        <p>{t('tips')}</p>
      </div>
      <section aria-labelledby="search-links">
        <h2 id="search-links">{t('tryLinks')}</h2>
        <ul className="link-list">
          <li>
            <Link href="/products">{t('linkProducts')}</Link>
          </li>
          <li>
            <Link href="/problems">{t('linkFaq')}</Link>
          </li>
          <li>
            <Link href="/downlish">{t('linkDownloads')}</Link>
          </li>
          <li>
            <Link href="/newsCenter">{t('linkNews')}</Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby="search-popular">
        <h2 id="search-popular">{t('popular')}</h2>
        <ProductGrid locale={locale} products={popular.items} />
      </section>
    </div>
  );
}

export async function SearchResults({ locale, response }: { locale: Locale; response: SearchResponse }) {
  const t = await getTranslations({ locale, namespace: 'SearchPage' });
  if (response.results.length === 0) return <NoResult locale={locale} />;
  const groups = SEARCH_TYPES.map((type) => ({ type, items: response.results.filter((r) => r.type === type), count: response.counts[type] ?? 0 })).filter(
    (g) => g.items.length > 0,
  );
  const label = (type: SearchType) => t(TYPE_LABELS[type]);
  return (
    <>
      <p className={styles.summary} role="status">
        {response.capped ? t('totalAtLeast', { count: response.total }) : t('total', { count: response.total })}
      </p>
      <nav aria-label={t('groupsLabel')}>
        <ul className={styles.jump}>
          {groups.map((g) => (
            <li key={g.type}>
              <a href={`#results-${g.type}`}>
                {label(g.type)} <span className="badge">{g.count}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => (
        <section key={g.type} id={`results-${g.type}`} className={styles.group} aria-labelledby={`results-${g.type}-h`}>
          <h2 id={`results-${g.type}-h`}>
            {label(g.type)} <span className={styles.count}>{t('groupCount', { count: g.count })}</span>
          </h2>
          <ul className={styles.results}>
            {g.items.map((r) => (
              <li key={`${r.type}-${r.id}`} className={styles.result} lang={r.locale === locale ? undefined : r.locale}>
                <h3>
                  <Link href={r.url}>
                    <MarkedText segments={highlight(r.title, response.query)} />
                  </Link>
                  {r.locale !== locale ? (
                    <span className={`badge ${styles.lang}`} lang={locale}>
                      {t('inEnglish')}
                    </span>
                  ) : null}
                </h3>
                <p>
                  <MarkedText segments={snippet(passage(r), response.query)} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
