import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { isLocale, routing } from '@/i18n/routing';
import { planRefund, type RefundProblem } from '@/lib/shop/refund-amounts';
import type { StaffRefund } from '@/lib/types/staff';
import type { RefundInput } from '@/lib/validations/refund';
import { availabilityChanged } from '../cache';
import { productInfo } from '../catalogue';
import { getSiteSettings } from '../content/settings';
import { db, schema, type Queryable } from '../db';
import { HttpError, notFound } from '../http/errors';
import { log } from '../log';
import { deliver, deliverLater, enqueueMail } from '../mail';
import { paymentProvider } from '../payments/provider';
import { queueAvailabilityNotices } from '../shop/availability-notices';
import { issueOrderLink, orderLinkPath } from '../shop/order-links';
import { refundsOf } from '../shop/refund-records';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';
import { refundMail } from './refund-mail';

const o = schema.orders;

/** The statuses an order may be refunded in: charged and not cancelled (a cancellation refunds the rest itself). */
export const REFUNDABLE_STATUSES = ['paid', 'shipped', 'delivered'] as const;

const refundError = (status: number, key: Extract<HttpError['messageKey'], `refund${string}`>, values?: Record<string, string | number>) =>
  new HttpError(
    status,
    key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    key,
    undefined,
    undefined,
    values,
  );

function problemError(problem: RefundProblem, names: Map<string, string>): HttpError {
  switch (problem.kind) {
    case 'nothing':
      return refundError(422, 'refundNothing');
    case 'unknownLine':
      return refundError(422, 'refundUnknownLine');
    case 'quantity':
      return refundError(422, 'refundQuantity', { name: names.get(problem.productId) ?? problem.productId, max: problem.max });
    case 'shipping':
      return refundError(409, 'refundShipping');
    case 'exceeds':
      return refundError(409, 'refundExceeds');
  }
}

/** The refunds of an order for the back office, newest first: amount, lines (English names), restocked, reason, who and when. */
export async function staffRefunds(orderId: string, q: Queryable = db()): Promise<StaffRefund[]> {
  const r = schema.refunds;
  const rows = await q
    .select({
      id: r.id,
      amountCents: r.amountCents,
      currency: r.currency,
      lines: r.lines,
      shippingCents: r.shippingCents,
      restocked: r.restocked,
      reason: r.reason,
      by: schema.staff.name,
      at: r.createdAt,
    })
    .from(r)
    .leftJoin(schema.staff, eq(schema.staff.id, r.staffId))
    .where(eq(r.orderId, orderId))
    .orderBy(desc(r.createdAt));
  const info = await productInfo(
    rows.flatMap((row) => row.lines.map((l) => l.productId)),
    routing.defaultLocale,
    q,
    { drafts: true },
  );
  return rows.map((row) => ({
    ...row,
    at: row.at.toISOString(),
    lines: row.lines.map((l) => ({
      productId: l.productId,
      colorId: l.colorId,
      quantity: l.quantity,
      name: info.get(l.productId)?.name ?? l.productId,
      colorName: info.get(l.productId)?.colors[l.colorId]?.name ?? l.colorId,
    })),
  }));
}

/**
 * Staff give back money on an order: some lines (and the shipping), optionally back into stock.
 * One transaction locks the order row, so two refunds at once are checked one after the other and
 * together never exceed what was paid; it calls the provider with the key the client made for
 * this refund (a retry reaches the provider with the same key and is recorded once), records the
 * refund, restocks, audits and queues the buyer's mail in the order's language. When the provider
 * refuses, the transaction rolls back: nothing is recorded.
 */
