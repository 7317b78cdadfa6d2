import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { cancelOrder } from '@/lib/server/shop/orders';
import { orderParams } from '@/lib/validations/order';

/** POST /api/orders/{id}/cancel — a paid order that has not shipped; stock returns, the charge is refunded. */
export const POST = handler({ params: orderParams }, async ({ req, params, locale }) => {
  const user = await requireUser(req);
  return json(await cancelOrder(user.id, params.id, locale), { private: true });
});
