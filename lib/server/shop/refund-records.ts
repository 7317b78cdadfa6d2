import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { PastRefund } from '@/lib/shop/refund-amounts';
import { schema, type Queryable } from '../db';

/**
 * The refunds of an order, oldest first, with what each gives back, whether its lines go back into
 * stock, and whether the provider has confirmed it (`done`) or not yet (`pending`): staff's plans
 * count both, so that refunds decided together never exceed what was paid.
 */
export async function refundsOf(q: Queryable, orderId: string): Promise<(PastRefund & { restocked: boolean; status: 'pending' | 'done' })[]> {
  return q
    .select({
      status: schema.refunds.status,
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
