'use client';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { safeRedirectPath } from '@/lib/client/safe-redirect';
import { useQueryParam } from '@/components/ui/use-client-value';

/**
 * The `?redirect=` of the current URL, checked to be a same-origin path (else the account home),
 * and `raw`, that path when the form should pass it on (null when there is none or it was refused).
 * Read once hydrated: the page itself is static and knows no query.
 */
export function useRedirectTarget(locale: Locale): { target: string; raw: string | null } {
  const home = getPathname({ locale, href: '/user' });
  const requested = useQueryParam('redirect') || null;
  const target = safeRedirectPath(requested, home);
  return { target, raw: target === home && requested !== home ? null : target };
}
