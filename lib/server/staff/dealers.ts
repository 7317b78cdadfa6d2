import 'server-only';
import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { StaffDealerApplication, StaffDealerPage } from '@/lib/types/staff';
import { db, schema } from '../db';
import type { DealerStatus } from '../db/schema';
import { assertVersion, notFound } from '../http/errors';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';

const a = schema.dealerApplications;

const columns = {
  id: a.id,
  company: a.company,
  country: a.country,
  contactName: a.contactName,
  email: a.email,
  phone: a.phone,
  companyWebsite: a.companyWebsite,
  channels: a.channels,
  volume: a.volume,
  message: a.message,
  locale: a.locale,
  status: a.status,
  note: a.note,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
};
type Row = Omit<typeof a.$inferSelect, 'ipHash' | 'idempotencyKey' | 'requestHash'>;
const iso = (row: Row): StaffDealerApplication => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });
export type DealerApplication = StaffDealerApplication;

/**
 * Applications newest first, `limit` at a time, by status, country and reference; `before` is the cursor of
 * the last application of the page before. `counts` are per status over every country.
 */
export async function listDealerApplications(filter: {
  status?: DealerStatus;
  country?: string;
  /** The mailed reference, lower case: the first eight hex digits of the id. */
  reference?: string;
  before?: { at: Date; id: string };
  limit: number;
}): Promise<StaffDealerPage> {
  const where: (SQL | undefined)[] = [
    filter.status ? eq(a.status, filter.status) : undefined,
    filter.country ? eq(a.country, filter.country) : undefined,
    filter.reference ? sql`${a.id}::text like ${`${filter.reference}%`}` : undefined,
    filter.before ? or(lt(a.createdAt, filter.before.at), and(eq(a.createdAt, filter.before.at), lt(a.id, filter.before.id))) : undefined,
  ];
  const [rows, counts] = await Promise.all([
    db()
      .select(columns)
      .from(a)
      .where(and(...where))
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(filter.limit + 1),
    db()
      .select({ status: a.status, n: sql<number>`count(*)::int` })
      .from(a)
      .groupBy(a.status),
  ]);
  const items = rows.slice(0, filter.limit).map(iso);
  const last = items.at(-1);
  return {
    items,
    counts: Object.fromEntries(counts.map((c) => [c.status, c.n])) as Partial<Record<DealerStatus, number>>,
    next: rows.length > filter.limit && last ? `${last.createdAt}|${last.id}` : null,
  };
}

/** Status and note over the version the member saw (409 when it moved meanwhile); audited. */
export async function updateDealerApplication(actor: StaffSession, id: string, patch: { status?: DealerStatus; note?: string; updatedAt: string }, ip: string) {
  return db().transaction(async (tx) => {
    const [before] = await tx.select(columns).from(a).where(eq(a.id, id)).for('update');
    if (!before) throw notFound();
    assertVersion(before.updatedAt, patch.updatedAt);
    const change = { ...(patch.status ? { status: patch.status } : {}), ...(patch.note !== undefined ? { note: patch.note } : {}) };
    const [after] = await tx
      .update(a)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(a.id, id))
      .returning(columns);
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'dealer.update',
      targetType: 'dealer_application',
      targetId: id,
      before: { status: before.status, note: before.note },
      after: { status: after!.status, note: after!.note },
      ip,
    });
    return iso(after!);
  });
}
