import { handler } from '@/lib/server/http/handler';
import { shopError } from '@/lib/server/shop/errors';
import { orderOfLink } from '@/lib/server/shop/order-links';
import { pdfResponse } from '@/lib/server/shop/order-documents';
import { invoice } from '@/lib/server/shop/invoice';
import { orderClaimInput } from '@/lib/validations/order';

/**
 * POST /api/orders/invoice {token} → the invoice of the order a mailed link opens, as a PDF (POST
 * so the token stays out of URLs and logs); an unknown or expired link → 404; not yet paid → 409.
 */
export const POST = handler({ body: orderClaimInput }, async ({ body }) => {
  const id = await orderOfLink(body.token);
  if (!id) throw shopError(404, 'orderLinkInvalid');
  return pdfResponse('invoice', await invoice(id));
});
