import { getItem, removeItem, setItem } from '@/lib/client/storage';

/** A guest's favorites live in local storage until sign-in, then merge into the account. */
const KEY = 'guestFavorites';

export function guestFavorites(): string[] {
  const value = getItem<string[]>(KEY);
  return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
}

export function setGuestFavorite(productId: string, on: boolean): string[] {
  const next = on ? [...new Set([...guestFavorites(), productId])] : guestFavorites().filter((id) => id !== productId);
  if (next.length) setItem(KEY, next);
  else removeItem(KEY);
  return next;
}

export function clearGuestFavorites(): void {
  removeItem(KEY);
}

let merging: Promise<void> | null = null;

/**
 * Sends the guest's favorites to the signed-in account once (concurrent callers share the
 * request) and clears them locally on success; on failure they stay for the next attempt.
 */
export function mergeGuestFavorites(merge: (ids: string[]) => Promise<unknown>): Promise<void> {
  const ids = guestFavorites();
  if (ids.length === 0) return merging ?? Promise.resolve();
  merging ??= merge(ids)
    .then(() => clearGuestFavorites())
    .finally(() => {
      merging = null;
    });
  return merging;
}
