import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { removeFavorite } from '@/lib/server/shop/favorites';
import { favoriteParams } from '@/lib/validations/cart';

/** DELETE /api/favorites/{productId} — 404 when the caller has no such favorite. */
export const DELETE = handler({ params: favoriteParams }, async ({ req, params }) => {
  const user = await requireUser(req);
  await removeFavorite(user.id, params.productId);
  return json({ productId: params.productId }, { private: true });
});
