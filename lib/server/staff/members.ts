import 'server-only';
import type { StaffMember } from '@/lib/types/staff';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { assertPasswordAllowed } from '../accounts';
import { db, schema } from '../db';
import { assertVersion, forbidden, notFound } from '../http/errors';
import { log } from '../log';
import { deliver, enqueueMail } from '../mail';
import { recordAudit } from './audit';
import { createStaff, endStaffSessions, type StaffRole, type StaffSession } from './auth';
import { issueStaffResetToken, staffResetLink } from './password';
import { factorResetMail, passwordResetByAdminMail } from './sign-in-mails';

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

/**
 * An admin resets another member's sign-in, for a lost phone or a password that may be known to
 * someone else. Either way the member's sessions end, the change is audited and the member gets a
 * mail in their language naming the admin, in the same transaction (the outbox).
 *
 * - `second_factor`: the authenticator's secret, its recovery codes and its failure counters go;
 *   the next sign-in asks for the password, then sets up an authenticator and new recovery codes.
 * - `password`: the password stops working at once (the stored hash is replaced by one no password
 *   matches) and the member is mailed a reset link (the lifetime of any reset link); the second
 *   factor stays. When the link has expired, the sign-in page's "Forgot your password?" sends another.
 *   The admin never sees or chooses the new password.
 *
 * `updatedAt` is the version the admin saw (409 when the account changed meanwhile); admins cannot
 * reset their own account here (403: their account page changes their password).
 */
export async function resetStaffSignIn(actor: StaffSession, id: string, input: { what: 'second_factor' | 'password'; updatedAt: string }, ip: string) {
  if (id === actor.staff.id) throw forbidden('own_account');
  const { member, mailId } = await db().transaction(async (tx) => {
    const [before] = await tx
      .select({ ...columns, locale: schema.staff.locale })
      .from(schema.staff)
      .where(eq(schema.staff.id, id))
      .for('update');
    if (!before) throw notFound();
    assertVersion(before.updatedAt, input.updatedAt);
    const now = new Date();
    let token: string | null = null;
    if (input.what === 'second_factor') {
      await tx
        .update(schema.staff)
        .set({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null, totpFailures: 0, totpRetryAt: null, totpLockedUntil: null, updatedAt: now })
        .where(eq(schema.staff.id, id));
      await tx.delete(schema.staffRecoveryCodes).where(eq(schema.staffRecoveryCodes.staffId, id));
    } else {
      // Not a hash verifyPassword() accepts (lib/server/auth/password.ts): no password signs in.
      await tx.update(schema.staff).set({ passwordHash: 'reset by an administrator', updatedAt: now }).where(eq(schema.staff.id, id));
      token = await issueStaffResetToken(tx, id);
    }
    await endStaffSessions(id, tx);
    await recordAudit(tx, {
      actor: actor.staff,
      action: token === null ? 'staff.second_factor_reset' : 'staff.password_reset_by_admin',
      targetType: 'staff',
      targetId: id,
      ip,
    });
    const by = actor.staff.name;
    const mailId = await enqueueMail(
      token === null
        ? factorResetMail(before, by)
        : // The token is one of the mail's secrets: sealed in the outbox, never stored readable (mail-secrets.ts).
          { ...passwordResetByAdminMail(before, by, staffResetLink(token)), secrets: [token] },
      tx,
    );
    const [after] = await tx.select(columns).from(schema.staff).where(eq(schema.staff.id, id));
    return { member: out(after!), mailId };
  });
  void deliver(mailId).catch((error: unknown) => log.error('staff sign-in reset mail delivery failed', { id: mailId, error }));
  return member;
}
