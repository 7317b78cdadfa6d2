import { requestMarket } from '@/lib/server/shop/market';
import { handler, json } from '@/lib/server/http/handler';
import { guestFavoriteViews } from '@/lib/server/shop/favorites';
import { favoritesMerge } from '@/lib/validations/cart';

/**
 * POST /api/favorites/guest {productIds} → 200 {items}: a guest's favorites (kept in the browser
 * until sign-in) with image, name, colour, price and stock, as GET /api/favorites shows an
 * account's. Read-only and public: the ids are the guest's own, products are public.
 */
export const POST = handler({ body: favoritesMerge }, async ({ req, body, locale }) =>
  json({ items: await guestFavoriteViews(body.productIds, locale, requestMarket(req, locale)) }, { private: true }),
);
