import { optionalUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { shopError } from '@/lib/server/shop/errors';
import { orderByLink } from '@/lib/server/shop/orders';
import { orderClaimInput } from '@/lib/validations/order';

/**
 * POST /api/orders/lookup {token} — the order a mailed order link opens, without an account
 * (POST so the token stays out of URLs and logs): the order, the email its mails go to and
 * whether an account holds it; for the signed-in account holding it, whether it may be cancelled
 * or returned (as on the account page). An unknown or expired link → 404.
 */
export const POST = handler({ body: orderClaimInput }, async ({ req, body, locale }) => {
  const viewer = await optionalUser(req);
  const order = await orderByLink(body.token, locale, viewer?.id ?? null);
  if (!order) throw shopError(404, 'orderLinkInvalid');
  return json(order, { private: true });
});
