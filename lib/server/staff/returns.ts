import 'server-only';
import type { StaffReturnPage } from '@/lib/types/staff';
import type { AuditAction } from '@/lib/audit-actions';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { routing } from '@/i18n/routing';
import type { StaffReturn } from '@/lib/types/staff';
import type { ReturnReason, ReturnStatus } from '@/lib/validations/returns';
import { productInfo } from '../catalogue';
import { db, readAll, schema, type Queryable } from '../db';
import { assertVersion, conflict, notFound } from '../http/errors';
import { log } from '../log';
import { deliver } from '../mail';
import { queueReturnDecisionMail } from '../shop/returns';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';

const r = schema.returnRequests;
const o = schema.orders;

/** The moves staff make: decide on a new request, and record the refund of an approved one. */
export const NEXT_RETURN_STATUS: Partial<Record<ReturnStatus, ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['refunded'],
};

/** What the audit log calls each move. */
const AUDIT_ACTION: Record<string, AuditAction> = { approved: 'return.approve', rejected: 'return.reject', refunded: 'return.refund' };

export type { StaffReturn };

/** The lines of these requests, named in English (the back office's language) or as ordered. */
async function itemsOf(ids: string[], q: Queryable) {
  if (ids.length === 0) return [];
  const ri = schema.returnRequestItems;
  const oi = schema.orderItems;
  // A join, not a correlated subquery: with a single table in FROM, Drizzle writes its columns
  // unqualified, so a subquery's "product_id" bound to order_items itself and matched every line.
  const items = await q
    .select({
      requestId: ri.requestId,
      productId: ri.productId,
      colorId: ri.colorId,
      quantity: ri.quantity,
      ordered: oi.name,
    })
    .from(ri)
    .innerJoin(r, eq(r.id, ri.requestId))
    .leftJoin(oi, and(eq(oi.orderId, r.orderId), eq(oi.productId, ri.productId), eq(oi.colorId, ri.colorId)))
    .where(inArray(ri.requestId, ids))
    .orderBy(asc(ri.productId), asc(ri.colorId));
  const info = await productInfo(
    items.map((i) => i.productId),
    routing.defaultLocale,
    q,
    { drafts: true },
  );
  return items.map((i) => ({
    requestId: i.requestId,
    productId: i.productId,
    colorId: i.colorId,
    name: info.get(i.productId)?.name ?? i.ordered ?? i.productId,
    colorName: info.get(i.productId)?.colors[i.colorId]?.name ?? i.colorId,
    quantity: i.quantity,
  }));
}

/** Return requests newest first (optionally of one status), with their order, customer and lines, and the count per status. */
export async function listStaffReturns(filter: { status?: ReturnStatus; limit: number; id?: string }, q: Queryable = db()): Promise<StaffReturnPage> {
  const [rows, counts] = await readAll(q, [
    () =>
      q
        .select({
          id: r.id,
          number: r.number,
          status: r.status,
          reason: r.reason,
          comment: r.comment,
          createdAt: r.createdAt,
          updatedAt: r.updatedAt,
          orderId: o.id,
          orderNumber: o.number,
          orderStatus: o.status,
          customer: sql<string>`coalesce(${schema.users.name}, ${o.address}->>'recipient')`,
          email: sql<string>`coalesce(${schema.users.email}, ${o.email})`,
        })
        .from(r)
        .innerJoin(o, eq(o.id, r.orderId))
        .leftJoin(schema.users, eq(schema.users.id, o.userId))
        .where(and(filter.status ? eq(r.status, filter.status) : undefined, filter.id ? eq(r.id, filter.id) : undefined))
        .orderBy(desc(r.createdAt), desc(r.number))
        .limit(filter.limit),
    () =>
      q
        .select({ status: r.status, n: sql<number>`count(*)::int` })
        .from(r)
        .groupBy(r.status),
  ]);
  const items = await itemsOf(
    rows.map((row) => row.id),
    q,
  );
  return {
    items: rows.map((row): StaffReturn => ({
      id: row.id,
      number: row.number,
      status: row.status as ReturnStatus,
      reason: row.reason as ReturnReason,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      order: { id: row.orderId, number: row.orderNumber, status: row.orderStatus },
      customer: { name: row.customer, email: row.email },
      items: items.filter((i) => i.requestId === row.id).map(({ requestId: _id, ...item }) => item),
      next: NEXT_RETURN_STATUS[row.status as ReturnStatus] ?? [],
    })),
    counts: Object.fromEntries(counts.map((c) => [c.status, c.n])) as Partial<Record<ReturnStatus, number>>,
  };
}

/**
 * Staff approve or reject a return request, or record that an approved one was refunded (the
 * money moves outside the site: docs/payments.md). `updatedAt` is the version the member saw
 * (409 when it changed meanwhile or the move is not open from the current status); the change,
 * its audit entry and, for a decision, the buyer's mail in their language are one transaction
 * (the mail is delivered after the commit and stays in the outbox if that fails).
 */
export async function changeReturnStatus(
  actor: StaffSession,
  id: string,
  change: { status: ReturnStatus; updatedAt: string },
  ip: string,
): Promise<StaffReturn> {
  const { view, mailId } = await db().transaction(async (tx) => {
    const [row] = await tx.select().from(r).where(eq(r.id, id)).for('update');
    if (!row) throw notFound();
    assertVersion(row.updatedAt, change.updatedAt);
    const from = row.status as ReturnStatus;
    if (!NEXT_RETURN_STATUS[from]?.includes(change.status)) throw conflict('return_status');
    await tx.update(r).set({ status: change.status, updatedAt: new Date() }).where(eq(r.id, id));
    await recordAudit(tx, {
      actor: actor.staff,
      action: AUDIT_ACTION[change.status]!,
      targetType: 'return_request',
      targetId: id,
      before: { status: from },
      after: { status: change.status, order: row.orderId },
      ip,
    });
    const decided = change.status === 'approved' || change.status === 'rejected' ? change.status : null;
    const mailId = decided ? await queueReturnDecisionMail(tx, id, decided) : null;
    return { view: (await listStaffReturns({ id, limit: 1 }, tx)).items[0]!, mailId };
  });
  if (mailId) void deliver(mailId).catch((error: unknown) => log.error('return decision mail not delivered; it stays in the outbox', { id, mailId, error }));
  return view;
}
