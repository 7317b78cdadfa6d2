import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageNumber, PAGE_NUMBER_SLOT } from '@/components/ui/page-number';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getAnnouncementsPage } from '@/lib/server/content/investor-relations';
import marketing from '../marketing/marketing.module.css';
import news from '../news/news.module.css';
import { AnnouncementItem } from './announcement-item';
import styles from './investors.module.css';
import { IrPage } from './ir-page';

/** The public address of a page of the announcements list. */
export function announcementsHref(page: number): string {
  return page > 1 ? `/announcements?page=${page}` : '/announcements';
}

/** /announcements: the news articles of the `announcements` category, newest first, paged; each links to its article. */
export async function AnnouncementsList({ locale, page }: { locale: Locale; page: number }) {
  const [list, t, newsT] = await Promise.all([
    getAnnouncementsPage(locale, page),
    getTranslations({ locale, namespace: 'InvestorRelations' }),
    getTranslations({ locale, namespace: 'News' }),
  ]);
  if (!list) notFound();
  const title = page > 1 ? newsT('listTitle', { category: t('pages.announcements.heading'), page }) : undefined;
  return (
    <IrPage locale={locale} page="announcements" title={title}>
      {list.items.length ? (
        <ul className={`${marketing.list} ${styles.announcements}`} data-testid="announcements-list">
          {list.items.map((item) => (
            <AnnouncementItem key={item.id} locale={locale} item={item} headingLevel={2} />
          ))}
        </ul>
      ) : (
        <p>{t('announcements.empty')}</p>
      )}
      {list.pages > 1 ? (
        <nav aria-label={newsT('paginationLabel')} className={news.pagination}>
          <ul>
            {page > 1 ? (
              <li>
                <Link href={announcementsHref(page - 1)} rel="prev" className={news.pageLink}>
                  {newsT('previousPage')}
                </Link>
              </li>
            ) : null}
            {Array.from({ length: list.pages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <Link href={announcementsHref(n)} aria-current={n === page ? 'page' : undefined} className={news.pageLink}>
                  <PageNumber phrase={newsT('pageN', { page: PAGE_NUMBER_SLOT })} page={n} />
                </Link>
              </li>
            ))}
            {page < list.pages ? (
              <li>
                <Link href={announcementsHref(page + 1)} rel="next" className={news.pageLink}>
                  {newsT('nextPage')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </IrPage>
  );
}
