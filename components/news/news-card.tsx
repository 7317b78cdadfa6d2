import { getTranslations } from 'next-intl/server';
import { LazyImage } from '@/components/ui/lazy-image';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { NewsSummary } from '@/lib/server/content/news';
import { mediaSrcAtLeast } from '@/lib/media/uploaded';
import { focalStyle } from '@/lib/media/uploaded';
import { imageSize } from '@/lib/server/media';
import { imageFacts } from '@/lib/server/media/image-facts';
import { formatNewsDate } from './format';
import { newsShowHref } from './hrefs';
import styles from './news.module.css';

/** One article in a list: image, category, date, title (the link) and summary. */
export async function NewsCard({ locale, item, headingLevel = 2 }: { locale: Locale; item: NewsSummary; headingLevel?: 2 | 3 }) {
  // An uploaded image at the width a card needs (two device pixels per CSS pixel), not its largest.
  const src = mediaSrcAtLeast(item.image, 960);
  const [t, common, size, facts] = await Promise.all([
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Common' }),
    imageSize(src),
    imageFacts(item.image, locale),
  ]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`card ${styles.card}`} style={focalStyle(facts.position)}>
      <LazyImage src={src} alt={facts.alt ?? t('imageAlt', { title: item.title })} width={size.width} height={size.height} errorLabel={common('imageError')} />
      <div className="card__body">
        <p className={styles.meta}>
          <span className="badge">{item.categoryName}</span>
          <time dateTime={item.publishedAt}>{formatNewsDate(locale, item.publishedAt)}</time>
        </p>
        <Heading className={styles.cardTitle}>
          <Link href={newsShowHref(item.id)} className={styles.cardLink}>
            {item.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{item.summary}</p>
      </div>
    </article>
  );
}
