import { handler, json } from '@/lib/server/http/handler';
import { shopError } from '@/lib/server/shop/errors';
import { orderByLink } from '@/lib/server/shop/orders';
import { orderClaimInput } from '@/lib/validations/order';

/**
 * POST /api/orders/lookup {token} — the order a mailed order link opens, without an account
 * (POST so the token stays out of URLs and logs): the order, the email its mails go to and
 * whether an account holds it. An unknown or expired link → 404.
 */
export const POST = handler({ body: orderClaimInput }, async ({ body, locale }) => {
  const order = await orderByLink(body.token, locale);
  if (!order) throw shopError(404, 'orderLinkInvalid');
  return json(order, { private: true });
});
