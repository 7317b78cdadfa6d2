'use client';
import { useClientValue } from './use-client-value';

const inBrowser = () => true;

/**
 * False during server rendering and hydration, true afterwards (local storage is readable, the
 * form's handlers are attached). Forms carry it as `data-ready`, so tests and people type into a
 * live form.
 */
export function useHydrated(): boolean {
  return useClientValue(inBrowser, false);
}
