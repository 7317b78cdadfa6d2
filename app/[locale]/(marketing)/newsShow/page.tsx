import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/components/layout/route-page';
import { NewsCard } from '@/components/news/news-card';
import { Link } from '@/i18n/navigation';
import { getAllNews } from '@/lib/server/content/news';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';
import styles from '@/components/news/news.module.css';

export const generateMetadata = staticRouteMetadata('newsShow', '/newsShow');

/** /newsShow without an id: a chooser of the latest articles. */
export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const [latest, t] = await Promise.all([getAllNews(locale), getTranslations({ locale, namespace: 'News' })]);
  return (
    <RoutePage locale={locale} page="newsShow">
      <h2>{t('latestHeading')}</h2>
      <ul className={`grid ${styles.list}`}>
        {latest.slice(0, 9).map((item) => (
          <li key={item.id}>
            <NewsCard locale={locale} item={item} headingLevel={3} />
          </li>
        ))}
      </ul>
      <p>
        <Link href="/newsCenter" className="button">
          {t('allNews')}
        </Link>
      </p>
    </RoutePage>
  );
}
