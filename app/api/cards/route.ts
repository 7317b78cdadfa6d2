import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { createCard, listCards } from '@/lib/server/shop/cards';
import { cardInput } from '@/lib/validations/card';

/** GET /api/cards — brand, last four, expiry, holder, default; never a number. */
export const GET = handler({}, async ({ req }) => {
  const user = await requireUser(req);
  return json({ items: await listCards(user.id) }, { private: true });
});

/** POST /api/cards — the number and CVC go to the payment provider only; a token is stored. */
export const POST = handler({ body: cardInput }, async ({ req, body }) => {
  const user = await requireUser(req);
  return json(await createCard(user.id, body), { status: 201, private: true });
});
