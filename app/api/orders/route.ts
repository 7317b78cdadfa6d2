import { requestMarket } from '@/lib/server/shop/market';
import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { shopError } from '@/lib/server/shop/errors';
import { listOrders, placeOrder } from '@/lib/server/shop/orders';
import { idempotencyKey, orderInput } from '@/lib/validations/order';

/** GET /api/orders — the caller's orders, newest first. */
export const GET = handler({}, async ({ req }) => {
  const user = await requireUser(req);
  return json({ items: await listOrders(user.id) }, { private: true });
});

/**
 * POST /api/orders (header `Idempotency-Key`) {addressId, cardId, items?} — 201 with the new
 * order; the same key and body again → 200 with that order; same key, other body → 409;
 * declined card → 402 and no order.
 */
export const POST = handler({ body: orderInput }, async ({ req, body, locale }) => {
  const user = await requireUser(req);
  const key = idempotencyKey.safeParse(req.headers.get('idempotency-key'));
  if (!key.success) throw shopError(400, 'idempotencyKeyMissing');
  const { order, created } = await placeOrder(user, key.data, body, locale, requestMarket(req, locale));
  return json(order, { status: created ? 201 : 200, private: true });
});
