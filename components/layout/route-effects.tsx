'use client';
import { useEffect, useRef } from 'react';
import { usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { chosenMarket } from '@/lib/client/market-cookie';
import { getSession, setStoreLang } from '@/lib/client/session-store';
import { marketOf } from '@/lib/shop/market-ids';

/** The header's menu (a `<details>`, so it works without JavaScript) when it is open. */
const openMenu = () => document.querySelector<HTMLDetailsElement>('details.site-nav[open]');

/**
 * After every route change the page returns to the top and the mobile menu closes; Esc and a tap
 * outside close the menu too, giving focus back to its button. The page's locale is the saved one (a visit to
 * /de/… by link counts as choosing German, as the cookie does on the server). A market chosen apart
 * from the language shows its prices on the pre-rendered page.
 */
export function RouteEffects({ locale }: { locale: Locale }) {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    openMenu()?.removeAttribute('open');
  }, [pathname]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const menu = event.key === 'Escape' ? openMenu() : null;
      if (!menu) return;
      menu.removeAttribute('open');
      menu.querySelector('summary')?.focus();
    };
    // A link chosen in the menu closes it, the current page's included (no route change then);
    // so does a tap anywhere outside the menu, as people expect of a drop-down.
    const onClick = (event: MouseEvent) => {
      const menu = openMenu();
      if (!menu || !(event.target instanceof Node)) return;
      const inside = menu.contains(event.target);
      if (!inside || (event.target instanceof Element && event.target.closest('a'))) menu.removeAttribute('open');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);
  useEffect(() => {
    if (getSession().storeLang !== locale) setStoreLang(locale);
  }, [locale]);
  // A market chosen apart from the language: its prices replace the page's (the script loads only then).
  const pricesLoaded = useRef(false);
  useEffect(() => {
    const market = chosenMarket();
    const other = market && market !== marketOf(locale) ? market : null;
    if (!other && !pricesLoaded.current) return;
    pricesLoaded.current = true;
    void import('@/lib/client/market-prices').then((m) => (other ? m.watchMarketPrices(locale, other) : m.stopMarketPrices()));
  }, [locale]);
  return null;
}
