import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { AddToCart } from './add-to-cart';
import { FavoriteToggle } from './favorite-toggle';
import styles from './leaf.module.css';

interface BuyBoxProps {
  locale: Locale;
  productId: string;
  /** Colours with their localized names. */
  colors: { id: string; name: string; hex: string }[];
  stock: number;
  comingSoon: boolean;
  /** Pass when the page has its own colour picker (then this one is hidden). */
  colorId?: string;
}

/** Buy now, add to cart and the favorite toggle for a product page, with its strings translated here. */
export async function BuyBox({ locale, productId, colors, stock, comingSoon, colorId }: BuyBoxProps) {
  const [t, te] = await Promise.all([getTranslations({ locale, namespace: 'Shop' }), getTranslations({ locale, namespace: 'Errors' })]);
  const cartHref = getPathname({ locale, href: '/shoppingcart' });
  return (
    <div className={styles.buyBox}>
      <FavoriteToggle productId={productId} colorId={colorId} text={{ add: t('addFavorite'), remove: t('removeFavorite'), added: t('favoriteAdded'), removed: t('favoriteRemoved'), failed: t('undone') }} />
      <AddToCart
        productId={productId} colors={colors} colorId={colorId} available={!comingSoon && stock > 0} cartHref={cartHref} checkoutHref={`${cartHref}?step=checkout`}
        text={{
          colour: t('colour'), quantity: t('quantity'), addToCart: t('addToCart'), buyNow: t('buyNow'), adding: t('adding'), addedToCart: t('addedToCart'),
          viewCart: t('viewCart'), unavailable: comingSoon ? t('stock.coming_soon') : t('stock.out_of_stock'), network: te('network'),
        }}
      />
    </div>
  );
}

/** Just the heart, for product cards in lists. */
export async function FavoriteHeart({ locale, productId }: { locale: Locale; productId: string }) {
  const t = await getTranslations({ locale, namespace: 'Shop' });
  return <FavoriteToggle productId={productId} text={{ add: t('addFavorite'), remove: t('removeFavorite'), added: t('favoriteAdded'), removed: t('favoriteRemoved'), failed: t('undone') }} />;
}
