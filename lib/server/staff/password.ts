import 'server-only';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { passwordChangedMail } from '../account-mails';
import { assertPasswordAllowed, LIMITS } from '../accounts';
import { hashPassword, verifyPassword } from '../auth/password';
import { hashToken, newToken } from '../auth/tokens';
import { db, schema, type Queryable } from '../db';
import { invalidFields, tooManyRequests } from '../http/errors';
import { translator } from '../i18n';
import { log } from '../log';
import { deliver, enqueueMail } from '../mail';
import { holdResetAnswer, resetMail, RESET_LIMITS, RESET_TOKEN_TTL_MS } from '../password-reset';
import { rateLimit, resetRateLimit } from '../rate-limit';
import { siteBase } from '../site-link';
import { recordAudit } from './audit';
import { endStaffSessions, type StaffSession } from './auth';
import { clearPasswordAttempts } from './sign-in-limits';

/**
 * Staff passwords: a signed-in member changes theirs, a member who forgot it resets it by email.
 * The pieces are the customers' (limits, token lifetime, mails, the answer's time floor); the
 * tables, the page and the audit entries are the back office's. Neither touches the second
 * factor: after a reset the next sign-in still asks for the authenticator's code.
 */

interface RequestInfo {
  ip: string;
  locale: Locale;
}

/** The reset page, on the configured site (never the request's Host); the back office is not under a locale. */
const staffResetPage = () => `${siteBase()}/admin/reset-password`;
export const staffResetLink = (token: string) => `${staffResetPage()}?token=${encodeURIComponent(token)}`;

/**
 * The member as the mails address them, in the language of the request that caused the mail: the
 * member asked for it in the back office's language they use now (`staff.locale`, their language at
 * the last sign-in, serves the mails nobody asked for, such as the second-factor alert).
 */
const mailed = (member: { email: string; name: string }, locale: Locale) => ({ email: member.email, name: member.name, locale });

function sendAfterAnswer(mailId: string, what: string): void {
  void deliver(mailId).catch((error: unknown) => log.error(`${what} mail delivery failed`, { id: mailId, error }));
}

/**
 * Needs the current password (checks limited per member, as customers' are, so a stolen session
 * cannot guess it); ends every other session of the member and keeps this one; audited; the member
 * gets a mail saying so. Wrong current password → 422 on `currentPassword`, nothing changed.
 */
