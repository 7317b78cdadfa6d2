import { getTranslations } from 'next-intl/server';
import { LazyImage } from '@/components/ui/lazy-image';
import { Link } from '@/i18n/navigation';
import { localeTags, type Locale } from '@/i18n/routing';
import { getLatestNews } from '@/lib/server/content/home';
import styles from './home.module.css';

export async function LatestNews({ locale }: { locale: Locale }) {
  const [t, common, news] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Common' }),
    getLatestNews(locale, 3),
  ]);
  if (news.length === 0) return null;
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <section className="section" aria-labelledby="home-news">
      <div className="container">
        <div className={styles.sectionHead}>
          <h2 id="home-news">{t('news.heading')}</h2>
          <Link href="/newsCenter">{t('news.all')}</Link>
        </div>
        <ul className={`grid ${styles.cards}`}>
          {news.map((n) => (
            <li key={n.id} className={`card ${styles.card}`}>
              <LazyImage src={n.image} alt="" width={1200} height={675} errorLabel={common('imageError')} />
              <div className="card__body">
                <time dateTime={n.publishedAt} className={styles.muted}>
                  {date.format(new Date(n.publishedAt))}
                </time>
                <h3 className={styles.cardTitle}>
                  <Link href={`/newsShow?id=${encodeURIComponent(n.id)}`} className={styles.cardLink}>
                    {n.title}
                  </Link>
                </h3>
                <p>{n.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
