import 'server-only';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { StaffCustomer, StaffCustomerRow } from '@/lib/types/staff';
import { db, schema } from '../db';
import { assertVersion, notFound } from '../http/errors';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';

const u = schema.users;
/** Creation time to the millisecond, the precision a cursor carries through JavaScript. */
const created = sql<Date>`date_trunc('milliseconds', ${u.createdAt})`;
const like = (q: string) => `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** Customers by email or name, newest first; `before` is `<ISO time>|<id>` of the last one of the page before. */
export async function searchCustomers(filter: {
  q?: string;
  before?: { at: Date; id: string };
  limit: number;
}): Promise<{ items: StaffCustomerRow[]; next: string | null }> {
  const q = filter.q?.trim();
  const where: (SQL | undefined)[] = [
    q ? or(ilike(u.email, like(q)), ilike(u.name, like(q))) : undefined,
    filter.before ? sql`(${created}, ${u.id}) < (${filter.before.at.toISOString()}::timestamptz, ${filter.before.id}::uuid)` : undefined,
  ];
  const rows = await db()
    .select({
      id: u.id,
      email: u.email,
      name: u.name,
      locale: u.locale,
      createdAt: u.createdAt,
      disabled: sql<boolean>`${u.disabledAt} is not null`,
      // The outer column written out: with one table in FROM, Drizzle leaves `${u.id}` unqualified,
      // and inside this subquery "id" meant orders.id (every count was 0).
      orderCount: sql<number>`(select count(*)::int from orders o where o.user_id = ${u}.id)`,
    })
    .from(u)
    .where(and(...where))
    .orderBy(desc(created), desc(u.id))
    .limit(filter.limit + 1);
  const items = rows.slice(0, filter.limit).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  const last = items.at(-1);
  return { items, next: rows.length > filter.limit && last ? `${last.createdAt}|${last.id}` : null };
}

/**
 * One customer as support sees them: profile, addresses, cards as brand and last 4 only (never
 * the provider token), orders. Never the password hash.
 */
export async function getCustomer(id: string): Promise<StaffCustomer> {
  const [user] = await db()
    .select({
      id: u.id,
      email: u.email,
      name: u.name,
      phone: u.phone,
      locale: u.locale,
      disabledAt: u.disabledAt,
      createdAt: u.createdAt,
      updatedAt: u.updatedAt,
    })
    .from(u)
    .where(eq(u.id, id));
  if (!user) throw notFound();
  const a = schema.addresses;
  const c = schema.cards;
  const o = schema.orders;
  const [addresses, cards, orders, sessions] = await Promise.all([
    db()
      .select({
        id: a.id,
        recipient: a.recipient,
        line1: a.line1,
        line2: a.line2,
        city: a.city,
        region: a.region,
        postalCode: a.postalCode,
        country: a.country,
        isDefault: a.isDefault,
      })
      .from(a)
      .where(eq(a.userId, id))
      .orderBy(desc(a.isDefault), asc(a.createdAt)),
    db()
      .select({ id: c.id, brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear, isDefault: c.isDefault })
      .from(c)
      .where(eq(c.userId, id))
      .orderBy(desc(c.isDefault), asc(c.createdAt)),
    db()
      .select({ id: o.id, number: o.number, status: o.status, totalCents: o.totalCents, currency: o.currency, createdAt: o.createdAt })
      .from(o)
      .where(eq(o.userId, id))
      .orderBy(desc(o.number)),
    db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, id)),
  ]);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    phone: user.phone,
    locale: user.locale,
    disabled: user.disabledAt !== null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    activeSessions: sessions[0]?.n ?? 0,
    addresses,
    cards,
    orders: orders.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

/**
 * An admin disables (or enables again) a customer account: sign-in then answers like a wrong
 * password, and every session ends at once. `updatedAt` is the version the admin saw. Audited.
 */
export async function setCustomerDisabled(actor: StaffSession, id: string, input: { disabled: boolean; updatedAt: string }, ip: string) {
  await db().transaction(async (tx) => {
    const [user] = await tx.select({ disabledAt: u.disabledAt, updatedAt: u.updatedAt }).from(u).where(eq(u.id, id)).for('update');
    if (!user) throw notFound();
    assertVersion(user.updatedAt, input.updatedAt);
    await tx
      .update(u)
      .set({ disabledAt: input.disabled ? new Date() : null, updatedAt: new Date() })
      .where(eq(u.id, id));
    if (input.disabled) await tx.delete(schema.sessions).where(eq(schema.sessions.userId, id));
    await recordAudit(tx, {
      actor: actor.staff,
      action: input.disabled ? 'customer.disable' : 'customer.enable',
      targetType: 'customer',
      targetId: id,
      before: { disabled: user.disabledAt !== null },
      after: { disabled: input.disabled },
      ip,
    });
  });
  return getCustomer(id);
}
