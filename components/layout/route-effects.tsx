'use client';
import { useEffect, useRef } from 'react';
import { usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { OPENS_DIALOG, rememberOpener, returnToOpener } from '@/lib/client/focus-return';
import { chosenMarket } from '@/lib/client/market-cookie';
import { getSession, setStoreLang } from '@/lib/client/session-store';
import { marketOf } from '@/lib/shop/market-ids';

/** The header's menu (a `<details>`, so it works without JavaScript) when it is open. */
const openMenu = () => document.querySelector<HTMLDetailsElement>('details.site-nav[open]');

/**
 * After every route change the page returns to the top and the mobile menu closes, except on the
 * way back from a dialog page (the viewer): then the page returns to where it was and its opener has
 * focus again. Esc and a tap outside close the menu too, giving focus back to its button; Esc also
 * folds a label of the fixed bar. The header's
 * height is kept in --header-height, where scroll padding reads it. The page's locale is the saved one (a visit to
 * /de/… by link counts as choosing German, as the cookie does on the server). A market chosen apart
 * from the language shows its prices on the pre-rendered page.
 */
export function RouteEffects({ locale }: { locale: Locale }) {
  const pathname = usePathname();
  useEffect(() => {
    if (!returnToOpener() && !window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    openMenu()?.removeAttribute('open');
  }, [pathname]);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.site-header');
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--header-height', `${Math.ceil(header.getBoundingClientRect().height)}px`));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Esc folds the fixed bar's label that focus or the pointer unfolded (WCAG 1.4.13), until focus moves.
      const bar = event.key === 'Escape' ? document.activeElement?.closest('.fixed-bar') : null;
      if (bar) bar.setAttribute('data-dismissed', '');
      const menu = event.key === 'Escape' ? openMenu() : null;
      if (!menu) return;
      menu.removeAttribute('open');
      menu.querySelector('summary')?.focus();
    };
    // A link chosen in the menu closes it, the current page's included (no route change then);
    // so does a tap anywhere outside the menu, as people expect of a drop-down.
    const onClick = (event: MouseEvent) => {
      const dialogLink = event.target instanceof Element ? event.target.closest(`a[${OPENS_DIALOG}]`) : null;
      if (dialogLink instanceof HTMLAnchorElement) rememberOpener(dialogLink);
      const menu = openMenu();
      if (!menu || !(event.target instanceof Node)) return;
      const inside = menu.contains(event.target);
      if (!inside || (event.target instanceof Element && event.target.closest('a'))) menu.removeAttribute('open');
    };
    const onFocus = () => document.querySelector('.fixed-bar[data-dismissed]')?.removeAttribute('data-dismissed');
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      document.removeEventListener('focusin', onFocus);
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
