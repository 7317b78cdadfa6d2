import 'server-only';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
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
import { recordAudit, SYSTEM_ACTORS } from './audit';
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
      status: r.status,
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

/** How long a refund waits for the provider's confirmation before the settlement asks again. */
export const REFUND_PENDING_STALE_MS = 5 * 60_000;

type RefundRow = typeof schema.refunds.$inferSelect;
type Actor = { id: string | null; email: string };

/**
 * Staff give back money on an order: some lines (and the shipping), optionally back into stock. In
 * three steps, so that no transaction (and no lock on the order) is open while the provider is
 * called, as in the checkout:
 * 1. **Decide** (one transaction, the order row locked): the refund is checked against what was
 *    paid and every refund made or still waiting, so refunds decided together never exceed it, and
 *    recorded as `pending` under the key the client made for it (`refund:<order>:<key>`).
 * 2. **Ask** the provider, with that key, outside any transaction.
 * 3. **Confirm** (one transaction): the refund becomes `done` with the provider's reference, the
 *    lines go back into stock if asked, and the audit entry and the buyer's mail (in the order's
 *    language) are written with it.
 * A refusal drops the pending refund (502 `refund_refused`: nothing recorded). A provider that
 * does not answer leaves it pending (502 `refund_unconfirmed`); a retry with the same key, or the
 * settlement (`settlePendingRefunds`, every 5 minutes), asks again and confirms or drops it. A retry
 * of a confirmed refund changes nothing.
 */
export async function refundOrder(actor: StaffSession, orderId: string, input: RefundInput, ip: string): Promise<void> {
  const idempotencyKey = `refund:${orderId}:${input.idempotencyKey}`;
  const pending = await db().transaction(async (tx) => {
    const [order] = await tx.select().from(o).where(eq(o.id, orderId)).for('update');
    if (!order) throw notFound();
    const [earlier] = await tx.select().from(schema.refunds).where(eq(schema.refunds.idempotencyKey, idempotencyKey));
    if (earlier) return earlier.status === 'pending' ? earlier : null;
    if (!(REFUNDABLE_STATUSES as readonly string[]).includes(order.status)) throw refundError(409, 'refundStatus');
    const items = await tx.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId));
    const plan = planRefund({ ...order, lines: items }, await refundsOf(tx, orderId), { lines: input.lines, shipping: input.shipping });
    if (!plan.ok) {
      const names = await productInfo(
        items.map((i) => i.productId),
        routing.defaultLocale,
        tx,
        { drafts: true },
      );
      throw problemError(plan, new Map(items.map((i) => [i.productId, names.get(i.productId)?.name ?? i.name])));
    }
    if (!order.paymentRef) throw refundError(409, 'refundRefused');
    const [row] = await tx
      .insert(schema.refunds)
      .values({
        orderId,
        amountCents: plan.amountCents,
        currency: order.currency,
        lines: plan.lines,
        shippingCents: plan.shippingCents,
        restocked: input.restock && plan.lines.length > 0,
        reason: input.reason,
        status: 'pending',
        idempotencyKey,
        staffId: actor.staff.id,
      })
      .returning();
    return row!;
  });
  if (!pending) return;
  const outcome = await askProvider(pending);
  if (outcome === 'unknown') throw refundError(502, 'refundUnconfirmed');
  if (outcome === 'refused') {
    await drop(pending);
    throw refundError(502, 'refundRefused');
  }
  await confirm(pending, outcome.ref, actor.staff, ip);
}

/** The provider's answer to a pending refund: its reference, a refusal, or unknown (it could not be asked). */
async function askProvider(refund: RefundRow): Promise<{ ref: string } | 'refused' | 'unknown'> {
  const [order] = await db().select({ paymentRef: o.paymentRef }).from(o).where(eq(o.id, refund.orderId));
  if (!order?.paymentRef) return 'refused';
  try {
    const answer = await paymentProvider().refund(order.paymentRef, refund.amountCents, refund.idempotencyKey);
    return answer.ok ? { ref: answer.ref } : 'refused';
  } catch (error) {
    log.error('refund not confirmed by the provider; left pending', { orderId: refund.orderId, refundId: refund.id, error });
    return 'unknown';
  }
}

/** A refund the provider refused: it was never made, so it goes (while still pending). */
async function drop(refund: RefundRow): Promise<void> {
  await db()
    .delete(schema.refunds)
    .where(and(eq(schema.refunds.id, refund.id), eq(schema.refunds.status, 'pending')));
  log.info('refund refused by the provider; nothing recorded', { orderId: refund.orderId, refundId: refund.id });
}

/**
 * Step 3: the provider confirmed `refund` with `providerRef`. The refund becomes `done` (only if it
 * is still pending: otherwise another request or the settlement confirmed it, and nothing more is
 * written), its lines go back into stock if asked, and the audit entry and the buyer's mail are
 * written with it; the mail and the back-in-stock notices leave after the commit.
 */
