import { getTranslations } from 'next-intl/server';
import { AvailabilityBadge } from '@/components/product/availability-badge';
import { ProductGrid } from '@/components/product/product-card';
import { formatPrice } from '@/components/product/format';
import { LazyImage } from '@/components/ui/lazy-image';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { highlight, snippet } from '@/lib/search/highlight';
import { listProducts } from '@/lib/server/catalogue';
import { focalStyle, mediaSrcAtLeast } from '@/lib/media/uploaded';
import type { SearchResponse, SearchResult } from '@/lib/server/search';
import { imageFacts } from '@/lib/server/media/image-facts';
import { extrasKey, type ResultExtras } from '@/lib/server/search/extras';
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

/** Thumbnails are shown at 80 CSS pixels: the smallest stored width that stays sharp at 2×. */
const THUMB = 80;

/**
 * The results by type, with counts and highlighted snippets; products with their photo, price and
 * availability, articles with their image. `type` narrows to one type; `counts` (of every type)
 * feed the filter links, so they stay whole while one type is shown.
 */
export async function SearchResults({
  locale,
  response,
  type,
  counts,
  extras,
}: {
  locale: Locale;
  response: SearchResponse;
  type: SearchType | null;
  counts: SearchResponse['counts'];
  extras: Map<string, ResultExtras>;
}) {
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'SearchPage' }), getTranslations({ locale, namespace: 'Common' })]);
  if (response.results.length === 0) return <NoResult locale={locale} />;
  const groups = SEARCH_TYPES.map((g) => ({ type: g, items: response.results.filter((r) => r.type === g), count: response.counts[g] ?? 0 })).filter(
    (g) => g.items.length > 0,
  );
  // A thumbnail is a square crop: around its focal point when it is a library image.
  const focal = new Map(
    await Promise.all(
      [...extras.values()].flatMap((e) => (e.image ? [e.image.src] : [])).map(async (src) => [src, (await imageFacts(src, locale)).position] as const),
    ),
  );
  const label = (g: SearchType) => t(TYPE_LABELS[g]);
  const filterHref = (g: SearchType | null) =>
    `${getPathname({ locale, href: '/searchlist' })}?${new URLSearchParams({ q: response.query, ...(g ? { type: g } : {}) }).toString()}`;
  const allCount = Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
  const filters = [
    { type: null, name: t('typeAll'), count: allCount },
    ...SEARCH_TYPES.filter((g) => (counts[g] ?? 0) > 0).map((g) => ({ type: g, name: label(g), count: counts[g] ?? 0 })),
  ];
  return (
    <>
      <p className={styles.summary} role="status">
        {response.capped ? t('totalAtLeast', { count: response.total }) : t('total', { count: response.total })}
      </p>
      <nav aria-label={t('groupsLabel')}>
        <ul className={styles.jump}>
          {filters.map((f) => (
            <li key={f.type ?? 'all'}>
              <a href={filterHref(f.type)} aria-current={f.type === type ? 'page' : undefined}>
                {f.name} <span className="badge">{f.count}</span>
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
            {g.items.map((r) => {
              const extra = extras.get(extrasKey(r));
              return (
                <li
                  key={`${r.type}-${r.id}`}
                  className={`${styles.result} ${extra?.image ? styles.withThumb : ''}`}
                  lang={r.locale === locale ? undefined : r.locale}
                >
                  {extra?.image ? (
                    <span className={styles.thumb} style={focalStyle(focal.get(extra.image.src))}>
                      <LazyImage
                        src={mediaSrcAtLeast(extra.image.src, THUMB * 2)}
                        alt=""
                        width={extra.image.width}
                        height={extra.image.height}
                        errorLabel={tc('imageError')}
                      />
                    </span>
                  ) : null}
                  <div>
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
                    {extra?.price ? (
                      <p className={styles.price} lang={locale}>
                        <strong data-price={r.id}>{formatPrice(locale, extra.price.cents, extra.price.currency)}</strong>{' '}
                        <AvailabilityBadge locale={locale} product={extra.price} />
                      </p>
                    ) : null}
                    <p>
                      <MarkedText segments={snippet(passage(r), response.query)} />
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