export async function changeOwnPassword(session: StaffSession, input: { currentPassword: string; newPassword: string }, req: RequestInfo): Promise<void> {
  const key = `staff-pwcheck:${session.staff.id}`;
  const limit = await rateLimit(key, LIMITS.passwordCheckPerUser.max, LIMITS.passwordCheckPerUser.windowMs);
  if (!limit.ok) throw tooManyRequests(limit.retryAfter);
  const [member] = await db().select({ passwordHash: schema.staff.passwordHash }).from(schema.staff).where(eq(schema.staff.id, session.staff.id));
  if (!member || !(await verifyPassword(input.currentPassword, member.passwordHash))) {
    throw invalidFields({ currentPassword: translator(req.locale, 'Profile')('currentPasswordWrong') }, 'wrong_password');
  }
  await resetRateLimit(key, LIMITS.passwordCheckPerUser);
  assertPasswordAllowed(input.newPassword, req.locale, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const mailId = await db().transaction(async (tx) => {
    // `updatedAt` stays: it is the version an admin's role or disable edit is checked against.
    await tx.update(schema.staff).set({ passwordHash }).where(eq(schema.staff.id, session.staff.id));
    await tx.delete(schema.staffSessions).where(and(eq(schema.staffSessions.staffId, session.staff.id), ne(schema.staffSessions.id, session.sessionId)));
    await recordAudit(tx, { actor: session.staff, action: 'staff.password_change', targetType: 'staff', targetId: session.staff.id, ip: req.ip });
    return enqueueMail(passwordChangedMail(mailed(session.staff, req.locale), staffResetPage()), tx);
  });
  sendAfterAnswer(mailId, 'staff password-changed');
}

/**
 * A new single-use reset link's token for a member, stored as its hash with the customers' lifetime
 * (an hour); their earlier unused links are retired. The caller mails the link in the same transaction.
 */
export async function issueStaffResetToken(tx: Queryable, staffId: string): Promise<string> {
  const token = newToken();
  const now = new Date();
  await tx
    .update(schema.staffPasswordResets)
    .set({ usedAt: now })
    .where(and(eq(schema.staffPasswordResets.staffId, staffId), isNull(schema.staffPasswordResets.usedAt)));
  await tx.insert(schema.staffPasswordResets).values({ staffId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
  return token;
}

/**
 * Always the same answer (the caller replies 202), limited like the customers' reset. For an
 * active member: a new reset link (`issueStaffResetToken`), the request audited and the mail
 * queued in one transaction.
 */
export async function requestStaffPasswordReset(email: string, req: RequestInfo): Promise<void> {
  const started = Date.now();
  const [ipLimit, emailLimit] = await Promise.all([
    rateLimit(`staff-reset:ip:${req.ip}`, RESET_LIMITS.requestPerIp.max, RESET_LIMITS.requestPerIp.windowMs),
    rateLimit(`staff-reset:email:${email.toLowerCase()}`, RESET_LIMITS.requestPerEmail.max, RESET_LIMITS.requestPerEmail.windowMs),
  ]);
  if (!ipLimit.ok || !emailLimit.ok) throw tooManyRequests(Math.max(ipLimit.retryAfter, emailLimit.retryAfter));

  const [member] = await db()
    .select({ id: schema.staff.id, email: schema.staff.email, name: schema.staff.name })
    .from(schema.staff)
    .where(and(eq(schema.staff.email, email), isNull(schema.staff.disabledAt)));
  if (member) {
    const mailId = await db().transaction(async (tx) => {
      const token = await issueStaffResetToken(tx, member.id);
      await recordAudit(tx, { actor: member, action: 'staff.password_reset_request', targetType: 'staff', targetId: member.id, ip: req.ip });
      // The token is one of the mail's secrets: sealed in the outbox, never stored readable (mail-secrets.ts).
      return enqueueMail({ ...resetMail(member.email, member.name, req.locale, staffResetLink(token)), secrets: [token] }, tx);
    });
    sendAfterAnswer(mailId, 'staff password reset');
  }
  await holdResetAnswer(started);
}

/**
 * Sets a new password with a reset token: once, before its expiry, for an account still active.
 * Ends every session of the member (no sign-in follows: the password and the authenticator's code
 * are asked as always), audited, and the member told by mail. Otherwise 422 on `token`.
 */
export async function confirmStaffPasswordReset(token: string, password: string, req: RequestInfo): Promise<void> {
  const limit = await rateLimit(`staff-reset-confirm:ip:${req.ip}`, RESET_LIMITS.confirmPerIp.max, RESET_LIMITS.confirmPerIp.windowMs);
  if (!limit.ok) throw tooManyRequests(limit.retryAfter);
  const invalid = () => invalidFields({ token: translator(req.locale, 'Auth')('resetInvalid') }, 'invalid_token');
  const usable = (id?: string) =>
    and(
      id ? eq(schema.staffPasswordResets.id, id) : eq(schema.staffPasswordResets.tokenHash, hashToken(token)),
      isNull(schema.staffPasswordResets.usedAt),
      gt(schema.staffPasswordResets.expiresAt, new Date()),
    );

  const [pending] = await db().select({ id: schema.staffPasswordResets.id }).from(schema.staffPasswordResets).where(usable());
  if (!pending) throw invalid();
  assertPasswordAllowed(password, req.locale, 'password');
  const passwordHash = await hashPassword(password);

  const reset = await db().transaction(async (tx) => {
    // The conditional update is the single-use guarantee: of two concurrent confirmations, one wins.
    const [used] = await tx
      .update(schema.staffPasswordResets)
      .set({ usedAt: new Date() })
      .where(usable(pending.id))
      .returning({ staffId: schema.staffPasswordResets.staffId });
    if (!used) throw invalid();
    const [member] = await tx
      .update(schema.staff)
      .set({ passwordHash })
      .where(and(eq(schema.staff.id, used.staffId), isNull(schema.staff.disabledAt)))
      .returning({ id: schema.staff.id, email: schema.staff.email, name: schema.staff.name });
    if (!member) throw invalid();
    await endStaffSessions(member.id, tx);
    await recordAudit(tx, { actor: member, action: 'staff.password_reset', targetType: 'staff', targetId: member.id, ip: req.ip });
    return { id: await enqueueMail(passwordChangedMail(mailed(member, req.locale), staffResetPage()), tx), email: member.email };
  });
  // The owner proved themselves by mail: wrong guesses before the reset no longer slow their sign-in.
  await clearPasswordAttempts(reset.email);
  sendAfterAnswer(reset.id, 'staff password-changed');
}
