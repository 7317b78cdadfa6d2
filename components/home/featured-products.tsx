import { getTranslations } from 'next-intl/server';
import { LazyImage } from '@/components/ui/lazy-image';
import { Link } from '@/i18n/navigation';
import { localeTags, type Locale } from '@/i18n/routing';
import { formatPrice } from '@/lib/marketing/format';
import { getFeaturedProducts } from '@/lib/server/content/home';
import styles from './home.module.css';

export async function FeaturedProducts({ locale }: { locale: Locale }) {
  const [t, common, products] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Common' }),
    getFeaturedProducts(locale),
  ]);
  if (products.length === 0) return null;
  return (
    <section className="section" aria-labelledby="home-featured">
      <div className="container">
        <div className={styles.sectionHead}>
          <h2 id="home-featured">{t('featured.heading')}</h2>
          <Link href="/products">{t('featured.all')}</Link>
        </div>
        <ul className={`grid ${styles.cards}`}>
          {products.map((p) => (
            <li key={p.id} className={`card ${styles.card}`}>
              {p.image ? <LazyImage src={p.image.src} alt="" width={p.image.width} height={p.image.height} errorLabel={common('imageError')} /> : null}
              <div className="card__body">
                <h3 className={styles.cardTitle}>
                  <Link href={`/productsShow?id=${encodeURIComponent(p.id)}`} className={styles.cardLink}>
                    {p.name}
                  </Link>
                </h3>
                {p.tagline ? <p className={styles.muted}>{p.tagline}</p> : null}
                <p className={styles.price}>
                  <span className="visually-hidden">{t('featured.price')} </span>
                  <span data-price={p.id}>{formatPrice(p.priceCents, p.currency, localeTags[locale])}</span>
                  {p.comingSoon ? (
                    <>
                      {' '}
                      <span className="badge">{common('comingSoon')}</span>
                    </>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
