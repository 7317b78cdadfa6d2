import { requestMarket } from '@/lib/server/shop/market';
import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { addFavorite, listFavorites } from '@/lib/server/shop/favorites';
import { favoriteInput } from '@/lib/validations/cart';

/** GET /api/favorites — the caller's favorites with image, name, colour, price and stock state. */
export const GET = handler({}, async ({ req, locale }) => {
  const user = await requireUser(req);
  return json({ items: await listFavorites(user.id, locale, requestMarket(req, locale)) }, { private: true });
});

/** POST /api/favorites {productId, colorId?} — adds (idempotent). */
export const POST = handler({ body: favoriteInput }, async ({ req, body }) => {
  const user = await requireUser(req);
  await addFavorite(user.id, body.productId, body.colorId);
  return json({ productId: body.productId }, { status: 201, private: true });
});
