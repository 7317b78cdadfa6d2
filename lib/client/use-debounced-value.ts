'use client';
import { useEffect, useState } from 'react';

/** Search-box suggestions wait this long after the last keystroke. */
export const SUGGEST_DEBOUNCE_MS = 300;

export function useDebouncedValue<T>(value: T, delay = SUGGEST_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
