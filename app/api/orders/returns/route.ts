import { handler, json } from '@/lib/server/http/handler';
import { requestReturn } from '@/lib/server/shop/returns';
import { linkedReturnRequestInput } from '@/lib/validations/returns';

/**
 * POST /api/orders/returns {token, reason, comment?, items} → 201 with the return request: a
 * guest asks to send lines of their shipped or delivered order back from its mailed link, without
 * an account (POST so the token stays out of URLs and logs). The same rules as the account's
 * request (409 before it shipped, 422 for a line not in the order or more than is left); an unknown
 * or expired link, or an order an account holds (asked back from the account), → 404. The
 * confirmation mail goes to the order's email with a new link to the order.
 */
export const POST = handler({ body: linkedReturnRequestInput }, async ({ body, locale }) => {
  const { token, ...input } = body;
  return json(await requestReturn({ linkToken: token }, input, locale), { status: 201, private: true });
});
