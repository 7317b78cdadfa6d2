'use client';
import { useState, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { isApiError } from '@/lib/api/errors';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi } from '@/lib/api/shop';
import { useSessionToken } from '@/lib/client/session-store';
import { guestFavorites, setGuestFavorite, subscribeGuestFavorites } from './guest-favorites';
import styles from './leaf.module.css';

export interface FavoriteToggleText {
  add: string;
  remove: string;
  added: string;
  removed: string;
  failed: string;
}

/**
 * The heart on product cards and the detail page: signed in, it changes the account's
 * favorites at once (rolled back with a message when refused); as a guest it keeps them in
 * local storage, merged into the account at sign-in.
 */
export function FavoriteToggle({ productId, colorId, text }: { productId: string; colorId?: string; text: FavoriteToggleText }) {
  const token = useSessionToken();
  const { data, mutate } = useSWR<{ items: { productId: string }[] }>(token ? queryKeys.favoriteIds : null);
  // A guest's choice as this browser keeps it: every heart of the product agrees, in this page and
  // in the site's other tabs (off in the server's render, which knows no guest).
  const guestOn = useSyncExternalStore(
    subscribeGuestFavorites,
    () => guestFavorites().includes(productId),
    () => false,
  );
  const [message, setMessage] = useState<string | null>(null);
  const on = token ? !!data?.items.some((f) => f.productId === productId) : guestOn;

  async function toggle() {
    const next = !on;
    setMessage(null);
    if (!token) {
      setGuestFavorite(productId, next);
      setMessage(next ? text.added : text.removed);
      return;
    }
    const previous = data ?? { items: [] };
    const optimistic = { items: next ? [...previous.items, { productId }] : previous.items.filter((f) => f.productId !== productId) };
    try {
      await mutate(
        async () => {
          if (next) await shopApi.addFavorite(productId, colorId);
          else await shopApi.removeFavorite(productId);
          return shopApi.favorites();
        },
        { optimisticData: optimistic, rollbackOnError: true, revalidate: false },
      );
      setMessage(next ? text.added : text.removed);
    } catch (error) {
      setMessage(isApiError(error) && error.status !== 0 ? `${error.message} ${text.failed}` : text.failed);
    }
  }

  return (
    <span className={styles.favoriteToggle}>
      <button type="button" className={styles.heart} data-on={on || undefined} aria-label={on ? text.remove : text.add} onClick={() => void toggle()}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
          <path
            fill={on ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3 1.7-1.9 3.2-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21Z"
          />
        </svg>
      </button>
      <span aria-live="polite" role="status" className="visually-hidden">
        {message}
      </span>
    </span>
  );
}
