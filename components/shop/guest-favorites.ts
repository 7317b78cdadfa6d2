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
