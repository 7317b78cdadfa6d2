import { requestMarket } from '@/lib/server/shop/market';
import { handler, json } from '@/lib/server/http/handler';
import { resolveCart, withCartCookie } from '@/lib/server/shop/cart-owner';
import { shopError } from '@/lib/server/shop/errors';
import { placeGuestOrder } from '@/lib/server/shop/orders';
import { guestOrderInput, idempotencyKey } from '@/lib/validations/order';

/**
 * POST /api/orders/guest (header `Idempotency-Key`) {email, address fields, card fields,
 * shippingMethod, items?} — a checkout without an account: the guest cart (cookie) or `items`.
 * 201 with the order and `lookupToken` (its page is `/order#<lookupToken>`, the link the
 * confirmation mail carries); the same key and body again → 200 with that order; same key, other
 * body → 409; declined card → 402 and no order; a signed-in caller → 409 (their checkout is
 * POST /api/orders); too many attempts from one address → 429.
 */
export const POST = handler({ body: guestOrderInput }, async ({ req, body, locale, ip }) => {
  const key = idempotencyKey.safeParse(req.headers.get('idempotency-key'));
  if (!key.success) throw shopError(400, 'idempotencyKeyMissing');
  const { owner, user, cookie } = await resolveCart(req, true);
  if (user || !owner || !('anonToken' in owner)) throw shopError(409, 'signedInCheckout');
  const { order, created } = await placeGuestOrder(owner.anonToken, key.data, body, locale, ip, requestMarket(req, locale));
  return withCartCookie(json(order, { status: created ? 201 : 200, private: true }), req, cookie);
});