export async function refundOrder(actor: StaffSession, orderId: string, input: RefundInput, ip: string): Promise<void> {
  const settings = await getSiteSettings(routing.defaultLocale);
  const idempotencyKey = `refund:${orderId}:${input.idempotencyKey}`;
  const result = await db().transaction(async (tx) => {
    const [order] = await tx.select().from(o).where(eq(o.id, orderId)).for('update');
    if (!order) throw notFound();
    const [done] = await tx.select({ id: schema.refunds.id }).from(schema.refunds).where(eq(schema.refunds.idempotencyKey, idempotencyKey));
    if (done) return null;
    if (!(REFUNDABLE_STATUSES as readonly string[]).includes(order.status)) throw refundError(409, 'refundStatus');
    const items = await tx.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId));
    const [customer] = await tx
      .select({
        email: sql<string>`coalesce(${schema.users.email}, ${o.email})`,
        name: sql<string>`coalesce(${schema.users.name}, ${o.address}->>'recipient')`,
        locale: sql<string>`coalesce(${schema.users.locale}, ${o.locale}, 'en')`,
      })
      .from(o)
      .leftJoin(schema.users, eq(schema.users.id, o.userId))
      .where(eq(o.id, orderId));
    const locale = isLocale(customer!.locale) ? customer!.locale : routing.defaultLocale;
    const names = await productInfo(
      items.map((i) => i.productId),
      locale,
      tx,
      { drafts: true },
    );
    const plan = planRefund({ ...order, lines: items }, await refundsOf(tx, orderId), { lines: input.lines, shipping: input.shipping });
    if (!plan.ok) throw problemError(plan, new Map(items.map((i) => [i.productId, names.get(i.productId)?.name ?? i.name])));
    if (!order.paymentRef) throw refundError(409, 'refundRefused');
    const provider = await paymentProvider()
      .refund(order.paymentRef, plan.amountCents, idempotencyKey)
      .catch((error: unknown) => {
        log.error('refund call failed; nothing recorded', { orderId, error });
        return { ok: false, ref: '' };
      });
    if (!provider.ok) throw refundError(502, 'refundRefused');

    const [refund] = await tx
      .insert(schema.refunds)
      .values({
        orderId,
        amountCents: plan.amountCents,
        currency: order.currency,
        lines: plan.lines,
        shippingCents: plan.shippingCents,
        restocked: input.restock && plan.lines.length > 0,
        reason: input.reason,
        providerRef: provider.ref,
        idempotencyKey,
        staffId: actor.staff.id,
      })
      .returning({ id: schema.refunds.id });
    const restocked: string[] = [];
    if (input.restock) {
      for (const line of plan.lines) {
        const res = await tx.execute<{ stock: number }>(
          sql`update products set stock = stock + ${line.quantity}, updated_at = now() where id = ${line.productId} returning stock`,
        );
        if (res.rows[0]?.stock === line.quantity) restocked.push(line.productId);
      }
    }
    await tx.update(o).set({ updatedAt: new Date() }).where(eq(o.id, orderId));
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'order.refund',
      targetType: 'order',
      targetId: orderId,
      after: {
        refundId: refund!.id,
        amountCents: plan.amountCents,
        currency: order.currency,
        lines: plan.lines.map(({ productId, colorId, quantity }) => ({ productId, colorId, quantity })),
        shippingCents: plan.shippingCents,
        restocked: input.restock,
        reason: input.reason,
        providerRef: provider.ref,
      },
      ip,
    });
    // A guest has no account page: their mail carries a new link to the order.
    const token = order.userId ? null : await issueOrderLink(order.id, tx);
    const mail = refundMail({
      customer: customer!,
      order,
      amountCents: plan.amountCents,
      lines: plan.lines.map((l) => {
        const product = names.get(l.productId);
        const item = items.find((i) => i.productId === l.productId && i.colorId === l.colorId);
        return { name: product?.name ?? item?.name ?? l.productId, colorName: product?.colors[l.colorId]?.name ?? l.colorId, quantity: l.quantity };
      }),
      shipping: plan.shippingCents > 0,
      brand: settings.brand,
      link: token ? orderLinkPath(token) : `/user?order=${order.id}`,
    });
    const mailId = await enqueueMail({ ...mail, secrets: token ? [token] : [], orderId: order.id }, tx);
    const notices = await queueAvailabilityNotices(tx, restocked);
    return { mailId, restocked, notices };
  });
  if (!result) return;
  if (result.restocked.length) availabilityChanged(result.restocked, 'back in stock');
  deliverLater(result.notices);
  await deliver(result.mailId).catch((error: unknown) => log.error('refund mail not delivered; it stays in the outbox', { orderId, error }));
}
