import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { withdraw } from '@/lib/server/shop/withdrawals';
import { orderParams } from '@/lib/validations/order';
import { withdrawalInput } from '@/lib/validations/withdrawal';

/**
 * POST /api/orders/{id}/withdrawal {name} → 201 with the withdrawal as received: the owner of the
 * order withdraws from its contract within the market's withdrawal period (409 not_withdrawable
 * outside it or where the market's law has no such right, 409 already_withdrawn the second time).
 * An unshipped order is cancelled and refunded; a shipped one gets a return request for its goods.
 * The acknowledgement goes to the account's email in its language.
 */
export const POST = handler({ params: orderParams, body: withdrawalInput }, async ({ req, params, body }) => {
  const user = await requireUser(req);
  return json(await withdraw({ userId: user.id, orderId: params.id }, body), { status: 201, private: true });
});
