import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { claimOrder } from '@/lib/server/shop/orders';
import { orderClaimInput } from '@/lib/validations/order';

/**
 * POST /api/orders/claim {token} — the signed-in caller adds the guest order of this link to their
 * account; only an order placed with the account's email (403 otherwise, 404 for an unknown or
 * expired link). Claiming an order the account already holds answers it again.
 */
export const POST = handler({ body: orderClaimInput }, async ({ req, body, locale }) => {
  const user = await requireUser(req);
  return json(await claimOrder(user, body.token, locale), { private: true });
});
