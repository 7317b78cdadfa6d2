'use client';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { queryKeys } from '@/lib/api/query-keys';
import { readCookie } from '@/lib/client/cookies';
import { getSession, useSessionToken } from '@/lib/client/session-store';
import { CART_HINT_COOKIE } from '@/lib/shop/cart-hint';
import styles from './leaf.module.css';

/**
 * Whether the count is worth a request when the header mounts: for a signed-in visitor, or a guest
 * whose browser has a cart (its readable hint). A guest without one has nothing to count.
 */
function countAtMount(): boolean {
  return getSession().token !== null || readCookie(CART_HINT_COOKIE) !== null;
}

/**
 * The header's item count (guest or signed in). Its request also completes a sign-in: a
 * request carrying both the token and the guest cart cookie merges the guest cart on the server.
 * Signing in or out asks again: the signed-out visitor's cart is not the account's. A guest
 * without a cart is not asked for at all until something changes the cart (`cartChanged()`
 * revalidates this key whether or not it was fetched).
 */
export function CartCount() {
  const { data, mutate } = useSWR<{ count: number }>(queryKeys.cartCount, { revalidateOnMount: countAtMount() });
  const token = useSessionToken();
  // The store's token at mount, not the hook's (during hydration that is still the server's empty one).
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (seen.current === undefined) {
      seen.current = getSession().token;
      return;
    }
    if (seen.current === token) return;
    seen.current = token;
    void mutate();
  }, [token, mutate]);
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className={styles.countBadge} data-testid="cart-count">
      {' '}
      {count > 99 ? '99+' : count}
    </span>
  );
}
