/** Public URLs of the news center and articles: one stable address per list page. */
export function newsCenterHref(category: string, page: number): string {
  const query = new URLSearchParams();
  if (category !== 'all') query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/newsCenter?${search}` : '/newsCenter';
}

export function newsShowHref(id: string): string {
  return `/newsShow?id=${encodeURIComponent(id)}`;
}
