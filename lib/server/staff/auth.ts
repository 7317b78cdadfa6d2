import 'server-only';
import type { StaffEnrolment } from '@/lib/types/staff';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword, isCommonPassword, passwordLength, verifyDummyPassword, verifyPassword } from '../auth/password';
import { hashToken, isTokenShaped, newToken } from '../auth/tokens';
import { db, schema, type Db, type Queryable } from '../db';
import { STAFF_ROLES, type StaffRole } from '../db/schema';
import { STAFF_PASSWORD_MIN } from '@/lib/validations/staff';
import { HttpError, invalidFields, tooManyRequests, unauthorized } from '../http/errors';
import { deliverLater, enqueueMail } from '../mail';
import { consume, resetRateLimit, reward } from '../rate-limit';
import { recordAudit } from './audit';
import { hashRecoveryCode, openTotpSecret, recoveryCodeMatches, sealTotpSecret } from './secret-box';
import { afterWrongCode, clearPasswordAttempts, countPasswordAttempt, signInClock, TOTP_LOCK_MS } from './sign-in-limits';
import { secondFactorAlertMail } from './sign-in-mails';
import { enrolment, newRecoveryCodes, newTotpSecret, totpStep } from './totp';

const MINUTE = 60_000;
/** Staff sessions are shorter than customers' (30 days): 12 hours in any case, 30 minutes idle. */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * MINUTE;
export const STAFF_SESSION_IDLE_MS = 30 * MINUTE;
/** Between the password and the second factor. */
export const STAFF_PENDING_MS = 10 * MINUTE;
/** Refused codes one pending session may enter before it ends (then: the password again). */
export const MAX_FAILED_CODES = 5;
/** How long the enrolment secret shown last may be confirmed. */
export const ENROLMENT_SECRET_MS = 10 * MINUTE;
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
  /** The request's language: a successful sign-in keeps it as the member's, for mails about the account. */
  locale?: string;
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
    expiresAt: new Date(signInClock.now() + (pending ? STAFF_PENDING_MS : STAFF_SESSION_ABSOLUTE_MS)),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/**
 * Step 1: email and password. Unknown email, disabled account and wrong password answer the same
 * 401 in about the same time; attempts are limited per address, per account + address, and per
 * typed email across all addresses (`sign-in-limits.ts`: slowed down, then 429 for a bounded time).
 * The token returned opens a pending session that can only enrol or enter the second factor. A
 * correct password while the second factor is locked opens nothing (429 until the lock ends).
 */
export async function signInWithPassword(input: { email: string; password: string }, client: ClientInfo): Promise<{ token: string; enrolled: boolean }> {
  const email = input.email.toLowerCase();
  const ipKey = `staff-login:ip:${client.ip}`;
  const pairKey = `staff-login:pair:${client.ip}:${email}`;
  const [ip, pair] = await Promise.all([consume(ipKey, LIMITS.perIp), consume(pairKey, LIMITS.perAccountIp)]);
  if (!ip.ok || !pair.ok) throw tooManyRequests(Math.max(ip.retryAfter, pair.retryAfter));
  const attempt = await countPasswordAttempt(email);
  const [member] = await db().select().from(schema.staff).where(eq(schema.staff.email, email));
  if (!attempt.ok) {
    if (member) await recordSignInFailure(db(), member, { step: 'password', reason: 'password_slowed' }, client);
    throw tooManyRequests(attempt.retryAfterMs / 1000);
  }
  const ok = member && !member.disabledAt ? await verifyPassword(input.password, member.passwordHash) : await verifyDummyPassword(input.password);
  if (!member || !ok) {
    if (member) await recordSignInFailure(db(), member, { step: 'password', reason: 'wrong_password' }, client);
    throw new HttpError(401, 'invalid_credentials', 'unauthorized');
  }
  await Promise.all([clearPasswordAttempts(email), resetRateLimit(pairKey, LIMITS.perAccountIp), reward(ipKey, LIMITS.perIp)]);
  const lockedMs = (member.totpLockedUntil?.getTime() ?? 0) - signInClock.now();
  if (lockedMs > 0) {
    await recordSignInFailure(db(), member, { step: 'password', reason: 'second_factor_locked' }, client);
    throw tooManyRequests(lockedMs / 1000);
  }
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

/**
 * Enrolment (first sign-in): a new secret to scan at each display, bound to this pending sign-in
 * and good for ENROLMENT_SECRET_MS; only the last one shown can be confirmed. It reaches the staff
 * row only when a code confirms it, so a secret seen over a shoulder is of no use later.
 */
export async function beginEnrolment(session: StaffSession): Promise<StaffEnrolment> {
  if (session.staff.enrolled) throw new HttpError(409, 'already_enrolled', 'conflict');
  const secret = newTotpSecret();
  const [shown] = await db()
    .update(schema.staffSessions)
    .set({ enrolSecret: sealTotpSecret(secret), enrolExpiresAt: new Date(signInClock.now() + ENROLMENT_SECRET_MS) })
    .where(and(eq(schema.staffSessions.id, session.sessionId), eq(schema.staffSessions.pending, true)))
    .returning({ id: schema.staffSessions.id });
  if (!shown) throw unauthorized();
  return { secret, ...(await enrolment(secret, session.staff.email)) };
}

type Member = typeof schema.staff.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One failed staff sign-in in the audit log, under the account it was for. */
function recordSignInFailure(q: Queryable, member: Pick<Member, 'id' | 'email'>, detail: Record<string, string | number | boolean>, client: ClientInfo) {
  return recordAudit(q, { actor: member, action: 'staff.sign_in_failed', targetType: 'staff', targetId: member.id, after: detail, ip: client.ip });
}

/** The step of a correct, not yet used code of `sealed`'s secret, or null. */
function acceptedStep(member: Member, sealed: string | null, code: string | undefined, now: number): number | null {
  if (!sealed || code === undefined) return null;
  const step = totpStep(openTotpSecret(sealed).secret, member.email, code, now);
  return step !== null && (member.totpLastStep === null || member.totpLastStep < step) ? step : null;
}

/** Marks `code` used when it is one of the member's unused recovery codes (the caller holds the member's row). */
async function useRecoveryCode(tx: Tx, staffId: string, code: string): Promise<boolean> {
  const unused = await tx
    .select({ codeHash: schema.staffRecoveryCodes.codeHash })
    .from(schema.staffRecoveryCodes)
    .where(and(eq(schema.staffRecoveryCodes.staffId, staffId), isNull(schema.staffRecoveryCodes.usedAt)));
  const match = unused.find((row) => recoveryCodeMatches(code, row.codeHash));
  if (!match) return false;
  await tx
    .update(schema.staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(schema.staffRecoveryCodes.staffId, staffId), eq(schema.staffRecoveryCodes.codeHash, match.codeHash)));
  return true;
}

