import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { getOrder } from '@/lib/server/shop/orders';
import { orderParams } from '@/lib/validations/order';

/** GET /api/orders/{id} — lines, address snapshot, card brand + last four, totals, status history. */
export const GET = handler({ params: orderParams }, async ({ req, params, locale }) => {
  const user = await requireUser(req);
  return json(await getOrder(user.id, params.id, locale), { private: true });
});
