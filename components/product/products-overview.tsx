import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listCategories, listProducts, type ProductSummary } from '@/lib/server/catalogue';
import { AvailabilityBadge } from './availability-badge';
import { formatPrice } from './format';
import { productHref, productListHref } from './hrefs';
import { ProductGrid } from './product-card';
import styles from './product.module.css';

function FeaturedHero({ locale, product, labels }: { locale: Locale; product: ProductSummary; labels: { featured: string; view: string } }) {
  return (
    <section className={styles.hero} aria-labelledby="featured-product">
      {product.image ? (
        // The hero is the largest image above the fold (the LCP): loaded eagerly, not lazily.
        <img src={product.image.src} alt="" width={product.image.width} height={product.image.height} fetchPriority="high" />
      ) : null}
      <div className={styles.heroText}>
        <span className="badge">{labels.featured}</span>
        <h2 id="featured-product">{product.name}</h2>
        <p>{product.tagline}</p>
        <p>{product.summary}</p>
        <p className={styles.bigPrice} data-price={product.id}>
          {formatPrice(locale, product.priceCents, product.currency)}
        </p>
        <AvailabilityBadge locale={locale} product={product} />
        <Link href={productHref(product.id)} className="button button--primary">
          {labels.view}
        </Link>
      </div>
    </section>
  );
}

/** /products: the C4 collar featured, then the three product lines, each with its products. */
export async function ProductsOverview({ locale }: { locale: Locale }) {
  const [t, categories, all] = await Promise.all([
    getTranslations({ locale, namespace: 'Products' }),
    listCategories(locale),
    listProducts(locale, { category: 'all', sort: 'featured', page: 1, limit: 100 }),
  ]);
  const featured = all.items.find((p) => p.id === 'c4') ?? all.items.find((p) => p.featured);
  return (
    <>
      {featured ? <FeaturedHero locale={locale} product={featured} labels={{ featured: t('featured'), view: t('viewDetails') }} /> : null}
      {categories.map((c) => (
        <section key={c.id} className={styles.line} aria-labelledby={`line-${c.id}`}>
          <div className={styles.lineHead}>
            <div>
              <h2 id={`line-${c.id}`}>{c.name}</h2>
              {c.description ? <p>{c.description}</p> : null}
            </div>
            <Link href={productListHref(c.id)}>{t('seeAllIn', { category: c.name })}</Link>
          </div>
          <ProductGrid locale={locale} products={all.items.filter((p) => p.categoryId === c.id)} />
        </section>
      ))}
    </>
  );
}
