import { requireUser } from '@/lib/server/auth/session';
import { json } from '@/lib/server/http/handler';
import { removeFavorite } from '@/lib/server/shop/favorites';
import { shopHandler } from '@/lib/server/shop/route';
import { favoriteParams } from '@/lib/validations/cart';

/** DELETE /api/favorites/{productId} — 404 when the caller has no such favorite. */
export const DELETE = shopHandler({ params: favoriteParams }, async ({ req, params }) => {
  const user = await requireUser(req);
  await removeFavorite(user.id, params.productId);
  return json({ productId: params.productId }, { private: true });
});
