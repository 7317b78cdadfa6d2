import 'server-only';
import type { StaffMember } from '@/lib/types/staff';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { assertPasswordAllowed } from '../accounts';
import { db, schema } from '../db';
import { assertVersion, forbidden, notFound } from '../http/errors';
import { recordAudit } from './audit';
import { createStaff, endStaffSessions, type StaffRole, type StaffSession } from './auth';

const columns = {
  id: schema.staff.id,
  email: schema.staff.email,
  name: schema.staff.name,
  role: schema.staff.role,
  enrolled: sql<boolean>`${schema.staff.totpEnrolledAt} is not null`,
  disabled: sql<boolean>`${schema.staff.disabledAt} is not null`,
  createdAt: schema.staff.createdAt,
  updatedAt: schema.staff.updatedAt,
};

type Row = { createdAt: Date; updatedAt: Date } & Record<string, unknown>;
const out = <T extends Row>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

export async function listStaff(): Promise<StaffMember[]> {
  const rows = await db().select(columns).from(schema.staff).orderBy(asc(schema.staff.email));
  return rows.map(out);
}

/** An admin adds a staff member; they enrol their second factor at their first sign-in. */
export async function addStaff(
  actor: StaffSession,
  input: { email: string; name: string; role: StaffRole; password: string },
  req: { ip: string; locale: Locale },
) {
  assertPasswordAllowed(input.password, req.locale, 'password');
  return db().transaction(async (tx) => {
    const id = await createStaff(input, tx);
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'staff.create',
      targetType: 'staff',
      targetId: id,
      after: { email: input.email, name: input.name, role: input.role },
      ip: req.ip,
    });
    const [row] = await tx.select(columns).from(schema.staff).where(eq(schema.staff.id, id));
    return out(row!);
  });
}

/**
 * Change a role or disable/enable an account. `updatedAt` is the version the admin saw: a change
 * made meanwhile by someone else is a 409, not a silent overwrite. Disabling or a new role ends the
 * member's sessions at once. Admins cannot disable or demote themselves (the last admin stays).
 */
export async function updateStaff(actor: StaffSession, id: string, patch: { role?: StaffRole; disabled?: boolean; updatedAt: string }, ip: string) {
  if (id === actor.staff.id) throw forbidden('own_account');
  return db().transaction(async (tx) => {
    const [before] = await tx.select(columns).from(schema.staff).where(eq(schema.staff.id, id)).for('update');
    if (!before) throw notFound();
    assertVersion(before.updatedAt, patch.updatedAt);
    const now = new Date();
    await tx
      .update(schema.staff)
      .set({
        ...(patch.role ? { role: patch.role } : {}),
        ...(patch.disabled === undefined ? {} : { disabledAt: patch.disabled ? now : null }),
        updatedAt: now,
      })
      .where(and(eq(schema.staff.id, id)));
    const [after] = await tx.select(columns).from(schema.staff).where(eq(schema.staff.id, id));
    if (patch.disabled || (patch.role && patch.role !== before.role)) await endStaffSessions(id, tx);
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'staff.update',
      targetType: 'staff',
      targetId: id,
      before: { role: before.role, disabled: before.disabled },
      after: { role: after!.role, disabled: after!.disabled },
      ip,
    });
    return out(after!);
  });
}
