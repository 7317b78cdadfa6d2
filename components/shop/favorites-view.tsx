'use client';
import { useState } from 'react';
import useSWR from 'swr';
import { Link } from '@/i18n/navigation';
import { cartChanged } from '@/lib/api/cart-cache';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi, type FavoriteView } from '@/lib/api/shop';
import { mergeGuestFavorites } from './guest-favorites';
import { formatPrice } from './format';
import { StatusLine, type Outcome } from '@/components/ui/form-kit';
import { fromSwr, LoadState } from './load-state';
import { useShop } from './shop-context';
import { refusedMessage } from './use-optimistic';
import styles from './shop.module.css';

type List = { items: FavoriteView[] };

/** The favorites list, after a guest's local favorites joined the account (a failed merge retries next time). */
async function readFavorites(): Promise<List> {
  await mergeGuestFavorites(shopApi.mergeFavorites).catch((error: unknown) => console.warn('guest favorites not merged yet', error));
  return shopApi.favorites();
}

/**
 * /favorites: image, name, colour, price, stock; move to cart or remove (at once, rolled back if
 * refused). The list is SWR's `queryKeys.favoriteIds` entry, the one the hearts on product pages
 * read, so there is one copy of the user's favorites in the browser.
 */
export function FavoritesPage() {
  const { t, locale } = useShop();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const list = useSWR<List>(queryKeys.favoriteIds, readFavorites);
  const drop = (current: List | undefined, f: FavoriteView): List => ({ items: (current?.items ?? []).filter((x) => x.productId !== f.productId) });

  /** Drops the item at once, runs `change`, and puts it back with the server's message if refused. */
  async function leave(f: FavoriteView, change: () => Promise<unknown>, done: string) {
    setOutcome(null);
    try {
      await list.mutate(
        async (current) => {
          await change();
          return drop(current, f);
        },
        { optimisticData: (current) => drop(current, f), rollbackOnError: true, revalidate: true },
      );
      setOutcome({ kind: 'success', text: done });
    } catch (error) {
      setOutcome({ kind: 'error', text: refusedMessage(error, t('Shop.undone')) });
    }
  }

  const remove = (f: FavoriteView) => leave(f, () => shopApi.removeFavorite(f.productId), t('Favorites.removed', { name: f.name }));
  const move = (f: FavoriteView) =>
    leave(
      f,
      async () => {
        await shopApi.addToCart({ productId: f.productId, colorId: f.colorId, quantity: 1 });
        await shopApi.removeFavorite(f.productId);
        void cartChanged();
      },
      t('Favorites.moved', { name: f.name }),
    );

  return (
    <div className={styles.stack}>
      <StatusLine outcome={outcome} />
      <LoadState query={fromSwr(list)}>
        {(data) =>
          data.items.length === 0 ? (
            <div className={styles.empty}>
              <p>{t('Favorites.empty')}</p>
              <Link href="/products" className="button button--primary">
                {t('Favorites.browse')}
              </Link>
            </div>
          ) : (
            <ul className={styles.grid} data-testid="favorites-list">
              {data.items.map((f) => (
                <li key={f.productId} className={`card ${styles.favorite}`}>
                  {f.image ? (
                    <img src={f.image.src} width={f.image.width} height={f.image.height} alt="" loading="lazy" className={styles.favoriteImage} />
                  ) : null}
                  <div className="card__body">
                    <h2 className={styles.favoriteName}>
                      <Link href={{ pathname: '/productsShow', query: { id: f.productId } }}>{f.name}</Link>
                    </h2>
                    {f.colorName ? <p>{f.variantKind === 'size' ? t('Cart.size', { name: f.colorName }) : t('Cart.colour', { name: f.colorName })}</p> : null}
                    <p>
                      <span className="visually-hidden">{t('Favorites.priceLabel')} </span>
                      <strong>{formatPrice(locale, f.priceCents, f.currency)}</strong>
                    </p>
                    <p>
                      <span className={f.stock === 'in_stock' ? styles.inStock : 'badge'}>{t(`Shop.stock.${f.stock}`)}</span>
                    </p>
                    <div className={styles.actions}>
                      <button type="button" className="button button--primary" disabled={f.stock !== 'in_stock'} onClick={() => void move(f)}>
                        {t('Favorites.moveToCart')}
                      </button>
                      <button type="button" className="button" aria-label={t('Favorites.removeItem', { name: f.name })} onClick={() => void remove(f)}>
                        {t('Favorites.remove')}
                      </button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </div>
  );
}
