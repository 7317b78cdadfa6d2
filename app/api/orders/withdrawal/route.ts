import { handler, json } from '@/lib/server/http/handler';
import { withdraw } from '@/lib/server/shop/withdrawals';
import { linkedWithdrawalInput } from '@/lib/validations/withdrawal';

/**
 * POST /api/orders/withdrawal {token, name} → 201 with the withdrawal as received: a guest
 * withdraws from the contract of their order from its mailed link, without an account (POST so the
 * token stays out of URLs and logs). The same rules as the account's withdrawal; an unknown or
 * expired link, or an order an account holds (withdrawn from that account), → 404. The
 * acknowledgement goes to the order's email with a new link to the order.
 */
export const POST = handler({ body: linkedWithdrawalInput }, async ({ body }) => {
  const { token, ...input } = body;
  return json(await withdraw({ linkToken: token }, input), { status: 201, private: true });
});
