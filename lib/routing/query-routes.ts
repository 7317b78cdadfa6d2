/**
 * Public URLs choose items by query parameter (`/productsShow?id=c4`), as the spec requires,
 * but the pages behind them are pre-rendered per locale at internal path segments. proxy.ts
 * maps one onto the other; pages and the sitemap use the same table.
 */
export interface QueryRoute {
  /** Public path without locale prefix. */
  path: string;
  /** Query parameters in segment order, with the value used when one is absent. */
  params: { name: string; fallback: string | null }[];
}

export const queryRoutes: QueryRoute[] = [
  { path: '/productsShow', params: [{ name: 'id', fallback: null }] },
  { path: '/newsShow', params: [{ name: 'id', fallback: null }] },
  {
    path: '/newsCenter',
    params: [
      { name: 'category', fallback: 'all' },
      { name: 'page', fallback: '1' },
    ],
  },
  { path: '/announcements', params: [{ name: 'page', fallback: '1' }] },
  {
    path: '/productslist',
    params: [
      { name: 'category', fallback: 'all' },
      { name: 'sort', fallback: 'featured' },
      { name: 'page', fallback: '1' },
    ],
  },
];

/**
 * Pages pre-rendered bare whose query is a search (free text, any script): with any of `params`
 * the proxy serves the dynamic page at `internal` instead, keeping the query string, so the bare
 * page stays static and a GET form works without JavaScript. `/stores?q=東京` → `/stores/find?q=東京`.
 */
export const searchRoutes = [{ path: '/stores', internal: '/stores/find', params: ['country', 'q', 'kind', 'page', 'lat', 'lon'] }] as const;

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The internal path for a public path + query, `null` when the path is not query-routed (or a
 * required parameter is absent, so the bare page answers), or
 * `'not-found'` when a parameter is malformed or the internal form was used
 * directly (so the item-by-path URL never becomes a second public address).
 */
export function internalPath(pathname: string, search: URLSearchParams): string | null | 'not-found' {
  for (const route of searchRoutes) {
    if (pathname.startsWith(`${route.path}/`)) return 'not-found';
    if (pathname === route.path) return route.params.some((p) => search.has(p)) ? route.internal : null;
  }
  for (const route of queryRoutes) {
    if (pathname.startsWith(`${route.path}/`)) return 'not-found';
    if (pathname !== route.path) continue;
    const segments: string[] = [];
    for (const param of route.params) {
      const value = search.get(param.name) ?? param.fallback;
      // No id at all: the bare page (a chooser listing the items) answers.
      if (value === null) return null;
      if (!SEGMENT.test(value)) return 'not-found';
      segments.push(value);
    }
    return `${route.path}/${segments.join('/')}`;
  }
  return null;
}
