import { getTranslations } from 'next-intl/server';
import { FirstScreenEnd } from '@/components/layout/first-screen-end';
import { PageHeader } from '@/components/layout/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { getPathname, Link } from '@/i18n/navigation';
import { localeTags, type Locale } from '@/i18n/routing';
import { integerFormatOf } from '@/lib/integer-format';
import { viewerHref } from '@/lib/media/viewer-src';
import type { NewsArticle, NewsNeighbours } from '@/lib/server/content/news';
import { mediaSrcSet } from '@/lib/media/uploaded';
import { imageSize } from '@/lib/server/media';
import { imageFacts } from '@/lib/server/media/image-facts';
import { inlineImage } from '@/lib/server/media/inline-image';
import { localizedUrl, siteUrl } from '@/lib/seo';
import { ArticleFacts } from './article-facts';
import { formatNewsDate } from './format';
import { newsCenterHref, newsShowHref } from './hrefs';
import { NewsCard } from './news-card';
import { ViewCount } from './view-count';
import styles from './news.module.css';

/** An article: meta line (date, source, live views), image, body, official video, neighbours. */
export async function ArticleView({ locale, article, around }: { locale: Locale; article: NewsArticle; around: NewsNeighbours }) {
  const [t, pagesT, size, hero, facts] = await Promise.all([
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Pages' }),
    imageSize(article.image),
    // The page's largest paint: sent inside the page when it is small.
    inlineImage(article.image),
    imageFacts(article.image, locale),
  ]);
  const url = localizedUrl(locale, newsShowHref(article.id));
  return (
    <>
      <PageHeader
        locale={locale}
        title={article.title}
        trail={[
          { href: '/newsCenter', label: pagesT('newsCenter.heading') },
          { href: newsCenterHref(article.categoryId, 1), label: article.categoryName },
        ]}
      />
      <article className={`container page-body ${styles.article}`}>
        <dl className={styles.facts}>
          <ArticleFacts
            labels={{ published: t('publishedLabel'), source: t('sourceLabel'), views: t('viewsLabel') }}
            published={<time dateTime={article.publishedAt}>{formatNewsDate(locale, article.publishedAt)}</time>}
            source={article.source}
            views={<ViewCount id={article.id} initial={article.views} format={integerFormatOf(localeTags[locale])} />}
          />
        </dl>
        <img
          src={hero}
          srcSet={hero === article.image ? mediaSrcSet(article.image) : undefined}
          sizes={hero === article.image && mediaSrcSet(article.image) ? '100vw' : undefined}
          alt={facts.alt ?? t('imageAlt', { title: article.title })}
          width={size.width}
          height={size.height}
          className={styles.hero}
          fetchPriority="high"
        />
        <FirstScreenEnd />
        <div className={styles.body}>
          {article.body.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        {article.video ? (
          <section className={styles.video} aria-labelledby="official-video">
            <h2 id="official-video">{t('officialVideo')}</h2>
            <video
              controls
              preload="none"
              poster={article.videoPoster ?? undefined}
              width={1280}
              height={720}
              aria-label={t('videoLabel', { title: article.title })}
            >
              <source src={article.video} type={article.video.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
              <a href={article.video} download>
                {t('downloadVideo')}
              </a>
            </video>
            <p>
              {/* The locale's Link: a plain href opened the viewer in English from every language. */}
              <Link
                href={viewerHref('video', article.video, getPathname({ locale, href: newsShowHref(article.id) }))}
                locale={locale}
                className="button"
                data-opens-dialog
              >
                {t('openVideo')}
              </Link>
            </p>
          </section>
        ) : null}
      </article>
      <div className="container">
        <nav aria-label={t('articleNav')} className={styles.neighbours}>
          <div>
            <span className={styles.neighbourLabel}>{t('previousArticle')}</span>
            {around.previous ? (
              <Link href={newsShowHref(around.previous.id)} rel="prev">
                {around.previous.title}
              </Link>
            ) : (
              <span>{t('noneOlder')}</span>
            )}
          </div>
          <div>
            <span className={styles.neighbourLabel}>{t('nextArticle')}</span>
            {around.next ? (
              <Link href={newsShowHref(around.next.id)} rel="next">
                {around.next.title}
              </Link>
            ) : (
              <span>{t('noneNewer')}</span>
            )}
          </div>
        </nav>
        {around.related.length ? (
          <section className={`section ${styles.related}`} aria-labelledby="related-heading">
            <h2 id="related-heading">{t('related')}</h2>
            <ul className={`grid ${styles.list}`}>
              {around.related.map((item) => (
                <li key={item.id}>
                  <NewsCard locale={locale} item={item} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: article.title,
          description: article.summary,
          inLanguage: localeTags[locale],
          datePublished: article.publishedAt,
          image: [`${siteUrl()}${article.image}`],
          mainEntityOfPage: url,
          url,
          articleSection: article.categoryName,
          author: { '@type': 'Organization', name: article.source || 'Pawtrail' },
          publisher: { '@type': 'Organization', name: 'Pawtrail', logo: { '@type': 'ImageObject', url: `${siteUrl()}/favicon.svg` } },
          interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ReadAction', userInteractionCount: article.views },
          ...(article.video
            ? {
                video: {
                  '@type': 'VideoObject',
                  name: article.title,
                  description: article.summary,
                  contentUrl: `${siteUrl()}${article.video}`,
                  thumbnailUrl: `${siteUrl()}${article.videoPoster ?? article.image}`,
                  uploadDate: article.publishedAt,
                },
              }
            : {}),
        }}
      />
    </>
  );
}
