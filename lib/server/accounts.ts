import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import type { AuthResult, PublicUser } from '@/lib/types/account';
import type { MessageAnswer } from '@/lib/types/api';
import { hashPassword, isCommonPassword, verifyDummyPassword, verifyPassword } from './auth/password';
import { createSession, revokeAllSessions, revokeSession, type SessionUser } from './auth/session';
import { db, schema } from './db';
import { HttpError, invalidFields, tooManyRequests } from './http/errors';
import { translator } from './i18n';
import { siteLink } from './site-link';
import { consume, consumed, rateLimit, resetRateLimit, reward } from './rate-limit';
import { avatarUrl, removeAvatarFile } from './avatars';
import { emailChangedMail, passwordChangedMail, welcomeMail } from './account-mails';
import { enqueueMail, deliver, type Mail } from './mail';
import { log } from './log';

const MINUTE = 60_000;
export const LIMITS = {
  /** Attempts on one account from one address: the hard limit (OWASP: per account + address). */
  loginPerAccountIp: { max: 5, windowMs: 15 * MINUTE },
  /** Attempts from one address on any account (successes are given back). */
  loginPerIp: { max: 20, windowMs: 15 * MINUTE },
  /** Failures on one account from every address: counted only to slow attempts down, never to refuse them. */
  loginAccountFailures: { max: 1_000_000, windowMs: 15 * MINUTE },
  /** Generous enough for a household or office behind one address, tight enough to stop bulk sign-ups. */
  registerPerIp: { max: 30, windowMs: 60 * MINUTE },
  /** Checks of the current password by a signed-in user (change password / email). */
  passwordCheckPerUser: { max: 5, windowMs: 15 * MINUTE },
} as const;

/**
 * The per-account slowdown: once an account has more than `freeFailures` failed logins in the
 * window, every attempt on it waits `baseMs` × 2^(failures − freeFailures − 1), at most `maxMs`,
 * before its password is checked. The owner's correct password still passes after that wait.
 */
export const LOGIN_SLOWDOWN = { freeFailures: 5, baseMs: 250, maxMs: 4_000 };

export function loginDelayMs(failures: number): number {
  if (failures <= LOGIN_SLOWDOWN.freeFailures) return 0;
  return Math.min(LOGIN_SLOWDOWN.maxMs, LOGIN_SLOWDOWN.baseMs * 2 ** (failures - LOGIN_SLOWDOWN.freeFailures - 1));
}

const loginAccountKey = (email: string) => `login:acct:${email.toLowerCase()}`;
const loginPairKey = (email: string, ip: string) => `login:pair:${ip}:${email.toLowerCase()}`;
const loginIpKey = (ip: string) => `login:ip:${ip}`;

