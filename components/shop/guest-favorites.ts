import { getItem, removeItem, setItem } from '@/lib/client/storage';

/** A guest's favorites live in local storage until sign-in, then merge into the account. */
const KEY = 'guestFavorites';
/** Its name in local storage (lib/client/storage prefixes every key), as a `storage` event names it. */
const STORED_AS = `pawtrail:${KEY}`;

/** The hearts of this page that show a guest's favorites: told when they change. */
const readers = new Set<() => void>();
const changed = () => readers.forEach((reader) => reader());
/** A change in another tab or window of the site; one listener for all the page's hearts. */
const fromElsewhere = (event: StorageEvent) => {
  if (event.key === STORED_AS || event.key === null) changed();
};

/**
 * Calls `reader` whenever the guest's favorites change: in this page, or in another tab or
 * window of the site (the browser's `storage` event). Returns the unsubscribe function
 * (`useSyncExternalStore`'s contract).
 */
export function subscribeGuestFavorites(reader: () => void): () => void {
  if (readers.size === 0) window.addEventListener('storage', fromElsewhere);
  readers.add(reader);
  return () => {
    readers.delete(reader);
    if (readers.size === 0) window.removeEventListener('storage', fromElsewhere);
  };
}

export function guestFavorites(): string[] {
  const value = getItem<string[]>(KEY);
  return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
}

export function setGuestFavorite(productId: string, on: boolean): string[] {
  const next = on ? [...new Set([...guestFavorites(), productId])] : guestFavorites().filter((id) => id !== productId);
  if (next.length) setItem(KEY, next);
  else removeItem(KEY);
  changed();
  return next;
}

export function clearGuestFavorites(): void {
  removeItem(KEY);
  changed();
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
