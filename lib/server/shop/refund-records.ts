import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { PastRefund } from '@/lib/shop/refund-amounts';
import { schema, type Queryable } from '../db';

/** The refunds made on an order, oldest first, with what each gave back and whether its lines went back into stock. */
export async function refundsOf(q: Queryable, orderId: string): Promise<(PastRefund & { restocked: boolean })[]> {
  return q
    .select({
      amountCents: schema.refunds.amountCents,
      shippingCents: schema.refunds.shippingCents,
      lines: schema.refunds.lines,
      restocked: schema.refunds.restocked,
    })
    .from(schema.refunds)
    .where(eq(schema.refunds.orderId, orderId))
    .orderBy(asc(schema.refunds.createdAt));
}

/** How many of each line earlier refunds already put back into stock (a cancellation restocks only the rest). */
export function restockedQuantities(refunds: { restocked: boolean; lines: PastRefund['lines'] }[]): Map<string, number> {
  const back = new Map<string, number>();
  for (const r of refunds)
    if (r.restocked) for (const l of r.lines) back.set(`${l.productId}\u0000${l.colorId}`, (back.get(`${l.productId}\u0000${l.colorId}`) ?? 0) + l.quantity);
  return back;
}
