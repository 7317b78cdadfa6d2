import 'server-only';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { hashPassword, isCommonPassword, passwordLength, verifyDummyPassword, verifyPassword } from '../auth/password';
import { hashToken, isTokenShaped, newToken } from '../auth/tokens';
import { db, schema, type Queryable } from '../db';
import { STAFF_ROLES, type StaffRole } from '../db/schema';
import { STAFF_PASSWORD_MIN } from '@/lib/validations/staff';
import { HttpError, invalidFields, tooManyRequests, unauthorized } from '../http/errors';
import { consume, resetRateLimit, reward } from '../rate-limit';
import { recordAudit } from './audit';
import { enrolment, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStep } from './totp';

const MINUTE = 60_000;
/** Staff sessions are shorter than customers' (30 days): 12 hours in any case, 30 minutes idle. */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * MINUTE;
export const STAFF_SESSION_IDLE_MS = 30 * MINUTE;
/** Between the password and the second factor. */
export const STAFF_PENDING_MS = 10 * MINUTE;
/** Wrong codes one pending session may enter before it ends (then: the password again). */
export const MAX_FAILED_CODES = 5;
const TOUCH_EVERY_MS = MINUTE;

const LIMITS = {
  perIp: { max: 20, windowMs: 15 * MINUTE },
  perAccountIp: { max: 5, windowMs: 15 * MINUTE },
};

export { STAFF_ROLES, type StaffRole };

export interface StaffSession {
  sessionId: string;
  pending: boolean;
  staff: { id: string; email: string; name: string; role: StaffRole; enrolled: boolean };
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Why a staff password is refused, or null: at least 12 characters, not a common one. */
export function staffPasswordProblem(password: string): string | null {
  if (passwordLength(password) < STAFF_PASSWORD_MIN) return `at least ${STAFF_PASSWORD_MIN} characters`;
  if (isCommonPassword(password)) return 'not a common password';
  return null;
}

/** A staff account (the command line's `staff:add` and the admin's staff page). Email taken → 409. */
export async function createStaff(input: { email: string; name: string; role: StaffRole; password: string }, q: Queryable = db()): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await q
    .insert(schema.staff)
    .values({ email: input.email, name: input.name, role: input.role, passwordHash })
    .onConflictDoNothing({ target: schema.staff.email })
    .returning({ id: schema.staff.id });
  if (!row) throw new HttpError(409, 'email_taken', 'conflict');
  return row.id;
}

