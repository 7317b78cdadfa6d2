'use client';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Opens the item the address names (`?open=<id>`, from the global search) in a list screen's
 * detail pane, also when the member is already on that screen. The page renders inside Suspense.
 */
export function useOpenParam(select: (id: string) => void) {
  const open = useSearchParams().get('open');
  useEffect(() => {
    if (open) select(open);
  }, [open, select]);
}
