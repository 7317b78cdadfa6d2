import { getTranslations } from 'next-intl/server';
import { FirstScreenEnd } from '@/components/layout/first-screen-end';
import { PageHeader } from '@/components/layout/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { FavoriteToggle } from '@/components/shop/favorite-toggle';
import { getPathname, Link } from '@/i18n/navigation';
import { localeTags, type Locale } from '@/i18n/routing';
import type { ProductDetail as Product, ProductSummary } from '@/lib/server/catalogue';
import { availability } from '@/lib/types/product';
import { MARKET_RULES, marketOf } from '@/lib/shop/markets';
import { getSiteSettings } from '@/lib/server/content/settings';
import { localizedUrl, siteUrl } from '@/lib/seo';
import { AvailabilityBadge } from './availability-badge';
import { decimalPrice, formatPrice } from './format';
import { productHref, productListHref } from './hrefs';
import { NotifyForm } from './notify-form';
import { ProductGrid } from './product-card';
import { imageFacts } from '@/lib/server/media/image-facts';
import { inlineImage } from '@/lib/server/media/inline-image';
import { ProductShowcase, type ShowcaseColour } from './product-showcase';
import styles from './product.module.css';

const SCHEMA_AVAILABILITY = { in_stock: 'InStock', out_of_stock: 'OutOfStock', coming_soon: 'PreOrder' } as const;

interface Props {
  locale: Locale;
  product: Product;
  categoryName: string;
  related: ProductSummary[];
  more: ProductSummary[];
}

