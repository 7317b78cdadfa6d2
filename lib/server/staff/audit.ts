import 'server-only';
import type { AuditAction } from '@/lib/audit-actions';
import type { StaffAuditPage } from '@/lib/types/staff';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { db, schema, type Queryable } from '../db';

/** Actors that are not a signed-in staff member (their entries have no `staffId`). */
export const SYSTEM_ACTORS = {
  /** `npm run staff:add` on the server's command line. */
  staffAdd: 'cli:staff:add',
  /** The settlement of refunds the provider had not confirmed, when the member who decided one is gone. */
  refundSettlement: 'system:refund-settlement',
} as const;

export interface AuditEntry {
  /** A staff member, or a system actor (`id: null`, `email` one of SYSTEM_ACTORS). */
  actor: { id: string | null; email: string };
  /** `<area>.<verb>`, e.g. `staff.create`, `staff.sign_in`: one of AUDIT_ACTIONS (lib/audit-actions.ts). */
  action: AuditAction;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** One line of the audit log; pass the transaction of the change, so the entry commits with it. */
export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.insert(schema.auditLog).values({
    staffId: entry.actor.id,
    actor: entry.actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}

/** Newest first, `limit` at a time; `before` is the id of the last entry of the previous page. */
export async function listAudit(filter: { before?: number; limit: number; targetType?: string; targetId?: string; staffId?: string }): Promise<StaffAuditPage> {
  const where: (SQL | undefined)[] = [
    filter.before ? lt(schema.auditLog.id, filter.before) : undefined,
    filter.targetType ? eq(schema.auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(schema.auditLog.targetId, filter.targetId) : undefined,
    filter.staffId ? eq(schema.auditLog.staffId, filter.staffId) : undefined,
  ];
  const rows = await db()
    .select()
    .from(schema.auditLog)
    .where(and(...where))
    .orderBy(desc(schema.auditLog.id))
    .limit(filter.limit + 1);
  const items = rows.slice(0, filter.limit).map((r) => ({ ...r, at: r.at.toISOString() }));
  return { items, nextBefore: rows.length > filter.limit ? (items.at(-1)?.id ?? null) : null };
}