type Outcome =
  | { kind: 'signed-in'; token: string; recoveryCodes?: string[] }
  | { kind: 'ended' | 'not-enrolling' | 'too-many' }
  | { kind: 'wrong'; field: 'code' | 'recoveryCode' }
  | { kind: 'wait'; retryAfterMs: number };

/**
 * Step 2: a code from the app (enrolling confirms the secret shown last and returns ten recovery
 * codes, once) or an unused recovery code. A code is accepted for its 30-second step once. Success
 * ends the pending session and opens a full one under a new token.
 *
 * One transaction per attempt holds the member's row and the pending session's row: attempts on
 * one account (from any sign-in or instance) are checked one after another, so concurrent codes
 * cannot pass a limit all at once. Every refused attempt counts against the pending session (it
 * ends at MAX_FAILED_CODES) and every wrong code against the account (slowdown, then a lock of the
 * second factor, and a mail to the member: `sign-in-limits.ts`); each is in the audit log.
 */
export async function completeSecondFactor(
  session: StaffSession,
  input: { code?: string; recoveryCode?: string },
  client: ClientInfo,
  t: (key: 'fieldInvalid') => string,
): Promise<{ token: string; recoveryCodes?: string[] }> {
  if (!session.pending) throw new HttpError(409, 'already_signed_in', 'conflict');
  const now = signInClock.now();
  const mails: string[] = [];
  const outcome = await db().transaction(async (tx): Promise<Outcome> => {
    // Always the member's row first, then the session's (as changes to a member that end their sessions do).
    const [member] = await tx.select().from(schema.staff).where(eq(schema.staff.id, session.staff.id)).for('no key update');
    const [pending] = await tx
      .select()
      .from(schema.staffSessions)
      .where(and(eq(schema.staffSessions.id, session.sessionId), eq(schema.staffSessions.pending, true)))
      .for('update');
    if (!member || member.disabledAt || !pending || pending.expiresAt.getTime() <= now) return { kind: 'ended' };
    const endPending = () => tx.delete(schema.staffSessions).where(eq(schema.staffSessions.id, pending.id));
    const refusal = { step: 'code', method: input.recoveryCode !== undefined ? 'recovery_code' : 'code' } as const;

    const lockedMs = (member.totpLockedUntil?.getTime() ?? 0) - now;
    if (lockedMs > 0) {
      // Nothing can succeed in this pending sign-in while locked: it ends, and no code is checked.
      await endPending();
      await recordSignInFailure(tx, member, { ...refusal, reason: 'locked' }, client);
      return { kind: 'wait', retryAfterMs: lockedMs };
    }
    const attempts = pending.failedCodes + 1;
    const sessionSpent = attempts >= MAX_FAILED_CODES;
    const countAttempt = () =>
      sessionSpent ? endPending() : tx.update(schema.staffSessions).set({ failedCodes: attempts }).where(eq(schema.staffSessions.id, pending.id));

    const waitMs = (member.totpRetryAt?.getTime() ?? 0) - now;
    if (waitMs > 0) {
      await countAttempt();
      await recordSignInFailure(tx, member, { ...refusal, reason: 'slowed' }, client);
      return sessionSpent ? { kind: 'too-many' } : { kind: 'wait', retryAfterMs: waitMs };
    }

    const enrolling = member.totpEnrolledAt === null;
    let step: number | null = null;
    let usedRecoveryCode = false;
    if (enrolling) {
      const shown = pending.enrolSecret && pending.enrolExpiresAt && pending.enrolExpiresAt.getTime() > now ? pending.enrolSecret : null;
      if (!shown && input.recoveryCode === undefined) return { kind: 'not-enrolling' };
      step = acceptedStep(member, shown, input.code, now);
    } else if (input.recoveryCode !== undefined) {
      usedRecoveryCode = await useRecoveryCode(tx, member.id, input.recoveryCode);
    } else {
      step = acceptedStep(member, member.totpSecret, input.code, now);
    }

    if (step === null && !usedRecoveryCode) {
      const failures = member.totpFailures + 1;
      const effect = afterWrongCode(failures, now);
      await tx
        .update(schema.staff)
        .set({ totpFailures: failures, totpRetryAt: effect.retryAt, totpLockedUntil: effect.lockedUntil })
        .where(eq(schema.staff.id, member.id));
      // Locked: nothing more can succeed in this pending sign-in.
      if (effect.lockedUntil) await endPending();
      else await countAttempt();
      await recordSignInFailure(
        tx,
        member,
        { ...refusal, reason: input.recoveryCode !== undefined ? 'wrong_recovery_code' : 'wrong_code', failures, locked: effect.lockedUntil !== null },
        client,
      );
      if (effect.alert) mails.push(await enqueueMail(secondFactorAlertMail(member, failures), tx));
      if (effect.lockedUntil) return { kind: 'wait', retryAfterMs: TOTP_LOCK_MS };
      return sessionSpent ? { kind: 'too-many' } : { kind: 'wrong', field: input.recoveryCode !== undefined ? 'recoveryCode' : 'code' };
    }

    const method = usedRecoveryCode ? 'recovery_code' : enrolling ? 'enrolment' : 'totp';
    const plainSecret = !enrolling && member.totpSecret !== null && openTotpSecret(member.totpSecret).plain;
    await tx
      .update(schema.staff)
      .set({
        totpFailures: 0,
        totpRetryAt: null,
        totpLockedUntil: null,
        ...(client.locale ? { locale: client.locale } : {}),
        ...(step !== null ? { totpLastStep: step } : {}),
        // Confirmed: the secret shown to this pending sign-in becomes the member's (still sealed).
        ...(enrolling ? { totpSecret: pending.enrolSecret, totpEnrolledAt: new Date(now) } : {}),
        // Written before secrets were sealed: sealed on this read.
        ...(plainSecret ? { totpSecret: sealTotpSecret(openTotpSecret(member.totpSecret!).secret) } : {}),
      })
      .where(eq(schema.staff.id, member.id));
    let recoveryCodes: string[] | undefined;
    if (enrolling) {
      recoveryCodes = newRecoveryCodes();
      await tx.delete(schema.staffRecoveryCodes).where(eq(schema.staffRecoveryCodes.staffId, member.id));
      await tx.insert(schema.staffRecoveryCodes).values(recoveryCodes.map((code) => ({ staffId: member.id, codeHash: hashRecoveryCode(code) })));
    }
    await endPending();
    const token = await newSession(member.id, false, client, tx);
    await recordAudit(tx, { actor: session.staff, action: 'staff.sign_in', targetType: 'staff', targetId: member.id, after: { method }, ip: client.ip });
    return { kind: 'signed-in', token, ...(recoveryCodes ? { recoveryCodes } : {}) };
  });
  deliverLater(mails);

  switch (outcome.kind) {
    case 'signed-in':
      return { token: outcome.token, ...(outcome.recoveryCodes ? { recoveryCodes: outcome.recoveryCodes } : {}) };
    case 'ended':
      throw unauthorized();
    case 'too-many':
      // The pending sign-in is over: the password again (the client starts over on any 401).
      throw new HttpError(401, 'too_many_codes', 'unauthorized');
    case 'not-enrolling':
      throw new HttpError(409, 'not_enrolling', 'conflict');
    case 'wrong':
      throw invalidFields({ [outcome.field]: t('fieldInvalid') }, 'invalid_code');
    case 'wait':
      throw tooManyRequests(outcome.retryAfterMs / 1000);
  }
}

/** Ends this session; the audit log keeps who signed out, when and from where. */
export async function signOut(session: StaffSession, client: Pick<ClientInfo, 'ip'>): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.delete(schema.staffSessions).where(eq(schema.staffSessions.id, session.sessionId));
    await recordAudit(tx, { actor: session.staff, action: 'staff.sign_out', targetType: 'staff', targetId: session.staff.id, ip: client.ip });
  });
}

/** Ends every session of a staff member (disabled, role changed, password reset). */
export async function endStaffSessions(staffId: string, q: Queryable = db()): Promise<void> {
  await q.delete(schema.staffSessions).where(eq(schema.staffSessions.staffId, staffId));
}
