import { and, eq } from 'drizzle-orm';
import { requireUser } from '@/lib/server/auth/session';
import { db, schema } from '@/lib/server/db';
import { handler } from '@/lib/server/http/handler';
import { notFound } from '@/lib/server/http/errors';
import { pdfResponse } from '@/lib/server/shop/order-documents';
import { invoice } from '@/lib/server/shop/invoice';
import { orderParams } from '@/lib/validations/order';

/**
 * GET /api/orders/{id}/invoice → the invoice of the signed-in buyer's paid order as a PDF in the
 * order's language (as staff download it); someone else's id → 404; not yet paid → 409.
 */
export const GET = handler({ params: orderParams }, async ({ req, params }) => {
  const user = await requireUser(req);
  const [own] = await db()
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(and(eq(schema.orders.id, params.id), eq(schema.orders.userId, user.id)));
  if (!own) throw notFound();
  return pdfResponse('invoice', await invoice(own.id));
});
