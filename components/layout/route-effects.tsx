'use client';
import { useEffect } from 'react';
import { usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getSession, setStoreLang } from '@/lib/client/session-store';

/**
 * After every route change the page returns to the top; the page's locale is the saved one
 * (a visit to /de/… by link counts as choosing German, as the cookie does on the server).
 */
export function RouteEffects({ locale }: { locale: Locale }) {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  useEffect(() => {
    if (getSession().storeLang !== locale) setStoreLang(locale);
  }, [locale]);
  return null;
}
