import 'server-only';
import { eq } from 'drizzle-orm';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import type { AuthResult, PublicUser } from '@/lib/validations/auth';
import { hashPassword, isCommonPassword, verifyDummyPassword, verifyPassword } from './auth/password';
import { createSession, revokeAllSessions, revokeSession, type SessionUser } from './auth/session';
import { db, schema } from './db';
import { HttpError, invalidFields, tooManyRequests } from './http/errors';
import { translator } from './i18n';
import { rateLimit, rateLimitStatus, resetRateLimit } from './rate-limit';
import { avatarUrl, removeAvatarFile } from './avatars';
import { enqueueMail, deliver } from './mail';
import { log } from './log';

const MINUTE = 60_000;
export const LIMITS = {
  loginPerAccount: { max: 5, windowMs: 15 * MINUTE },
  loginPerIp: { max: 20, windowMs: 15 * MINUTE },
  /** Generous enough for a household or office behind one address, tight enough to stop bulk sign-ups. */
  registerPerIp: { max: 30, windowMs: 60 * MINUTE },
  /** Checks of the current password by a signed-in user (change password / email). */
  passwordCheckPerUser: { max: 5, windowMs: 15 * MINUTE },
} as const;

export const loginAccountKey = (email: string) => `login:acct:${email.toLowerCase()}`;
const loginIpKey = (ip: string) => `login:ip:${ip}`;

interface RequestInfo {
  ip: string;
  userAgent: string | null;
  locale: Locale;
}

type UserRow = typeof schema.users.$inferSelect;

export function publicUser(user: Pick<UserRow, 'id' | 'email' | 'name' | 'phone' | 'locale' | 'avatar'>): PublicUser {
  return { id: user.id, email: user.email, name: user.name, phone: user.phone, locale: user.locale, avatarUrl: avatarUrl(user.avatar) };
}

/** One answer whatever the reason (taken, reserved, …): registration and email change reveal nothing more. */
export function emailUnavailable(locale: Locale): HttpError {
  return new HttpError(409, 'email_unavailable', 'conflict', { email: translator(locale, 'Auth')('emailUnavailable') });
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

export async function register(input: { email: string; password: string; name: string }, req: RequestInfo): Promise<AuthResult> {
  const wait = await limit(`register:ip:${req.ip}`, LIMITS.registerPerIp);
  if (wait) throw tooManyRequests(wait);
  assertPasswordAllowed(input.password, req.locale, 'password');
  // Hash before looking at the email, so a taken address answers as slowly as a free one.
  const passwordHash = await hashPassword(input.password);
  return db().transaction(async (tx) => {
    const [user] = await tx
      .insert(schema.users)
      .values({ email: input.email, name: input.name, passwordHash, locale: req.locale })
      .onConflictDoNothing({ target: schema.users.email })
      .returning();
    if (!user) throw emailUnavailable(req.locale);
    const token = await createSession(user.id, req.userAgent, tx);
    return { token, user: publicUser(user) };
  });
}

/**
 * Unknown email and wrong password answer the same 401 in about the same time (a dummy scrypt
 * verify for unknown emails). Failures are counted per account and per IP; while either is at
 * its limit every attempt gets 429 before any password check. A success clears the account's
 * counter. (Concurrent attempts are checked before they are counted, so a burst can pass the
 * limit by at most the number of checks in flight, each costing the attacker a full scrypt.)
 */
export async function login(input: { email: string; password: string }, req: RequestInfo): Promise<AuthResult> {
  const ipKey = loginIpKey(req.ip);
  const accountKey = loginAccountKey(input.email);
  const [ip, account] = await Promise.all([
    rateLimitStatus(ipKey, LIMITS.loginPerIp.max),
    rateLimitStatus(accountKey, LIMITS.loginPerAccount.max),
  ]);
  if (!ip.ok || !account.ok) throw tooManyRequests(Math.max(ip.retryAfter, account.retryAfter));
  const [user] = await db().select().from(schema.users).where(eq(schema.users.email, input.email));
  const ok = user ? await verifyPassword(input.password, user.passwordHash) : await verifyDummyPassword(input.password);
  if (!user || !ok) {
    await Promise.all([
      rateLimit(ipKey, LIMITS.loginPerIp.max, LIMITS.loginPerIp.windowMs),
      rateLimit(accountKey, LIMITS.loginPerAccount.max, LIMITS.loginPerAccount.windowMs),
    ]);
    throw new HttpError(401, 'invalid_credentials', 'unauthorized');
  }
  await resetRateLimit(accountKey);
  const token = await createSession(user.id, req.userAgent);
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
  await resetRateLimit(`pwcheck:${user.id}`);
  return row;
}

/** Needs the current password; ends every other session and keeps this one. */
export async function changePassword(user: SessionUser, input: { currentPassword: string; newPassword: string }, locale: Locale): Promise<void> {
  await checkOwnPassword(user, input.currentPassword, locale, 'currentPassword');
  assertPasswordAllowed(input.newPassword, locale, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db().transaction(async (tx) => {
    await tx.update(schema.users).set({ passwordHash, updatedAt: new Date() }).where(eq(schema.users.id, user.id));
    await revokeAllSessions(user.id, user.sessionId, tx);
  });
}

/** Needs the password; a taken address gets the one generic answer. The old address is told. */
export async function changeEmail(user: SessionUser, input: { email: string; password: string }, locale: Locale): Promise<PublicUser> {
  const row = await checkOwnPassword(user, input.password, locale, 'password');
  if (row.email.toLowerCase() === input.email) return publicUser(row);
  let mailId: string | undefined;
  try {
    const updated = await db().transaction(async (tx) => {
      const [next] = await tx.update(schema.users).set({ email: input.email, updatedAt: new Date() }).where(eq(schema.users.id, user.id)).returning();
      const mailLocale = isLocale(row.locale) ? row.locale : routing.defaultLocale;
      const t = translator(mailLocale, 'Email');
      const brand = translator(mailLocale, 'Metadata')('siteName');
      mailId = await enqueueMail({
        to: row.email,
        kind: 'email-changed',
        subject: t('emailChangedSubject', { brand }),
        text: `${t('emailChangedBody', { brand, email: input.email })}\n\n${t('signature', { brand })}\n`,
      }, tx);
      return next!;
    });
    if (mailId) void deliver(mailId).catch((error: unknown) => log.error('email-changed notice failed', { error }));
    return publicUser(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailUnavailable(locale);
    throw error;
  }
}

/** Stores the new avatar id and removes the previous file. */
export async function setAvatar(user: SessionUser, avatarId: string): Promise<PublicUser> {
  const [row] = await db().update(schema.users).set({ avatar: avatarId, updatedAt: new Date() }).where(eq(schema.users.id, user.id)).returning();
  if (user.avatar && user.avatar !== avatarId) await removeAvatarFile(user.avatar);
  return publicUser(row!);
}
