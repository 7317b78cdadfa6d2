'use client';
import { useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

/** How "every value" (the empty filter) is written in the address, where an absent parameter means the list's default. */
const ALL = 'all';

/**
 * A list's filter kept in the address (`?status=paid`), so that a filtered view can be linked to
 * (the dashboard's figures), shared, reloaded and found again with Back. A missing or unknown value
 * reads as `fallback`; `''` (no filter) is written `all`. The address changes with
 * `history.replaceState`, which Next.js syncs with `useSearchParams` without asking the server for
 * the page again. The page must render the list inside a Suspense boundary (static pages).
 */
export function useUrlFilter<T extends string>(name: string, allowed: readonly T[], fallback: T | ''): [T | '', (value: T | '') => void] {
  const search = useSearchParams();
  const raw = search.get(name);
  const value: T | '' = raw === ALL ? '' : raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
  const set = useCallback((next: T | '') => writeParam(name, next === fallback ? null : next === '' ? ALL : next), [name, fallback]);
  return [value, set];
}

/**
 * A list's free text in the address (`?q=lena`, `?country=DE`): the search a member typed, kept
 * like `useUrlFilter` keeps a filter, so the view can be shared, reloaded and found again with
 * Back. Empty is no parameter; the server checks the value as it checks any query.
 */
export function useUrlText(name: string, max = 100): [string, (value: string) => void] {
  const value = (useSearchParams().get(name) ?? '').slice(0, max);
  const set = useCallback((next: string) => writeParam(name, next.slice(0, max) || null), [name, max]);
  return [value, set];
}

/**
 * Writes one parameter of the address (null removes it) with `history.replaceState`, which Next.js
 * syncs with `useSearchParams` without asking the server for the page again. State null, as Next.js
 * documents it: a state carrying the router's own marker would be taken for the router's own call
 * and not reach useSearchParams.
 */
function writeParam(name: string, value: string | null) {
  const params = new URLSearchParams(window.location.search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
}