/** After a password reset the account starts again without slowdown. */
export async function clearLoginFailures(email: string): Promise<void> {
  await resetRateLimit(loginAccountKey(email), LIMITS.loginAccountFailures);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RequestInfo {
  ip: string;
  userAgent: string | null;
  locale: Locale;
}

type UserRow = typeof schema.users.$inferSelect;

export function publicUser(user: Pick<UserRow, 'id' | 'email' | 'name' | 'phone' | 'locale' | 'avatar'>): PublicUser {
  return { id: user.id, email: user.email, name: user.name, phone: user.phone, locale: user.locale, avatarUrl: avatarUrl(user.avatar) };
}

/** The common-password rule, which needs the server-side list; the length rules live in the zod schema. */
export function assertPasswordAllowed(password: string, locale: Locale, field: string): void {
  if (isCommonPassword(password)) throw invalidFields({ [field]: translator(locale, 'Auth')('passwordCommon') }, 'password_too_common');
}

async function limit(key: string, rule: { max: number; windowMs: number }): Promise<number> {
  const result = await rateLimit(key, rule.max, rule.windowMs);
  return result.ok ? 0 : result.retryAfter;
}

function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function registerAttemptMail(owner: Pick<UserRow, 'email' | 'locale'>): Mail {
  const locale = isLocale(owner.locale) ? owner.locale : routing.defaultLocale;
  const t = translator(locale, 'Email');
  const brand = translator(locale, 'Metadata')('siteName');
  const body = t('registerAttemptBody', { brand, login: siteLink(locale, '/login'), reset: siteLink(locale, '/resetpassword') });
  return { to: owner.email, kind: 'register-attempt', subject: t('registerAttemptSubject', { brand }), text: `${body}\n\n${t('signature', { brand })}\n` };
}

/**
 * 202 `{message}` whether the email was free or taken, in about the same time (the password is
 * hashed and one row written either way), so registration tells nobody who has an account. A
 * free email gets the account (the client then signs in with the same credentials); a taken one
 * gets nothing new, and its owner an email in the account's language.
 */
export async function register(input: { email: string; password: string; name: string }, req: RequestInfo): Promise<MessageAnswer> {
  const wait = await limit(`register:ip:${req.ip}`, LIMITS.registerPerIp);
  if (wait) throw tooManyRequests(wait);
  assertPasswordAllowed(input.password, req.locale, 'password');
  const passwordHash = await hashPassword(input.password);
  const mailId = await db().transaction(async (tx) => {
    const [user] = await tx
      .insert(schema.users)
      .values({ email: input.email, name: input.name, passwordHash, locale: req.locale })
      .onConflictDoNothing({ target: schema.users.email })
      .returning({ id: schema.users.id });
    if (user) return enqueueMail(welcomeMail({ email: input.email, name: input.name, locale: req.locale }), tx);
    const [owner] = await tx.select({ email: schema.users.email, locale: schema.users.locale }).from(schema.users).where(eq(schema.users.email, input.email));
    return owner ? enqueueMail(registerAttemptMail(owner), tx) : undefined;
  });
  // Either way one mail: a welcome to a new account, or a notice to the owner of a taken address.
  if (mailId) void deliver(mailId).catch((error: unknown) => log.error('registration mail failed', { error }));
  return { message: translator(req.locale, 'Auth')('registerAccepted') };
}

/**
 * Unknown email and wrong password answer the same 401 in about the same time (a dummy scrypt
 * verify for unknown emails). Every attempt is counted before its password is checked, per
 * address and per account + address (atomic consume, so a concurrent burst cannot slip past the
 * limit); over either limit it gets 429 with Retry-After. Failures per account only slow further
 * attempts down (LOGIN_SLOWDOWN), so nobody can lock an owner out from another address.
 */
export async function login(input: { email: string; password: string }, req: RequestInfo): Promise<AuthResult> {
  const ipKey = loginIpKey(req.ip);
  const pairKey = loginPairKey(input.email, req.ip);
  const accountKey = loginAccountKey(input.email);
  const [ip, pair, failures] = await Promise.all([
    consume(ipKey, LIMITS.loginPerIp),
    consume(pairKey, LIMITS.loginPerAccountIp),
    consumed(accountKey, LIMITS.loginAccountFailures),
  ]);
  if (!ip.ok || !pair.ok) throw tooManyRequests(Math.max(ip.retryAfter, pair.retryAfter));
  const delay = loginDelayMs(failures);
  if (delay) await sleep(delay);
  const [user] = await db().select().from(schema.users).where(eq(schema.users.email, input.email));
  // A disabled account answers like a wrong password, in the same time.
  const ok = user && !user.disabledAt ? await verifyPassword(input.password, user.passwordHash) : await verifyDummyPassword(input.password);
  if (!user || !ok) {
    await consume(accountKey, LIMITS.loginAccountFailures);
    throw new HttpError(401, 'invalid_credentials', 'unauthorized');
  }
  await Promise.all([
    resetRateLimit(pairKey, LIMITS.loginPerAccountIp),
    resetRateLimit(accountKey, LIMITS.loginAccountFailures),
    reward(ipKey, LIMITS.loginPerIp),
  ]);
  // The session only for an account still enabled, with its row share-locked: an admin disabling
  // it meanwhile (row locked for update, sessions deleted) either waits for this sign-in, then
  // deletes its session too, or has finished, and this sign-in is refused like a wrong password.
  const token = await db().transaction(async (tx) => {
    const [active] = await tx
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(and(eq(schema.users.id, user.id), isNull(schema.users.disabledAt)))
      .for('share');
    return active ? createSession(user.id, req.userAgent, tx) : null;
  });
  if (!token) throw new HttpError(401, 'invalid_credentials', 'unauthorized');
  return { token, user: publicUser(user) };
}

export async function logout(user: SessionUser): Promise<void> {
  await revokeSession(user.sessionId);
}

export async function logoutEverywhere(user: SessionUser): Promise<void> {
  await revokeAllSessions(user.id);
}

export async function getProfile(user: SessionUser): Promise<PublicUser> {
  return publicUser(user);
}

/** Only name, phone and locale can change here (the zod schema already dropped every other key). */
export async function updateProfile(user: SessionUser, patch: { name?: string; phone?: string; locale?: Locale }): Promise<PublicUser> {
  const values: Partial<Pick<UserRow, 'name' | 'phone' | 'locale' | 'updatedAt'>> = { updatedAt: new Date() };
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.phone !== undefined) values.phone = patch.phone === '' ? null : patch.phone;
  if (patch.locale !== undefined && isLocale(patch.locale)) values.locale = patch.locale;
  const [row] = await db().update(schema.users).set(values).where(eq(schema.users.id, user.id)).returning();
  if (!row) throw new HttpError(404, 'not_found', 'notFound');
  return publicUser(row);
}

