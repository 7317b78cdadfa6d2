import { getTranslations } from 'next-intl/server';
import { PageNumber, PAGE_NUMBER_SLOT } from '@/components/ui/page-number';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { Category, ProductPage, SortKey } from '@/lib/server/catalogue';
import { productListHref } from './hrefs';
import { ProductGrid } from './product-card';
import styles from './product.module.css';

const SORT_LABELS: Record<SortKey, 'sortFeatured' | 'sortNewest' | 'sortPriceAsc' | 'sortPriceDesc'> = {
  featured: 'sortFeatured',
  newest: 'sortNewest',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
};

interface Props {
  locale: Locale;
  categories: Category[];
  category: string;
  sort: SortKey;
  result: ProductPage;
}

/** /productslist: category tabs, sort links and pages, all plain links with stable URLs (no JS). */
export async function ProductList({ locale, categories, category, sort, result }: Props) {
  const t = await getTranslations({ locale, namespace: 'Products' });
  const tabs = [{ id: 'all', name: t('allCategories') }, ...categories];
  const pages = Array.from({ length: result.pageCount }, (_, i) => i + 1);
  return (
    <>
      <div className={styles.controls}>
        <nav aria-label={t('categoryNav')}>
          <ul className={styles.tabs}>
            {tabs.map((c) => (
              <li key={c.id}>
                <Link href={productListHref(c.id, sort)} className={styles.tab} aria-current={c.id === category ? 'page' : undefined}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="sort-label" className={styles.sortRow}>
          <span id="sort-label" className={styles.sortLabel}>
            {t('sortLabel')}
          </span>
          <ul className={styles.sorts}>
            {(Object.keys(SORT_LABELS) as SortKey[]).map((s) => (
              <li key={s}>
                <Link href={productListHref(category, s)} className={styles.tab} aria-current={s === sort ? 'true' : undefined}>
                  {t(SORT_LABELS[s])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.summaryLine} aria-live="polite">
        {result.total > 0 ? (
          <>
            <span>{t('count', { count: result.total })}</span> · <span>{t('pageOf', { page: result.page, pages: result.pageCount })}</span>
          </>
        ) : (
          t('empty')
        )}
      </p>
      <ProductGrid locale={locale} products={result.items} headingLevel={2} />
      {result.pageCount > 1 ? (
        <nav aria-label={t('paginationLabel')} className={styles.pagination}>
          <ul>
            {result.page > 1 ? (
              <li>
                <Link href={productListHref(category, sort, result.page - 1)} rel="prev" className={styles.pageLink}>
                  {t('previousPage')}
                </Link>
              </li>
            ) : null}
            {pages.map((n) => (
              <li key={n}>
                <Link href={productListHref(category, sort, n)} aria-current={n === result.page ? 'page' : undefined} className={styles.pageLink}>
                  <PageNumber phrase={t('pageN', { page: PAGE_NUMBER_SLOT })} page={n} />
                </Link>
              </li>
            ))}
            {result.page < result.pageCount ? (
              <li>
                <Link href={productListHref(category, sort, result.page + 1)} rel="next" className={styles.pageLink}>
                  {t('nextPage')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
