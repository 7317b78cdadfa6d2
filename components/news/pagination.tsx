import { getTranslations } from 'next-intl/server';
import { PageNumber, PAGE_NUMBER_SLOT } from '@/components/ui/page-number';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { newsCenterHref } from './hrefs';
import styles from './news.module.css';

export async function Pagination({ locale, category, page, pages }: { locale: Locale; category: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'News' });
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label={t('paginationLabel')} className={styles.pagination}>
      <ul>
        {page > 1 ? (
          <li>
            <Link href={newsCenterHref(category, page - 1)} rel="prev" className={styles.pageLink}>
              {t('previousPage')}
            </Link>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            <Link href={newsCenterHref(category, n)} aria-current={n === page ? 'page' : undefined} className={styles.pageLink}>
              <PageNumber phrase={t('pageN', { page: PAGE_NUMBER_SLOT })} page={n} />
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link href={newsCenterHref(category, page + 1)} rel="next" className={styles.pageLink}>
              {t('nextPage')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
