import { handler, json } from '@/lib/server/http/handler';
import { queryCategories, queryProducts } from '@/lib/server/catalogue';
import { decodeCursor, encodeCursor } from '@/lib/server/cursor';
import { invalidFields } from '@/lib/server/http/errors';
import { productListQuery } from '@/lib/validations/product';

/** GET /api/products?category=&sort=&limit=&cursor= — the catalogue, localized by x-lang. */
export const GET = handler({ query: productListQuery }, async ({ query, locale, t }) => {
  if (query.category !== 'all') {
    const categories = await queryCategories(locale);
    if (!categories.some((c) => c.id === query.category)) throw invalidFields({ category: t('fieldInvalid') }, 'unknown_category');
  }
  const scope = `${query.category}:${query.sort}`;
  const offset = decodeCursor(query.cursor, scope);
  const page = await queryProducts(locale, { category: query.category, sort: query.sort, offset, limit: query.limit });
  const next = offset + page.items.length;
  return json({
    items: page.items,
    total: page.total,
    nextCursor: next < page.total && page.items.length > 0 ? encodeCursor(next, scope) : null,
  });
});
