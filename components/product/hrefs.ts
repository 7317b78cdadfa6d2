/** Public, locale-less URLs of catalogue pages (items by query parameter, as the spec requires). */
export function productHref(id: string, color?: string): string {
  return `/productsShow?id=${encodeURIComponent(id)}${color ? `&color=${encodeURIComponent(color)}` : ''}`;
}

export function productListHref(category = 'all', sort = 'featured', page = 1): string {
  const params = new URLSearchParams();
  if (category !== 'all') params.set('category', category);
  if (sort !== 'featured') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/productslist?${query}` : '/productslist';
}
