'use client';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { queryKeys } from '@/lib/api/query-keys';
import { getSession, useSessionToken } from '@/lib/client/session-store';
import styles from './leaf.module.css';

/**
 * The header's item count (guest or signed in). Its request also completes a sign-in: a
 * request carrying both the token and the guest cart cookie merges the guest cart on the server.
 * Signing in or out asks again: the signed-out visitor's cart is not the account's.
 */
export function CartCount() {
  const { data, mutate } = useSWR<{ count: number }>(queryKeys.cartCount);
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
