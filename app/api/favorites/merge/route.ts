import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { mergeFavorites } from '@/lib/server/shop/favorites';
import { favoritesMerge } from '@/lib/validations/cart';

/** POST /api/favorites/merge {productIds} — a guest's local favorites join the account, no duplicates. */
export const POST = handler({ body: favoritesMerge }, async ({ req, body }) => {
  const user = await requireUser(req);
  return json({ added: await mergeFavorites(user.id, body.productIds) }, { private: true });
});
