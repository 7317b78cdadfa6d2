'use client';
import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * A value only the browser knows and that does not change while the page is open (the address's
 * query, the device, the reader's time zone): `onServer` in the server's render and during
 * hydration, so the markup matches; right after hydration, what `read` returns, in one more render
 * only where that differs from `onServer` (an effect that set state would render again anyway).
 * `read` must return the same value while nothing changed (a string, a number, a boolean or null),
 * or React renders without end.
 */
export function useClientValue<T extends string | number | boolean | null>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noChange, read, () => onServer);
}

/**
 * The `name` parameter of the address's query: null while the page is rendered on the server or
 * hydrating (a pre-rendered page knows no query), '' when the address has none.
 */
export function useQueryParam(name: string): string | null {
  return useClientValue(() => new URLSearchParams(window.location.search).get(name) ?? '', null);
}