async function newSession(staffId: string, pending: boolean, client: ClientInfo, q: Queryable = db()): Promise<string> {
  const token = newToken();
  await q.insert(schema.staffSessions).values({
    staffId,
    tokenHash: hashToken(token),
    pending,
    expiresAt: new Date(Date.now() + (pending ? STAFF_PENDING_MS : STAFF_SESSION_ABSOLUTE_MS)),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/**
 * Step 1: email and password. Unknown email, disabled account and wrong password answer the same
 * 401 in about the same time; attempts are limited per address and per account + address. The
 * token returned opens a pending session that can only enrol or enter the second factor.
 */
export async function signInWithPassword(input: { email: string; password: string }, client: ClientInfo): Promise<{ token: string; enrolled: boolean }> {
  const ipKey = `staff-login:ip:${client.ip}`;
  const pairKey = `staff-login:pair:${client.ip}:${input.email.toLowerCase()}`;
  const [ip, pair] = await Promise.all([consume(ipKey, LIMITS.perIp), consume(pairKey, LIMITS.perAccountIp)]);
  if (!ip.ok || !pair.ok) throw tooManyRequests(Math.max(ip.retryAfter, pair.retryAfter));
  const [member] = await db().select().from(schema.staff).where(eq(schema.staff.email, input.email));
  const ok = member && !member.disabledAt ? await verifyPassword(input.password, member.passwordHash) : await verifyDummyPassword(input.password);
  if (!member || !ok) throw new HttpError(401, 'invalid_credentials', 'unauthorized');
  await Promise.all([resetRateLimit(pairKey, LIMITS.perAccountIp), reward(ipKey, LIMITS.perIp)]);
  return { token: await newSession(member.id, true, client), enrolled: member.totpEnrolledAt !== null };
}

/** The session of a staff token: null when unknown, expired, idle too long, or the account is disabled. */
export async function resolveStaffSession(token: string | null | undefined, via: 'session' | 'preview' = 'session'): Promise<StaffSession | null> {
  if (!isTokenShaped(token)) return null;
  const column = via === 'session' ? schema.staffSessions.tokenHash : schema.staffSessions.previewTokenHash;
  const now = new Date();
  const [row] = await db()
    .select({
      sessionId: schema.staffSessions.id,
      pending: schema.staffSessions.pending,
      lastSeenAt: schema.staffSessions.lastSeenAt,
      id: schema.staff.id,
      email: schema.staff.email,
      name: schema.staff.name,
      role: schema.staff.role,
      enrolledAt: schema.staff.totpEnrolledAt,
    })
    .from(schema.staffSessions)
    .innerJoin(schema.staff, eq(schema.staff.id, schema.staffSessions.staffId))
    .where(and(eq(column, hashToken(token)), gt(schema.staffSessions.expiresAt, now), isNull(schema.staff.disabledAt)));
  if (!row || (via === 'preview' && row.pending)) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (!row.pending && idle > STAFF_SESSION_IDLE_MS) {
    await db().delete(schema.staffSessions).where(eq(schema.staffSessions.id, row.sessionId));
    return null;
  }
  if (!row.pending && idle > TOUCH_EVERY_MS) {
    await db().update(schema.staffSessions).set({ lastSeenAt: now }).where(eq(schema.staffSessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    pending: row.pending,
    staff: { id: row.id, email: row.email, name: row.name, role: row.role, enrolled: row.enrolledAt !== null },
  };
}

/**
 * A token for the preview cookie of this (complete) session: the draft preview pages live outside
 * /api/admin, where the session cookie is never sent. It ends with the session. Returns it and
 * the time left, for the cookie's lifetime.
 */
export async function mintPreviewToken(session: StaffSession): Promise<{ token: string; maxAgeMs: number }> {
  const token = newToken();
  const [row] = await db()
    .update(schema.staffSessions)
    .set({ previewTokenHash: hashToken(token) })
    .where(eq(schema.staffSessions.id, session.sessionId))
    .returning({ expiresAt: schema.staffSessions.expiresAt });
  return { token, maxAgeMs: Math.max(0, (row?.expiresAt.getTime() ?? Date.now()) - Date.now()) };
}

/** Enrolment (first sign-in): the secret to scan. The same secret until a code confirms it. */
export async function beginEnrolment(session: StaffSession): Promise<{ secret: string; uri: string; qr: string }> {
  if (session.staff.enrolled) throw new HttpError(409, 'already_enrolled', 'conflict');
  const [current] = await db().select({ secret: schema.staff.totpSecret }).from(schema.staff).where(eq(schema.staff.id, session.staff.id));
  let secret = current?.secret ?? null;
  if (!secret) {
    secret = newTotpSecret();
    // Two tabs enrolling at once agree on one secret: only the first write lands.
    const [won] = await db()
      .update(schema.staff)
      .set({ totpSecret: secret })
      .where(and(eq(schema.staff.id, session.staff.id), isNull(schema.staff.totpSecret)))
      .returning({ secret: schema.staff.totpSecret });
    if (!won) return beginEnrolment(session);
  }
  return { secret, ...(await enrolment(secret, session.staff.email)) };
}

async function wrongCode(session: StaffSession, t: (key: 'fieldInvalid') => string, field: 'code' | 'recoveryCode'): Promise<never> {
  const [row] = await db()
    .update(schema.staffSessions)
    .set({ failedCodes: sql`${schema.staffSessions.failedCodes} + 1` })
    .where(eq(schema.staffSessions.id, session.sessionId))
    .returning({ failed: schema.staffSessions.failedCodes });
  if (!row || row.failed >= MAX_FAILED_CODES) {
    await db().delete(schema.staffSessions).where(eq(schema.staffSessions.id, session.sessionId));
    throw unauthorized();
  }
  throw invalidFields({ [field]: t('fieldInvalid') }, 'invalid_code');
}

/**
 * Step 2: a code from the app (enrolling confirms the secret and returns ten recovery codes, once)
 * or an unused recovery code. A code is accepted for its 30-second step once. Success ends the
 * pending session and opens a full one under a new token.
 */
export async function completeSecondFactor(
  session: StaffSession,
  input: { code?: string; recoveryCode?: string },
  client: ClientInfo,
  t: (key: 'fieldInvalid') => string,
): Promise<{ token: string; recoveryCodes?: string[] }> {
  if (!session.pending) throw new HttpError(409, 'already_signed_in', 'conflict');
  const id = session.staff.id;
  const [member] = await db().select().from(schema.staff).where(eq(schema.staff.id, id));
  if (!member?.totpSecret) throw new HttpError(409, 'not_enrolling', 'conflict');
  let recoveryCodes: string[] | undefined;
  let method: 'totp' | 'enrolment' | 'recovery_code';

  if (input.recoveryCode !== undefined) {
    if (!session.staff.enrolled) return wrongCode(session, t, 'recoveryCode');
    const [used] = await db()
      .update(schema.staffRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(schema.staffRecoveryCodes.staffId, id),
          eq(schema.staffRecoveryCodes.codeHash, hashRecoveryCode(input.recoveryCode)),
          isNull(schema.staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ staffId: schema.staffRecoveryCodes.staffId });
    if (!used) return wrongCode(session, t, 'recoveryCode');
    method = 'recovery_code';
  } else {
    const step = totpStep(member.totpSecret, member.email, input.code ?? '');
    if (step === null) return wrongCode(session, t, 'code');
    // Atomic: of two requests with the same code, one wins; a later code must be of a later step.
    const [accepted] = await db()
      .update(schema.staff)
      .set({ totpLastStep: step, ...(session.staff.enrolled ? {} : { totpEnrolledAt: new Date() }) })
      .where(and(eq(schema.staff.id, id), or(isNull(schema.staff.totpLastStep), lt(schema.staff.totpLastStep, step))))
      .returning({ id: schema.staff.id });
    if (!accepted) return wrongCode(session, t, 'code');
    method = session.staff.enrolled ? 'totp' : 'enrolment';
  }

  return db().transaction(async (tx) => {
    if (method === 'enrolment') {
      recoveryCodes = newRecoveryCodes();
      await tx.delete(schema.staffRecoveryCodes).where(eq(schema.staffRecoveryCodes.staffId, id));
      await tx.insert(schema.staffRecoveryCodes).values(recoveryCodes.map((code) => ({ staffId: id, codeHash: hashRecoveryCode(code) })));
    }
    await tx.delete(schema.staffSessions).where(eq(schema.staffSessions.id, session.sessionId));
    const token = await newSession(id, false, client, tx);
    await recordAudit(tx, { actor: session.staff, action: 'staff.sign_in', targetType: 'staff', targetId: id, after: { method }, ip: client.ip });
    return { token, ...(recoveryCodes ? { recoveryCodes } : {}) };
  });
}

export async function signOut(session: StaffSession): Promise<void> {
  await db().delete(schema.staffSessions).where(eq(schema.staffSessions.id, session.sessionId));
}

/** Ends every session of a staff member (disabled, role changed, password reset). */
export async function endStaffSessions(staffId: string, q: Queryable = db()): Promise<void> {
  await q.delete(schema.staffSessions).where(eq(schema.staffSessions.staffId, staffId));
}
