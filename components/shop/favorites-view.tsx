'use client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mutate } from 'swr';
import { Link } from '@/i18n/navigation';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi, type FavoriteView } from '@/lib/api/shop';
import { mergeGuestFavorites } from './guest-favorites';
import { formatPrice } from './format';
import { StatusLine, type Outcome } from './form-kit';
import { LoadState } from './load-state';
import { useShop } from './shop-context';
import { useOptimistic } from './use-optimistic';
import styles from './shop.module.css';

type List = { items: FavoriteView[] };

/** /favorites: image, name, colour, price, stock; move to cart or remove (at once, rolled back if refused). */
export function FavoritesPage() {
  const { t, locale } = useShop();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A guest's local favorites join the account before the list is read, so it never shows a partial list.
  const query = useQuery({ queryKey: queryKeys.favorites, queryFn: async () => {
    // If the merge fails the ids stay in local storage for the next try; the list still loads.
    await mergeGuestFavorites(shopApi.mergeFavorites).catch((error: unknown) => console.warn('guest favorites not merged yet', error));
    return shopApi.favorites();
  } });
  const onError = (text: string) => setOutcome({ kind: 'error', text });
  const drop = (list: List, f: FavoriteView) => ({ items: list.items.filter((x) => x.productId !== f.productId) });
  const remove = useOptimistic<FavoriteView, List>({
    queryKey: queryKeys.favorites, mutationFn: (f) => shopApi.removeFavorite(f.productId), fallback: t('Shop.undone'), onError, apply: drop,
    onSuccess: (f) => { setOutcome({ kind: 'success', text: t('Favorites.removed', { name: f.name }) }); void mutate(queryKeys.favoriteIds); },
  });
  const move = useOptimistic<FavoriteView, List>({
    queryKey: queryKeys.favorites, fallback: t('Shop.undone'), onError, apply: drop,
    mutationFn: async (f) => {
      await shopApi.addToCart({ productId: f.productId, colorId: f.colorId, quantity: 1 });
      await shopApi.removeFavorite(f.productId);
    },
    onSuccess: (f) => {
      setOutcome({ kind: 'success', text: t('Favorites.moved', { name: f.name }) });
      void mutate(queryKeys.cartCount);
      void mutate(queryKeys.favoriteIds);
    },
    invalidate: [queryKeys.cart],
  });
  return (
    <div className={styles.stack}>
      <StatusLine outcome={outcome} />
      <LoadState query={query}>
        {(data) => data.items.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('Favorites.empty')}</p>
            <Link href="/products" className="button button--primary">{t('Favorites.browse')}</Link>
          </div>
        ) : (
          <ul className={styles.grid} data-testid="favorites-list">
            {data.items.map((f) => (
              <li key={f.productId} className={`card ${styles.favorite}`}>
                {f.image ? <img src={f.image.src} width={f.image.width} height={f.image.height} alt="" loading="lazy" className={styles.favoriteImage} /> : null}
                <div className="card__body">
                  <h2 className={styles.favoriteName}><Link href={{ pathname: '/productsShow', query: { id: f.productId } }}>{f.name}</Link></h2>
                  {f.colorName ? <p>{t('Cart.colour', { name: f.colorName })}</p> : null}
                  <p><span className="visually-hidden">{t('Favorites.price')}: </span><strong>{formatPrice(locale, f.priceCents, f.currency)}</strong></p>
                  <p><span className={f.stock === 'in_stock' ? styles.inStock : 'badge'}>{t(`Shop.stock.${f.stock}`)}</span></p>
                  <div className={styles.actions}>
                    <button type="button" className="button button--primary" disabled={f.stock !== 'in_stock'} onClick={() => move.mutate(f)}>{t('Favorites.moveToCart')}</button>
                    <button type="button" className="button" aria-label={t('Favorites.removeItem', { name: f.name })} onClick={() => remove.mutate(f)}>{t('Favorites.remove')}</button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </div>
  );
}
