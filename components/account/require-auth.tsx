'use client';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { getPathname } from '@/i18n/navigation';
import { signedInViews } from '@/lib/api/client';
import type { Locale } from '@/i18n/routing';
import { getSession, useSessionToken } from '@/lib/client/session-store';
import { safeRedirectPath } from '@/lib/client/safe-redirect';

/** `/login?redirect=<this page>` in the page's language. */
export function loginHref(locale: Locale): string {
  const here = safeRedirectPath(`${window.location.pathname}${window.location.search}`, '/');
  return `${getPathname({ locale, href: '/login' })}?redirect=${encodeURIComponent(here)}`;
}

/**
 * Shows a signed-in page only with a stored token; without one it goes to the sign-in page,
 * which returns here afterwards. An expired token is caught by apiFetch's 401 rule instead.
 */
export function RequireAuth({ locale, redirecting, children }: { locale: Locale; redirecting: string; children: ReactNode }) {
  const token = useSessionToken();
  const router = useRouter();
  // While this page is on screen, an ended session (401) sends the visitor to sign in.
  useEffect(() => {
    signedInViews.count += 1;
    return () => {
      signedInViews.count -= 1;
    };
  }, []);
  useEffect(() => {
    // The store itself, not the hook value: during hydration the hook still shows the server's empty session.
    if (!getSession().token) router.replace(loginHref(locale));
  }, [token, locale, router]);
  if (!token)
    return (
      <p className="status" role="status">
        {redirecting}
      </p>
    );
  return <>{children}</>;
}
