import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { passwordChangedMail } from './account-mails';
import { assertPasswordAllowed, clearLoginFailures } from './accounts';
import { hashPassword } from './auth/password';
import { revokeAllSessions } from './auth/session';
import { hashToken, newToken } from './auth/tokens';
import { db, schema } from './db';
import { invalidFields, tooManyRequests } from './http/errors';
import { translator } from './i18n';
import { escapeHtml } from './mail-html';
import { siteLink } from './site-link';
import { log } from './log';
import { deliver, enqueueMail, type Mail } from './mail';
import { rateLimit } from './rate-limit';

const MINUTE = 60_000;
export const RESET_TOKEN_TTL_MS = 60 * MINUTE;
/** Both branches of a reset request answer no sooner than this, so timing does not tell whether the account exists. */
const RESET_REQUEST_FLOOR_MS = 350;
export const RESET_LIMITS = {
  requestPerIp: { max: 10, windowMs: 15 * MINUTE },
  requestPerEmail: { max: 3, windowMs: 15 * MINUTE },
  confirmPerIp: { max: 20, windowMs: 15 * MINUTE },
} as const;

/** The link of the email, built from the configured site URL (never from the request's Host). */
export function resetLink(locale: Locale, token: string): string {
  return siteLink(locale, `/resetps?token=${encodeURIComponent(token)}`);
}

export function resetMail(to: string, name: string, locale: Locale, link: string): Mail {
  const t = translator(locale, 'Email');
  const brand = translator(locale, 'Metadata')('siteName');
  const lines = [t('resetGreeting', { name }), '', t('resetIntro', { brand }), '', link, '', t('resetExpiry'), t('resetIgnore'), '', t('signature', { brand })];
  const html =
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5;color:#1f2a44">` +
    `<p>${escapeHtml(t('resetGreeting', { name }))}</p><p>${escapeHtml(t('resetIntro', { brand }))}</p>` +
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1f2a44;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(t('resetButton'))}</a></p>` +
    `<p style="word-break:break-all"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
    `<p>${escapeHtml(t('resetExpiry'))}<br>${escapeHtml(t('resetIgnore'))}</p><p>${escapeHtml(t('signature', { brand }))}</p></body></html>`;
  return { to, kind: 'password-reset', subject: t('resetSubject', { brand }), text: `${lines.join('\n')}\n`, html };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until a reset request started at `started` has taken the floor time (plus jitter), so the
 * answer for a known address comes no sooner than for an unknown one. The staff reset uses it too.
 */
export async function holdResetAnswer(started: number): Promise<void> {
  const elapsed = Date.now() - started;
  if (elapsed < RESET_REQUEST_FLOOR_MS) await sleep(RESET_REQUEST_FLOOR_MS - elapsed + Math.random() * 50);
}

/**
 * Always the same answer (the caller replies 202). When the account exists: earlier unused links
 * are retired, a new single-use token is stored hashed with a 60-minute expiry, and an email in
 * the account's language is queued in the same transaction and delivered after the answer.
 */
export async function requestPasswordReset(email: string, ip: string): Promise<void> {
  const started = Date.now();
  const [ipLimit, emailLimit] = await Promise.all([
    rateLimit(`reset:ip:${ip}`, RESET_LIMITS.requestPerIp.max, RESET_LIMITS.requestPerIp.windowMs),
    rateLimit(`reset:email:${email.toLowerCase()}`, RESET_LIMITS.requestPerEmail.max, RESET_LIMITS.requestPerEmail.windowMs),
  ]);
  if (!ipLimit.ok || !emailLimit.ok) throw tooManyRequests(Math.max(ipLimit.retryAfter, emailLimit.retryAfter));

  const [user] = await db()
    .select({ id: schema.users.id, email: schema.users.email, name: schema.users.name, locale: schema.users.locale })
    .from(schema.users)
    .where(eq(schema.users.email, email));
  let mailId: string | undefined;
  if (user) {
    const token = newToken();
    const locale = isLocale(user.locale) ? user.locale : routing.defaultLocale;
    mailId = await db().transaction(async (tx) => {
      const now = new Date();
      await tx
        .update(schema.passwordResets)
        .set({ usedAt: now })
        .where(and(eq(schema.passwordResets.userId, user.id), isNull(schema.passwordResets.usedAt)));
      await tx.insert(schema.passwordResets).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
      return enqueueMail({ ...resetMail(user.email, user.name, locale, resetLink(locale, token)), secrets: [token] }, tx);
    });
  }
  // Delivery (SMTP round trips) happens after the answer; the outbox keeps the mail if it fails.
  if (mailId) {
    const id = mailId;
    void deliver(id).catch((error: unknown) => log.error('password reset mail delivery failed', { id, error }));
  }
  await holdResetAnswer(started);
}

/**
 * Whether a reset link can still set a password (unused, unexpired), so the page says at once
 * that a used link is used instead of taking a new password first. Limited per address as
 * confirmations are (a token is 256 random bits: the limit only keeps the endpoint cheap).
 */
export async function resetTokenUsable(token: string, ip: string): Promise<boolean> {
  const limit = await rateLimit(`reset-check:ip:${ip}`, RESET_LIMITS.confirmPerIp.max, RESET_LIMITS.confirmPerIp.windowMs);
  if (!limit.ok) throw tooManyRequests(limit.retryAfter);
  const [pending] = await db()
    .select({ id: schema.passwordResets.id })
    .from(schema.passwordResets)
    .where(and(eq(schema.passwordResets.tokenHash, hashToken(token)), isNull(schema.passwordResets.usedAt), gt(schema.passwordResets.expiresAt, new Date())));
  return Boolean(pending);
}

/**
 * Sets a new password with a reset token: valid once and before its expiry. Ends every session
 * of the user (no automatic sign-in) and clears the account's login failure counter.
 */
export async function confirmPasswordReset(token: string, password: string, ip: string, locale: Locale): Promise<void> {
  const limit = await rateLimit(`reset-confirm:ip:${ip}`, RESET_LIMITS.confirmPerIp.max, RESET_LIMITS.confirmPerIp.windowMs);
  if (!limit.ok) throw tooManyRequests(limit.retryAfter);
  const invalid = () => invalidFields({ token: translator(locale, 'Auth')('resetInvalid') }, 'invalid_token');

  const tokenHash = hashToken(token);
  const [pending] = await db()
    .select({ id: schema.passwordResets.id })
    .from(schema.passwordResets)
    .where(and(eq(schema.passwordResets.tokenHash, tokenHash), isNull(schema.passwordResets.usedAt), gt(schema.passwordResets.expiresAt, new Date())));
  if (!pending) throw invalid();
  assertPasswordAllowed(password, locale, 'password');
  const passwordHash = await hashPassword(password);

  const done = await db().transaction(async (tx) => {
    // The conditional update is the single-use guarantee: of two concurrent confirms, one wins.
    const [used] = await tx
      .update(schema.passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(schema.passwordResets.id, pending.id), isNull(schema.passwordResets.usedAt), gt(schema.passwordResets.expiresAt, new Date())))
      .returning({ userId: schema.passwordResets.userId });
    if (!used) throw invalid();
    const [user] = await tx
      .update(schema.users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(schema.users.id, used.userId))
      .returning({ email: schema.users.email, name: schema.users.name, locale: schema.users.locale });
    await revokeAllSessions(used.userId, undefined, tx);
    return { email: user!.email, mailId: await enqueueMail(passwordChangedMail(user!), tx) };
  });
  void deliver(done.mailId).catch((error: unknown) => log.error('password-changed notice failed', { error }));
  await clearLoginFailures(done.email);
}
