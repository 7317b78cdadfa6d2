'use client';
import useSWR from 'swr';
import { queryKeys } from '@/lib/api/query-keys';
import styles from './leaf.module.css';

/**
 * The header's item count (guest or signed in). Its request also completes a sign-in: a
 * request carrying both the token and the guest cart cookie merges the guest cart on the server.
 */
export function CartCount() {
  const { data } = useSWR<{ count: number }>(queryKeys.cartCount);
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className={styles.countBadge} data-testid="cart-count">
      {' '}
      {count > 99 ? '99+' : count}
    </span>
  );
}
