import { localeTags, type Locale } from '@/i18n/routing';
import { formatPrice } from '@/lib/marketing/format';
import type { Market } from '@/lib/shop/market-ids';

interface Prices {
  currency: string;
  taxIncluded: boolean;
  prices: Record<string, number>;
}

const cache = new Map<string, Promise<Prices>>();

/**
 * Pre-rendered pages carry the prices of their language's market. When the visitor chose another
 * one, this puts its stored prices into every `[data-price="<product id>"]` and the matching tax
 * note into every `[data-tax-note]` (from their `data-included` / `data-added` texts), formatted
 * for the page's language. Loaded only then (a dynamic import from RouteEffects), run after every
 * route change; a failed request leaves the page's own prices.
 */
export async function showMarketPrices(locale: Locale, market: Market): Promise<void> {
  const nodes = [...document.querySelectorAll<HTMLElement>('[data-price]')];
  const ids = [...new Set(nodes.map((n) => n.dataset.price!).filter(Boolean))].sort();
  if (ids.length === 0) return;
  const key = `${market}:${ids.join(',')}`;
  if (!cache.has(key)) {
    const url = `/api/products/prices?${new URLSearchParams({ market, ids: ids.join(',') })}`;
    cache.set(
      key,
      fetch(url, { credentials: 'same-origin' }).then((res) => (res.ok ? (res.json() as Promise<Prices>) : Promise.reject(new Error(String(res.status))))),
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
  }
  for (const note of document.querySelectorAll<HTMLElement>('[data-tax-note]')) {
    const text = data.taxIncluded ? note.dataset.included : note.dataset.added;
    if (text) note.textContent = text;
  }
  for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-market-select]')) select.value = market;
}
