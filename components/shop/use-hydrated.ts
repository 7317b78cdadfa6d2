'use client';
import { useSyncExternalStore } from 'react';

const noop = () => () => undefined;

/** False during server rendering and hydration, true afterwards (local storage is readable). */
export function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}
