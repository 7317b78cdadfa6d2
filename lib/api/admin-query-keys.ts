/** The back office's TanStack Query keys (/admin only; the public pages' keys are in ./query-keys.ts). */
export const adminQueryKeys = {
  me: ['admin', 'me'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  staff: ['admin', 'staff'] as const,
  audit: ['admin', 'audit'] as const,
  /** Inbox pages are `[...messages, filter, mine]`, one message `[...messages, 'detail', id]`. */
  messages: ['admin', 'messages'] as const,
  /** Order pages are `[...orders, status, q]`, one order `[...orders, 'detail', id]`. */
  orders: ['admin', 'orders'] as const,
  /** Lists are `[...returns, status]`. */
  returns: ['admin', 'returns'] as const,
  /** Searches are `[...customers, q]`, one customer `[...customers, 'detail', id]`. */
  customers: ['admin', 'customers'] as const,
  /** The matrix is `[...content, 'matrix', locale, status]`, one editor `[...content, 'editor', id, locale, reference]`. */
  content: ['admin', 'content'] as const,
  products: ['admin', 'products'] as const,
  settings: ['admin', 'settings'] as const,
  marketFacts: ['admin', 'settings', 'market-facts'] as const,
  slides: ['admin', 'slides'] as const,
  faq: ['admin', 'faq'] as const,
  dealers: ['admin', 'dealers'] as const,
  /** Lists are `[...stores, q, country, kind, status]`. */
  stores: ['admin', 'stores'] as const,
  news: ['admin', 'news'] as const,
  downloads: ['admin', 'downloads'] as const,
  reports: ['admin', 'investors', 'reports'] as const,
  events: ['admin', 'investors', 'events'] as const,
  investorFacts: ['admin', 'investors', 'facts'] as const,
  brandItems: ['admin', 'brand'] as const,
  /** Pages of the image library are `[...media, 'page', before]`. */
  media: ['admin', 'media'] as const,
  /** The global search's answers are `[...search, q]`. */
  search: ['admin', 'search'] as const,
};
