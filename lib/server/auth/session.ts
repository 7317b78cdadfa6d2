import 'server-only';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { db, schema, type Db } from '../db';
import { unauthorized } from '../http/errors';
import { hashToken, isTokenShaped, newToken } from './tokens';

/** A session ends after 30 days in any case, or after 14 days without use. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
export const SESSION_IDLE_MS = 14 * 24 * 3600 * 1000;
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  locale: string;
  avatar: string | null;
  role: string;
  sessionId: string;
}

type Tx = Pick<Db, 'insert' | 'update' | 'delete' | 'select'>;

/** A fresh session (new token at every sign-in); the token is returned once and stored hashed. */
export async function createSession(userId: string, userAgent: string | null, tx: Tx = db()): Promise<string> {
  const token = newToken();
  await tx.insert(schema.sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The signed-in user of a token, or null when it is unknown, expired, idle too long, or the account is disabled. */
export async function resolveSession(token: string | null | undefined): Promise<SessionUser | null> {
  if (!isTokenShaped(token)) return null;
  const s = schema;
  const now = new Date();
  const [row] = await db()
    .select({
      id: s.users.id,
      email: s.users.email,
      name: s.users.name,
      phone: s.users.phone,
      locale: s.users.locale,
      avatar: s.users.avatar,
      role: s.users.role,
      sessionId: s.sessions.id,
      lastSeenAt: s.sessions.lastSeenAt,
    })
    .from(s.sessions)
    .innerJoin(s.users, eq(s.users.id, s.sessions.userId))
    .where(and(eq(s.sessions.tokenHash, hashToken(token)), gt(s.sessions.expiresAt, now), isNull(s.users.disabledAt)));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS) {
    await db().delete(s.sessions).where(eq(s.sessions.id, row.sessionId));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db().update(s.sessions).set({ lastSeenAt: now }).where(eq(s.sessions.id, row.sessionId));
  }
  const { lastSeenAt: _seen, ...user } = row;
  return user;
}

/** The user of the request's `x-auth-token`, or a 401. */
export async function requireUser(req: NextRequest): Promise<SessionUser> {
  const user = await resolveSession(req.headers.get('x-auth-token'));
  if (!user) throw unauthorized();
  return user;
}

export async function optionalUser(req: NextRequest): Promise<SessionUser | null> {
  return resolveSession(req.headers.get('x-auth-token'));
}

export async function revokeSession(sessionId: string): Promise<void> {
  await db().delete(schema.sessions).where(eq(schema.sessions.id, sessionId));
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function revokeAllSessions(userId: string, keepSessionId?: string, tx: Tx = db()): Promise<void> {
  await tx
    .delete(schema.sessions)
    .where(keepSessionId ? and(eq(schema.sessions.userId, userId), ne(schema.sessions.id, keepSessionId)) : eq(schema.sessions.userId, userId));
}
