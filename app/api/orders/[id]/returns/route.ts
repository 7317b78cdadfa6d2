import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { requestReturn } from '@/lib/server/shop/returns';
import { orderParams } from '@/lib/validations/order';
import { returnRequestInput } from '@/lib/validations/returns';

/**
 * POST /api/orders/{id}/returns {reason, comment?, items} → 201 with the return request: the
 * owner of a shipped or delivered order asks to send lines back (409 before it shipped, 422 for a
 * line not in the order or more than is left to return); the buyer gets a confirmation mail.
 */
export const POST = handler({ params: orderParams, body: returnRequestInput }, async ({ req, params, body, locale }) => {
  const user = await requireUser(req);
  return json(await requestReturn({ userId: user.id, orderId: params.id }, body, locale), { status: 201, private: true });
});
