/**
 * Every client cache key, TanStack Query's and SWR's, in one place. TanStack keys are
 * `[resource, ...scope]`; SWR keys are the URL they fetch (SWR's default fetcher reads it).
 * The back office's keys are in ./admin-query-keys.ts: public pages load this module, and must
 * not carry a byte of /admin.
 */
export const queryKeys = {
  me: ['me'] as const,
  addresses: { all: ['addresses'] as const, detail: (id: string) => ['addresses', id] as const },
  cards: { all: ['cards'] as const, detail: (id: string) => ['cards', id] as const },
  orders: { all: ['orders'] as const, detail: (id: string) => ['orders', id] as const },
  /**
   * SWR owns the cart: the cart page reads `[cart, 'user' | 'guest']` (scoped so a sign-in never
   * shows the other identity's cached cart), the header badge reads `cartCount`; after any change
   * `cartChanged()` (lib/api/cart-cache.ts) revalidates both.
   */
  cart: '/api/cart',
  cartCount: '/api/cart/count',
  /** SWR: the signed-in user's favorites, read by every heart on a page and by /favorites. */
  favoriteIds: '/api/favorites',
  newsViews: (id: string) => `/api/news/${encodeURIComponent(id)}/views`,
  searchSuggest: (q: string, locale: string) => `/api/search/suggest?q=${encodeURIComponent(q)}&locale=${locale}`,
  /** SWR: one page of the store finder; `params` is the query string the /stores form would send. */
  stores: (params: string) => `/api/stores?${params}`,
};
