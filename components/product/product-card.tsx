import { getTranslations } from 'next-intl/server';
import { LazyImage } from '@/components/ui/lazy-image';
import { FavoriteToggle } from '@/components/shop/favorite-toggle';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { ProductSummary } from '@/lib/server/catalogue';
import { AvailabilityBadge } from './availability-badge';
import { formatPrice } from './format';
import { productHref } from './hrefs';
import styles from './product.module.css';

/** A product tile: image, name, tagline, price and availability; the whole card is one link. */
export async function ProductCard({ locale, product, headingLevel = 3 }: { locale: Locale; product: ProductSummary; headingLevel?: 2 | 3 }) {
  const [t, tc, ts] = await Promise.all([
    getTranslations({ locale, namespace: 'Products' }),
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Shop' }),
  ]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      <Link href={productHref(product.id)} className={styles.cardLink}>
        {product.image ? (
          <span className={styles.cardImage}>
            <LazyImage src={product.image.src} alt="" width={product.image.width} height={product.image.height} errorLabel={tc('imageError')} />
          </span>
        ) : null}
        <span className="card__body">
          <Heading className={styles.cardName}>{product.name}</Heading>
          <span className={styles.cardTagline}>{product.tagline}</span>
          <span className={styles.cardMeta}>
            <span className={styles.price} data-price={product.id}>
              {formatPrice(locale, product.priceCents, product.currency)}
            </span>
            <AvailabilityBadge locale={locale} product={product} />
          </span>
          <span className="visually-hidden">
            {product.variantKind === 'size' ? t('sizeCount', { count: product.colors.length }) : t('colourCount', { count: product.colors.length })}
          </span>
          <ul className={styles.swatches} aria-hidden="true">
            {product.colors.map((c) => (
              <li key={c.id}>
                <span className={styles.swatchDot} style={{ background: c.hex }} />
              </li>
            ))}
          </ul>
        </span>
      </Link>
      {/* Outside the link: a button inside a link is not operable on its own. */}
      <div className={styles.cardFavorite}>
        <FavoriteToggle
          productId={product.id}
          text={{ add: ts('addFavorite'), remove: ts('removeFavorite'), added: ts('favoriteAdded'), removed: ts('favoriteRemoved'), failed: ts('undone') }}
        />
      </div>
    </article>
  );
}

export async function ProductGrid({ locale, products, headingLevel }: { locale: Locale; products: ProductSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <div className="grid">
      {products.map((p) => (
        <ProductCard key={p.id} locale={locale} product={p} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
