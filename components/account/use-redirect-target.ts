'use client';
import { useEffect, useState } from 'react';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { safeRedirectPath } from '@/lib/client/safe-redirect';

/**
 * The `?redirect=` of the current URL, checked to be a same-origin path (else the account home).
 * Read after mount: the page itself is static and knows no query.
 */
export function useRedirectTarget(locale: Locale): { target: string; raw: string | null } {
  const home = getPathname({ locale, href: '/user' });
  const [state, setState] = useState<{ target: string; raw: string | null }>({ target: home, raw: null });
  useEffect(() => {
    const raw = new URLSearchParams(window.location.search).get('redirect');
    const target = safeRedirectPath(raw, home);
    setState({ target, raw: target === home && raw !== home ? null : target });
  }, [home]);
  return state;
}