async function confirm(refund: RefundRow, providerRef: string, actor: Actor, ip: string | null): Promise<void> {
  const settings = await getSiteSettings(routing.defaultLocale);
  const result = await db().transaction(async (tx) => {
    const [order] = await tx.select().from(o).where(eq(o.id, refund.orderId)).for('update');
    if (!order) return null;
    const [done] = await tx
      .update(schema.refunds)
      .set({ status: 'done', providerRef })
      .where(and(eq(schema.refunds.id, refund.id), eq(schema.refunds.status, 'pending')))
      .returning({ id: schema.refunds.id });
    if (!done) return null;
    const items = await tx.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
    const [customer] = await tx
      .select({
        email: sql<string>`coalesce(${schema.users.email}, ${o.email})`,
        name: sql<string>`coalesce(${schema.users.name}, ${o.address}->>'recipient')`,
        locale: sql<string>`coalesce(${schema.users.locale}, ${o.locale}, 'en')`,
      })
      .from(o)
      .leftJoin(schema.users, eq(schema.users.id, o.userId))
      .where(eq(o.id, order.id));
    const locale = isLocale(customer!.locale) ? customer!.locale : routing.defaultLocale;
    const names = await productInfo(
      items.map((i) => i.productId),
      locale,
      tx,
      { drafts: true },
    );
    const restocked: string[] = [];
    if (refund.restocked) {
      for (const line of refund.lines) {
        const res = await tx.execute<{ stock: number }>(
          sql`update products set stock = stock + ${line.quantity}, updated_at = now() where id = ${line.productId} returning stock`,
        );
        if (res.rows[0]?.stock === line.quantity) restocked.push(line.productId);
      }
    }
    await tx.update(o).set({ updatedAt: new Date() }).where(eq(o.id, order.id));
    await recordAudit(tx, {
      actor,
      action: 'order.refund',
      targetType: 'order',
      targetId: order.id,
      after: {
        refundId: refund.id,
        amountCents: refund.amountCents,
        currency: refund.currency,
        lines: refund.lines.map(({ productId, colorId, quantity }) => ({ productId, colorId, quantity })),
        shippingCents: refund.shippingCents,
        restocked: refund.restocked,
        reason: refund.reason,
        providerRef,
      },
      ip,
    });
    // A guest has no account page: their mail carries a new link to the order.
    const token = order.userId ? null : await issueOrderLink(order.id, tx);
    const mail = refundMail({
      customer: customer!,
      order,
      amountCents: refund.amountCents,
      lines: refund.lines.map((l) => {
        const product = names.get(l.productId);
        const item = items.find((i) => i.productId === l.productId && i.colorId === l.colorId);
        return { name: product?.name ?? item?.name ?? l.productId, colorName: product?.colors[l.colorId]?.name ?? l.colorId, quantity: l.quantity };
      }),
      shipping: refund.shippingCents > 0,
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
  await deliver(result.mailId).catch((error: unknown) => log.error('refund mail not delivered; it stays in the outbox', { orderId: refund.orderId, error }));
}

export interface RefundSettlement {
  confirmed: number;
  dropped: number;
  unknown: number;
}

/**
 * The refunds still waiting for the provider REFUND_PENDING_STALE_MS after they were decided (the
 * provider did not answer, or the process stopped before it could confirm): asked again with their
 * key, which the provider honours, so a refund it made is confirmed once and one it never received
 * is made now, as staff decided. Confirmed: as `refundOrder` confirms, audited under the member
 * who decided it. Refused: dropped. Not answered: left for the next pass. Safe in several processes
 * at once: confirming and dropping change a refund only while it is pending.
 */
export async function settlePendingRefunds(now: Date = new Date(), batch = 50): Promise<RefundSettlement> {
  const result: RefundSettlement = { confirmed: 0, dropped: 0, unknown: 0 };
  const stale = await db()
    .select({ refund: schema.refunds, staffEmail: schema.staff.email })
    .from(schema.refunds)
    .leftJoin(schema.staff, eq(schema.staff.id, schema.refunds.staffId))
    .where(and(eq(schema.refunds.status, 'pending'), lt(schema.refunds.createdAt, new Date(now.getTime() - REFUND_PENDING_STALE_MS))))
    .orderBy(asc(schema.refunds.createdAt))
    .limit(batch);
  for (const { refund, staffEmail } of stale) {
    const outcome = await askProvider(refund);
    if (outcome === 'unknown') {
      result.unknown += 1;
      continue;
    }
    if (outcome === 'refused') {
      await drop(refund);
      result.dropped += 1;
      continue;
    }
    const actor: Actor = refund.staffId && staffEmail ? { id: refund.staffId, email: staffEmail } : { id: null, email: SYSTEM_ACTORS.refundSettlement };
    await confirm(refund, outcome.ref, actor, null);
    result.confirmed += 1;
    log.warn('refund confirmed by the settlement', { orderId: refund.orderId, refundId: refund.id });
  }
  return result;
}
