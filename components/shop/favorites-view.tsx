'use client';
import { useState } from 'react';
import useSWR from 'swr';
import { getPathname, Link } from '@/i18n/navigation';
import { cartChanged } from '@/lib/api/cart-cache';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi, type FavoriteView } from '@/lib/api/shop';
import { useSessionToken } from '@/lib/client/session-store';
import { useHydrated } from '@/components/ui/use-hydrated';
import { guestFavorites, mergeGuestFavorites, setGuestFavorite } from './guest-favorites';
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

/** A guest's favorites, kept in this browser: shown by the server from their ids. */
async function readGuestFavorites(): Promise<List> {
  const ids = guestFavorites();
  return ids.length ? shopApi.guestFavorites(ids) : { items: [] };
}

/**
 * /favorites: image, name, colour, price, stock; move to cart or remove (at once, rolled back if
 * refused). Signed in, the list is SWR's `queryKeys.favoriteIds` entry, the one the hearts on
 * product pages read, so there is one copy of the user's favorites in the browser. A guest sees
 * the favorites kept in this browser (they join the account at sign-in).
 */
export function FavoritesPage() {
  const { t, locale } = useShop();
  const hydrated = useHydrated();
  const token = useSessionToken();
  const guest = !token;
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The session is known once hydrated: until then, neither list (a guest's or an account's) is asked for.
  const list = useSWR<List>(hydrated ? (guest ? [queryKeys.favoriteIds, 'guest'] : queryKeys.favoriteIds) : null, guest ? readGuestFavorites : readFavorites);
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

  const forget = async (f: FavoriteView) => {
    if (guest) setGuestFavorite(f.productId, false);
    else await shopApi.removeFavorite(f.productId);
  };
  const remove = (f: FavoriteView) => leave(f, () => forget(f), t('Favorites.removed', { name: f.name }));
  const move = (f: FavoriteView) =>
    leave(
      f,
      async () => {
        await shopApi.addToCart({ productId: f.productId, colorId: f.colorId, quantity: 1 });
        await forget(f);
        void cartChanged();
      },
      t('Favorites.moved', { name: f.name }),
    );

  if (!hydrated)
    return (
      <p className="status" role="status">
        {t('Shop.loading')}
      </p>
    );
  return (
    <div className={styles.stack}>
      {guest ? (
        <p>
          {t('Favorites.guestNote')}{' '}
          <a href={`${getPathname({ locale, href: '/login' })}?redirect=${encodeURIComponent(getPathname({ locale, href: '/favorites' }))}`}>
            {t('Favorites.signIn')}
          </a>
        </p>
      ) : null}
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
