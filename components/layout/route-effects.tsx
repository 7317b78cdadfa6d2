'use client';
import { useEffect, useRef } from 'react';
import { usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { OPENS_DIALOG, rememberOpener, returnToOpener } from '@/lib/client/focus-return';
import { chosenMarket } from '@/lib/client/market-cookie';
import { getSession, setStoreLang } from '@/lib/client/session-store';
import { watchStaleHeadMetadata } from '@/lib/client/stale-head';
import { marketOf } from '@/lib/shop/market-ids';

/** The header's menu and language switch (each a `<details>`, so they work without JavaScript) that are open. */
const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>('details.site-nav[open], details.locale-select[open]')];

/**
 * After every route change the page returns to the top and the mobile menu closes, except on the
 * way back from a dialog page (the viewer): then the page returns to where it was and its opener has
 * focus again. Hydration is not a route change: it moves nothing. Esc and a tap outside close the menu too, giving focus back to its button; Esc also
 * folds a label of the fixed bar. The header's
 * height, measured, is the root's scroll padding. The page's locale is the saved one (a visit to
 * /de/… by link counts as choosing German, as the cookie does on the server). A market chosen apart
 * from the language shows its prices on the pre-rendered page. Hydration itself closes nothing: a menu
 * opened by a tap before the scripts ran stays open. The previous page's metadata does not stay in
 * the head when a link was followed before it hydrated.
 */
export function RouteEffects({ locale }: { locale: Locale }) {
  const pathname = usePathname();
  const hydrated = useRef(false);
  useEffect(() => {
    // Not at hydration: the page is where the browser put it (a fragment, a restored position, or
    // where the visitor scrolled before the scripts ran; moving it then sent their tap elsewhere),
    // and a menu opened by a tap before the scripts ran stays open.
    if (!returnToOpener() && !window.location.hash && hydrated.current) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (hydrated.current) for (const menu of openMenus()) menu.removeAttribute('open');
    hydrated.current = true;
  }, [pathname]);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.site-header');
    if (!header) return;
    // Written to the root's own scroll padding, which no element inherits: the custom property the
    // stylesheet starts from (--header-height) is inherited by every element, and changing it on the
    // root made the browser recompute the style of the whole page right after hydration.
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const padding = `calc(${Math.ceil(header.getBoundingClientRect().height)}px + 0.5rem)`;
      if (root.style.scrollPaddingTop !== padding) root.style.scrollPaddingTop = padding;
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Esc folds the fixed bar's label that focus or the pointer unfolded (WCAG 1.4.13), until focus moves.
      const bar = event.key === 'Escape' ? document.activeElement?.closest('.fixed-bar') : null;
      if (bar) bar.setAttribute('data-dismissed', '');
      const menus = event.key === 'Escape' ? openMenus() : [];
      if (!menus.length) return;
      const focused = menus.find((menu) => menu.contains(document.activeElement)) ?? menus[0]!;
      for (const menu of menus) menu.removeAttribute('open');
      focused.querySelector('summary')?.focus();
    };
    // A link chosen in the menu closes it, the current page's included (no route change then);
    // so does a tap anywhere outside the menu, as people expect of a drop-down.
    const onClick = (event: MouseEvent) => {
      const dialogLink = event.target instanceof Element ? event.target.closest(`a[${OPENS_DIALOG}]`) : null;
      if (dialogLink instanceof HTMLAnchorElement) rememberOpener(dialogLink);
      if (!(event.target instanceof Node)) return;
      for (const menu of openMenus()) {
        const inside = menu.contains(event.target);
        if (!inside || (event.target instanceof Element && event.target.closest('a'))) menu.removeAttribute('open');
      }
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
  // A link followed before the page's metadata hydrated leaves that metadata in <head> beside the
  // next page's (lib/client/stale-head.ts).
  useEffect(() => watchStaleHeadMetadata(), []);
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
