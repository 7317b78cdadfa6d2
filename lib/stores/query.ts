/** The store finder's form state, as the page renders it and the browser keeps it. */
export interface FinderQuery {
  q: string;
  country: string;
  kind: string;
  page: number;
}

/**
 * The query string the /stores form sends, in the form's field order (empty fields and page 1
 * left out, so links stay short); the position only when asked for (API calls, never the
 * address bar).
 */
export function queryString({ q, country, kind, page }: FinderQuery, position?: { lat: number; lon: number } | null): string {
  const params = new URLSearchParams();
  if (country) params.set('country', country);
  if (q.trim()) params.set('q', q.trim());
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  if (position) {
    params.set('lat', String(position.lat));
    params.set('lon', String(position.lon));
  }
  return params.toString();
}
