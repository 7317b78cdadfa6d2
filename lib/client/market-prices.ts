import { localeTags, type Locale } from '@/i18n/routing';
import { formatPrice } from '@/lib/marketing/format';
import type { Market } from '@/lib/shop/market-ids';

interface Prices {
  currency: string;
  taxIncluded: boolean;
  prices: Record<string, number>;
}

const cache = new Map<string, Promise<Prices>>();

/** The text this script last wrote into a price or tax note: a node showing anything else was (re)rendered since. */
const written = new WeakMap<Element, string>();
const stale = (node: Element) => written.get(node) !== node.textContent;

/**
 * Pre-rendered pages carry the prices of their language's market. When the visitor chose another
 * one, this puts its stored prices into every `[data-price="<product id>"]` and the matching tax
 * note into every `[data-tax-note]` (from their `data-included` / `data-added` texts), formatted
 * for the page's language. A failed request leaves the page's own prices.
 */
export async function showMarketPrices(locale: Locale, market: Market): Promise<void> {
  const nodes = [...document.querySelectorAll<HTMLElement>('[data-price]')].filter(stale);
  const ids = [...new Set(nodes.map((n) => n.dataset.price!).filter(Boolean))].sort();
  if (ids.length === 0) return;
  const key = `${market}:${ids.join(',')}`;
  if (!cache.has(key)) {
    const url = `/api/products/prices?${new URLSearchParams({ market, ids: ids.join(',') })}`;
    cache.set(
      key,
      fetch(url, { credentials: 'same-origin' }).then(async (res) => {
        if (res.ok) return (await res.json()) as Prices;
        // The error body is not wanted, but left unread it holds the request open (Chromium).
        await res.body?.cancel();
        throw new Error(String(res.status));
      }),
    );
  }
  let data: Prices;
  try {
    data = await cache.get(key)!;
  } catch {
    cache.delete(key);
    return;
  }
  for (const node of nodes) {
    const amount = data.prices[node.dataset.price!];
    if (amount === undefined) continue;
    node.textContent = formatPrice(amount, data.currency, localeTags[locale]);
    node.dataset.market = market;
    written.set(node, node.textContent);
  }
  for (const note of document.querySelectorAll<HTMLElement>('[data-tax-note]')) {
    const text = data.taxIncluded ? note.dataset.included : note.dataset.added;
    if (text && note.textContent !== text) note.textContent = text;
  }
  for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-market-select]')) select.value = market;
}

let watching: { locale: Locale; market: Market; observer: MutationObserver } | null = null;

/**
 * Shows the market's prices now and whenever the page renders prices again: a client-side
 * navigation (another product on /productsShow keeps the same path), a list that loads more. One
 * observer per page life, for the chosen market (RouteEffects loads this module only when a market
 * other than the language's was chosen); a change of language or market replaces it. Its work
 * after a mutation is a query for `[data-price]` that finds nothing stale, unless prices came.
 */
export function watchMarketPrices(locale: Locale, market: Market): void {
  if (watching?.locale === locale && watching.market === market) return;
  watching?.observer.disconnect();
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      void showMarketPrices(locale, market);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  watching = { locale, market, observer };
  void showMarketPrices(locale, market);
}

/** The page's own market again (the chosen one is the language's): nothing to replace any more. */
export function stopMarketPrices(): void {
  watching?.observer.disconnect();
  watching = null;
}
