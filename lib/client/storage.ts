/**
 * Local storage with optional expiry. Each entry keeps its key, value, `expires` (ms) and the
 * time it was stored; it counts as expired when the time elapsed since storing exceeds
 * `expires`, and an expired entry reads as absent (and is removed).
 */
export interface StoredEntry<T> {
  key: string;
  value: T;
  expires?: number;
  startTime: number;
}

const PREFIX = 'pawtrail:';

function area(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy mode, blocked cookies): behave as an empty store.
    return null;
  }
}

export function isExpired(entry: Pick<StoredEntry<unknown>, 'expires' | 'startTime'>, now = Date.now()): boolean {
  return typeof entry.expires === 'number' && now - entry.startTime > entry.expires;
}

export function setItem<T>(key: string, value: T, expires?: number): void {
  const entry: StoredEntry<T> = { key, value, startTime: Date.now(), ...(expires === undefined ? {} : { expires }) };
  area()?.setItem(PREFIX + key, JSON.stringify(entry));
}

export function getItem<T>(key: string): T | null {
  const store = area();
  const raw = store?.getItem(PREFIX + key);
  if (!store || raw == null) return null;
  let entry: StoredEntry<T>;
  try {
    entry = JSON.parse(raw) as StoredEntry<T>;
  } catch {
    store.removeItem(PREFIX + key);
    return null;
  }
  if (!entry || typeof entry !== 'object' || typeof entry.startTime !== 'number' || isExpired(entry)) {
    store.removeItem(PREFIX + key);
    return null;
  }
  return entry.value;
}

export function removeItem(key: string): void {
  area()?.removeItem(PREFIX + key);
}