/** Verifies the signed-in user's password, rate limited so a stolen session cannot guess it. */
async function checkOwnPassword(user: SessionUser, password: string, locale: Locale, field: string): Promise<UserRow> {
  const wait = await limit(`pwcheck:${user.id}`, LIMITS.passwordCheckPerUser);
  if (wait) throw tooManyRequests(wait);
  const [row] = await db().select().from(schema.users).where(eq(schema.users.id, user.id));
  if (!row || !(await verifyPassword(password, row.passwordHash))) {
    throw invalidFields({ [field]: translator(locale, 'Profile')('currentPasswordWrong') }, 'wrong_password');
  }
  await resetRateLimit(`pwcheck:${user.id}`, LIMITS.passwordCheckPerUser);
  return row;
}

/** Needs the current password; ends every other session and keeps this one; the owner gets a mail about it. */
export async function changePassword(user: SessionUser, input: { currentPassword: string; newPassword: string }, locale: Locale): Promise<void> {
  await checkOwnPassword(user, input.currentPassword, locale, 'currentPassword');
  assertPasswordAllowed(input.newPassword, locale, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const mailId = await db().transaction(async (tx) => {
    await tx.update(schema.users).set({ passwordHash, updatedAt: new Date() }).where(eq(schema.users.id, user.id));
    await revokeAllSessions(user.id, user.sessionId, tx);
    return enqueueMail(passwordChangedMail(user), tx);
  });
  void deliver(mailId).catch((error: unknown) => log.error('password-changed notice failed', { error }));
}

const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000;

/**
 * The confirmation token of an email change: the change itself (user, current and new address,
 * expiry) signed with the account's password hash. No table: the token stops working once it is
 * used (the current address no longer matches), when it expires, and when the password changes.
 */
function emailChangeMac(row: Pick<UserRow, 'id' | 'email' | 'passwordHash'>, next: string, expires: number): Buffer {
  return createHmac('sha256', row.passwordHash).update(`${row.id}\n${row.email.toLowerCase()}\n${next}\n${expires}`).digest();
}

function emailChangeToken(row: Pick<UserRow, 'id' | 'email' | 'passwordHash'>, next: string): string {
  const expires = Date.now() + EMAIL_CHANGE_TTL_MS;
  const claim = Buffer.from(JSON.stringify({ e: next, x: expires })).toString('base64url');
  return `${claim}.${emailChangeMac(row, next, expires).toString('base64url')}`;
}

function emailMail(locale: Locale, to: string, kind: string, key: 'emailConfirm' | 'emailTaken', values: Record<string, string>): Mail {
  const t = translator(locale, 'Email');
  const brand = translator(locale, 'Metadata')('siteName');
  const body = t(`${key}Body`, { brand, ...values });
  return { to, kind, subject: t(`${key}Subject`, { brand }), text: `${body}\n\n${t('signature', { brand })}\n` };
}

/**
 * Needs the password, then answers the same 202 `{message}` whether the new address is free or
 * taken: a free one gets a confirmation link (the change happens when it is opened, signed in as
 * this user), a taken one's owner is told someone tried to use it. Nothing tells the requester which.
 */
export async function changeEmail(user: SessionUser, input: { email: string; password: string }, locale: Locale): Promise<MessageAnswer> {
  const row = await checkOwnPassword(user, input.password, locale, 'password');
  const message = translator(locale, 'Profile')('emailConfirmSent', { email: input.email });
  if (row.email.toLowerCase() === input.email) return { message };
  const [owner] = await db().select({ email: schema.users.email, locale: schema.users.locale }).from(schema.users).where(eq(schema.users.email, input.email));
  const mailLocale = isLocale(row.locale) ? row.locale : routing.defaultLocale;
  const token = emailChangeToken(row, input.email);
  const mail: Mail = owner
    ? emailMail(isLocale(owner.locale) ? owner.locale : routing.defaultLocale, owner.email, 'email-change-attempt', 'emailTaken', {
        login: siteLink(isLocale(owner.locale) ? owner.locale : routing.defaultLocale, '/login'),
        reset: siteLink(isLocale(owner.locale) ? owner.locale : routing.defaultLocale, '/resetpassword'),
      })
    : {
        ...emailMail(mailLocale, input.email, 'email-change-confirm', 'emailConfirm', {
          link: siteLink(mailLocale, `/userinfo?emailToken=${encodeURIComponent(token)}`),
        }),
        secrets: [token],
      };
  const mailId = await enqueueMail(mail);
  void deliver(mailId).catch((error: unknown) => log.error('email-change mail failed', { error }));
  return { message };
}

/** Applies a confirmed email change for the signed-in user who asked for it. The old address is told. */
export async function confirmEmailChange(user: SessionUser, token: string, locale: Locale): Promise<PublicUser> {
  const invalid = () => new HttpError(400, 'invalid_token', 'invalidInput', { token: translator(locale, 'Profile')('emailConfirmInvalid') });
  const [claimText, macText] = token.split('.');
  let claim: { e?: unknown; x?: unknown };
  try {
    claim = JSON.parse(Buffer.from(claimText ?? '', 'base64url').toString('utf8')) as { e?: unknown; x?: unknown };
  } catch {
    throw invalid();
  }
  const [row] = await db().select().from(schema.users).where(eq(schema.users.id, user.id));
  if (!row || typeof claim.e !== 'string' || typeof claim.x !== 'number' || claim.x < Date.now() || !macText) throw invalid();
  const expected = emailChangeMac(row, claim.e, claim.x);
  const given = Buffer.from(macText, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  const next = claim.e;
  let mailId: string | undefined;
  try {
    const updated = await db().transaction(async (tx) => {
      const [changed] = await tx
        .update(schema.users)
        .set({ email: next, updatedAt: new Date() })
        .where(and(eq(schema.users.id, row.id), eq(schema.users.email, row.email)))
        .returning();
      if (!changed) throw invalid();
      mailId = await enqueueMail(emailChangedMail(row, next), tx);
      return changed;
    });
    if (mailId) void deliver(mailId).catch((error: unknown) => log.error('email-changed notice failed', { error }));
    return publicUser(updated);
  } catch (error) {
    // Taken since the link was sent: the link no longer works, like any other stale link.
    if (isUniqueViolation(error)) throw invalid();
    throw error;
  }
}

/** Stores the new avatar id and removes the previous file. */
export async function setAvatar(user: SessionUser, avatarId: string): Promise<PublicUser> {
  const [row] = await db().update(schema.users).set({ avatar: avatarId, updatedAt: new Date() }).where(eq(schema.users.id, user.id)).returning();
  if (user.avatar && user.avatar !== avatarId) await removeAvatarFile(user.avatar);
  return publicUser(row!);
}
