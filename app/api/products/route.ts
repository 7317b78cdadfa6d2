import { handler, json } from '@/lib/server/http/handler';
import { queryCategories, queryProducts, readProductKey } from '@/lib/server/catalogue';
import { decodeCursor, encodeCursor } from '@/lib/server/cursor';
import { invalidFields } from '@/lib/server/http/errors';
import { productListQuery } from '@/lib/validations/product';

/**
 * GET /api/products?category=&sort=&limit=&cursor= — the catalogue, localized by x-lang. Cursors
 * are keysets, so products added or removed while a client pages neither repeat nor skip others.
 */
export const GET = handler({ query: productListQuery }, async ({ query, locale, t }) => {
  if (query.category !== 'all') {
    const categories = await queryCategories(locale);
    if (!categories.some((c) => c.id === query.category)) throw invalidFields({ category: t('fieldInvalid') }, 'unknown_category');
  }
  const scope = `${query.category}:${query.sort}`;
  const after = decodeCursor(query.cursor, scope, (key) => readProductKey(query.sort, key));
  const page = await queryProducts(locale, { category: query.category, sort: query.sort, after, limit: query.limit });
  return json({ items: page.items, total: page.total, nextCursor: page.nextKey ? encodeCursor(page.nextKey, scope) : null });
});
