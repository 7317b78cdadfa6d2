import { requireUser } from '@/lib/server/auth/session';
import { json } from '@/lib/server/http/handler';
import { cancelOrder } from '@/lib/server/shop/orders';
import { shopHandler } from '@/lib/server/shop/route';
import { orderParams } from '@/lib/validations/order';

/** POST /api/orders/{id}/cancel — a paid order that has not shipped; stock returns, the charge is refunded. */
export const POST = shopHandler({ params: orderParams }, async ({ req, params, locale }) => {
  const user = await requireUser(req);
  return json(await cancelOrder(user.id, params.id, locale), { private: true });
});
