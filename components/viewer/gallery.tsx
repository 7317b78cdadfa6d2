import { getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { viewerHref } from '@/lib/media/viewer-src';
import type { GalleryImage, GalleryVideo, ImageGallery } from '@/lib/server/content/gallery';
import { newsShowHref } from '../news/hrefs';
import { formatNewsDate } from '../news/format';
import styles from './gallery.module.css';

function Images({ items, label, from, open, download }: { items: GalleryImage[]; label: string; from: string; open: string; download: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((image) => (
        <li key={image.src} className={styles.item}>
          <Link href={viewerHref('image', image.src, from)} className={styles.open} data-opens-dialog>
            <img src={image.src} alt="" width={image.width} height={image.height} loading="lazy" decoding="async" />
            <span className={styles.caption}>{image.title}</span>
            <span className="visually-hidden">{open}</span>
          </Link>
          <a href={image.src} download className={styles.download}>
            {download}
            <span className="visually-hidden">: {image.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** /openimg without an image: every image of the site's content, to open full screen or download. */
export async function ImageGalleryView({ locale, gallery }: { locale: Locale; gallery: ImageGallery }) {
  const [t, brand, downloads] = await Promise.all([
    getTranslations({ locale, namespace: 'Viewer' }),
    getTranslations({ locale, namespace: 'Brand' }),
    getTranslations({ locale, namespace: 'Downloads' }),
  ]);
  const from = getPathname({ locale, href: '/openimg' });
  const common = { from, open: t('openImage'), download: downloads('download') };
  const empty = gallery.certificates.length + gallery.products.length + gallery.brand.length === 0;
  if (empty) return <p>{t('galleryEmpty')}</p>;
  return (
    <>
      {gallery.certificates.length > 0 && (
        <section className={styles.section} aria-labelledby="gallery-certificates">
          <h2 id="gallery-certificates">{brand('certificates')}</h2>
          <Images items={gallery.certificates} label={brand('certificates')} {...common} />
        </section>
      )}
      {gallery.products.length > 0 && (
        <section className={styles.section} aria-labelledby="gallery-products">
          <h2 id="gallery-products">{t('galleryProducts')}</h2>
          {gallery.products.map((product) => (
            <div key={product.id} className={styles.group}>
              <h3>
                <Link href={{ pathname: '/productsShow', query: { id: product.id } }}>{product.name}</Link>
              </h3>
              <Images items={product.images} label={product.name} {...common} />
            </div>
          ))}
        </section>
      )}
      {gallery.brand.length > 0 && (
        <section className={styles.section} aria-labelledby="gallery-brand">
          <h2 id="gallery-brand">{t('galleryBrand')}</h2>
          <Images items={gallery.brand} label={t('galleryBrand')} {...common} />
        </section>
      )}
    </>
  );
}

/** /openvideo without a video: the official videos, product films first, then articles' videos, newest first. */
export async function VideoGalleryView({ locale, videos }: { locale: Locale; videos: GalleryVideo[] }) {
  const t = await getTranslations({ locale, namespace: 'Viewer' });
  if (videos.length === 0) return <p>{t('videosEmpty')}</p>;
  const from = getPathname({ locale, href: '/openvideo' });
  return (
    <ul className={styles.videos}>
      {videos.map((video) => (
        <li key={video.src} className={styles.item}>
          <Link href={viewerHref('video', video.src, from)} className={styles.open} data-opens-dialog>
            {video.poster ? <img src={video.poster} alt="" width={640} height={360} loading="lazy" decoding="async" /> : <span className={styles.noPoster} />}
            <span className={styles.caption}>{video.title}</span>
            <span className="visually-hidden">{t('openVideo')}</span>
          </Link>
          <p className={styles.meta}>
            {video.source.kind === 'product' ? (
              <>
                {t('videoProduct')} · <Link href={{ pathname: '/productsShow', query: { id: video.source.id } }}>{t('toProduct')}</Link>
              </>
            ) : (
              <>
                {t('videoNews', { date: formatNewsDate(locale, video.source.publishedAt) })} ·{' '}
                <Link href={newsShowHref(video.source.id)}>{t('toArticle')}</Link>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
