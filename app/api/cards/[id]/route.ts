import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { deleteCard, getCard, updateCard } from '@/lib/server/shop/cards';
import { cardParams, cardPatch } from '@/lib/validations/card';

/** GET /api/cards/{id} — 404 unless it is the caller's. */
export const GET = handler({ params: cardParams }, async ({ req, params }) => {
  const user = await requireUser(req);
  return json(await getCard(user.id, params.id), { private: true });
});

/** PATCH /api/cards/{id} — holder, expiry, billing address, default; the number cannot change. */
export const PATCH = handler({ params: cardParams, body: cardPatch }, async ({ req, params, body }) => {
  const user = await requireUser(req);
  return json(await updateCard(user.id, params.id, body), { private: true });
});

/** DELETE /api/cards/{id} — deleting the default promotes another card. */
export const DELETE = handler({ params: cardParams }, async ({ req, params }) => {
  const user = await requireUser(req);
  await deleteCard(user.id, params.id);
  return json({ id: params.id }, { private: true });
});
