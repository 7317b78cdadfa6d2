/** The one query-key scheme for TanStack Query and SWR: `[resource, ...scope]`. */
export const queryKeys = {
  me: ['me'] as const,
  cart: ['cart'] as const,
  favorites: ['favorites'] as const,
  addresses: { all: ['addresses'] as const, detail: (id: string) => ['addresses', id] as const },
  cards: { all: ['cards'] as const, detail: (id: string) => ['cards', id] as const },
  orders: { all: ['orders'] as const, detail: (id: string) => ['orders', id] as const },
  newsViews: (id: string) => `/api/news/${encodeURIComponent(id)}/views`,
  searchSuggest: (q: string, locale: string) => `/api/search/suggest?q=${encodeURIComponent(q)}&locale=${locale}`,
};