export async function ProductDetail({ locale, product, categoryName, related, more }: Props) {
  const [t, tp, tc, ts, te, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'Products' }),
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Shop' }),
    getTranslations({ locale, namespace: 'Errors' }),
    getSiteSettings(locale),
  ]);
  const cartHref = getPathname({ locale, href: '/shoppingcart' });
  const href = productHref(product.id);
  const state = availability(product);
  // Variants are colours, or sizes (a shampoo's bottles): the page names them so.
  const sizes = product.variantKind === 'size';
  // The first colour's first photo is the page's largest paint: sent inside the page when it is small.
  const firstImage = product.colors[0]?.images[0];
  const firstInline = firstImage ? await inlineImage(firstImage.src) : undefined;
  // A library photo's own alt text in this language wins over the one made from the product's name and colour.
  const facts = await Promise.all(product.colors.map((c) => Promise.all(c.images.map((img) => imageFacts(img.src, locale)))));
  const colours: ShowcaseColour[] = product.colors.map((c, ci) => ({
    id: c.id,
    hex: c.hex,
    name: c.name,
    legend: sizes ? t('sizeChosen', { size: c.name }) : t('colourChosen', { colour: c.name }),
    images: c.images.map((img, i) => ({
      ...img,
      inline: ci === 0 && i === 0 && firstInline !== img.src ? firstInline : undefined,
      alt:
        facts[ci]![i]!.alt ??
        (sizes
          ? t('imageAltSize', { name: product.name, size: c.name, index: i + 1, count: c.images.length })
          : t('imageAlt', { name: product.name, colour: c.name, index: i + 1, count: c.images.length })),
      thumbLabel: t('showImage', { index: i + 1, count: c.images.length }),
    })),
  }));
  const info = (
    <>
      {product.tagline ? <p className={styles.cardTagline}>{product.tagline}</p> : null}
      <p className={styles.bigPrice}>
        <span className="visually-hidden">{t('priceLabel')} </span>
        <span data-price={product.id}>{formatPrice(locale, product.priceCents, product.currency)}</span>
      </p>
      {/* Both notes ride along, so the market switch's price script can show the chosen market's. */}
      <p className={styles.taxNote} data-tax-note="" data-included={t('priceTaxIncluded')} data-added={t('priceTaxAdded')}>
        {MARKET_RULES[marketOf(locale)].tax.kind === 'included' ? t('priceTaxIncluded') : t('priceTaxAdded')}
      </p>
      <p>
        <AvailabilityBadge locale={locale} product={product} />
      </p>
      <p>{product.summary}</p>
    </>
  );
  const actions = (
    <>
      {state !== 'in_stock' ? (
        <NotifyForm
          productId={product.id}
          labels={{
            title: t('notifyTitle'),
            text: t('notifyText', { name: product.name }),
            email: t('notifyEmail'),
            submit: t('notifySubmit'),
            sending: t('notifySending'),
            done: t('notifyDone'),
            invalid: t('notifyInvalid'),
            failed: t('actionFailed'),
          }}
        />
      ) : null}
      <div className={styles.actions}>
        <FavoriteToggle
          productId={product.id}
          text={{ add: ts('addFavorite'), remove: ts('removeFavorite'), added: ts('favoriteAdded'), removed: ts('favoriteRemoved'), failed: ts('undone') }}
        />
        {product.video ? (
          <Link href={{ pathname: '/openvideo', query: { src: product.video } }} className="button" data-opens-dialog>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
              <path fill="currentColor" d="M8 5v14l11-7z" />
            </svg>
            {t('watchVideo')}
          </Link>
        ) : null}
      </div>
    </>
  );
  const images = product.colors.flatMap((c) => c.images.map((i) => `${siteUrl()}${i.src}`));
  return (
    <>
      <PageHeader
        locale={locale}
        title={product.name}
        trail={[
          { href: '/products', label: tp('products.heading') },
          { href: productListHref(product.categoryId), label: categoryName },
        ]}
      />
      <div className="container page-body">
        <ProductShowcase
          colours={colours}
          info={info}
          actions={actions}
          afterGallery={<FirstScreenEnd />}
          purchase={
            state === 'coming_soon'
              ? null
              : {
                  productId: product.id,
                  locale,
                  available: state === 'in_stock',
                  cartHref,
                  checkoutHref: `${cartHref}?step=checkout`,
                  text: {
                    colour: sizes ? ts('size') : ts('colour'),
                    quantity: ts('quantity'),
                    addToCart: ts('addToCart'),
                    buyNow: ts('buyNow'),
                    adding: ts('adding'),
                    addedToCart: ts('addedToCart'),
                    viewCart: ts('viewCart'),
                    unavailable: t('outOfStock'),
                    network: te('network'),
                  },
                }
          }
          labels={{ gallery: t('gallery'), imageError: tc('imageError') }}
        />
        <section className="section" aria-labelledby="product-description">
          <h2 id="product-description">{t('description')}</h2>
          {product.description.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
        {product.specs.length ? (
          <section aria-labelledby="product-specs">
            <h2 id="product-specs">{t('specs')}</h2>
            {/* A list of name–value pairs (not a table): on phones each name stands above its value,
                so long Russian and German words keep whole; `lang` lets the browser hyphenate. */}
            <dl className={styles.specs} lang={localeTags[locale]}>
              {product.specs.map((s) => (
                <div key={s.label}>
                  <dt>{s.label}</dt>
                  <dd>{s.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {related.length ? (
          <section className="section" aria-labelledby="product-related">
            <h2 id="product-related">{t('related')}</h2>
            <ProductGrid locale={locale} products={related} />
          </section>
        ) : null}
        {more.length ? (
          <section aria-labelledby="product-more">
            <h2 id="product-more">{t('more')}</h2>
            <ProductGrid locale={locale} products={more} />
          </section>
        ) : null}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          '@id': `${localizedUrl(locale, href)}#product`,
          sku: product.id,
          name: product.name,
          description: product.summary,
          image: images,
          brand: { '@type': 'Brand', name: settings.brand },
          category: categoryName,
          [sizes ? 'size' : 'color']: product.colors.map((c) => c.name).join(', '),
          offers: {
            '@type': 'Offer',
            url: localizedUrl(locale, href),
            price: decimalPrice(product.priceCents, product.currency),
            priceCurrency: product.currency,
            availability: `https://schema.org/${SCHEMA_AVAILABILITY[state]}`,
          },
        }}
      />
    </>
  );
}
