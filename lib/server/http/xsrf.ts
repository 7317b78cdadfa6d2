import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { XSRF_COOKIE, XSRF_HEADER } from '@/lib/xsrf';
import { env } from '../env';
import { log } from '../log';

/**
 * Signed double-submit anti-forgery (OWASP): the cookie is `<nonce>.<HMAC(secret, nonce, session)>`
 * where `session` is a hash of the x-auth-token the token was issued for (empty for a visitor who
 * is not signed in). An unsafe request must send the cookie back in X-XSRF-TOKEN; the signature
 * must be ours and match the session the request carries, so a token planted by another site or
 * taken from another session fails. Requests a browser marks as cross-site (Sec-Fetch-Site) or
 * whose Origin is not the site's are refused before that.
 */
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
let processSecret: string | undefined;

/** XSRF_SECRET (checked with the rest of the environment in env.ts), else a random one for this process. */
function secret(): string {
  const configured = process.env.XSRF_SECRET;
  if (configured && configured.length >= 32) return configured;
  if (!processSecret) {
    processSecret = randomBytes(32).toString('base64url');
    if (process.env.NODE_ENV === 'production') log.warn('XSRF_SECRET is not set: anti-forgery tokens are valid on this instance only, until it restarts');
  }
  return processSecret;
}

const sessionPart = (authToken: string | null | undefined) => (authToken ? createHash('sha256').update(authToken).digest('base64url') : '');
const sign = (nonce: string, authToken: string | null | undefined) =>
  createHmac('sha256', secret())
    .update(`${nonce}.${sessionPart(authToken)}`)
    .digest('base64url');

export function issueXsrfToken(authToken?: string | null): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(nonce, authToken)}`;
}

export function xsrfTokenValid(token: string | null | undefined, authToken: string | null | undefined): boolean {
  const match = token ? TOKEN.exec(token) : null;
  if (!match) return false;
  const expected = Buffer.from(sign(match[1]!, authToken));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The site's own origins: SITE_URL, and the request's own host (as the browser addressed it). */
function sameOrigin(origin: string, req: NextRequest): boolean {
  if (origin === new URL(env().SITE_URL).origin) return true;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  const proto = req.headers.get('x-forwarded-proto') ?? req.nextUrl.protocol.replace(':', '');
  return !!host && origin === `${proto}://${host}`;
}

/** Whether an unsafe request passes: not cross-site, and the cookie, the header and the session agree. */
export function xsrfPasses(req: NextRequest): boolean {
  if (req.headers.get('sec-fetch-site') === 'cross-site') return false;
  const origin = req.headers.get('origin');
  if (origin && !sameOrigin(origin, req)) return false;
  const cookie = req.cookies.get(XSRF_COOKIE)?.value;
  const header = req.headers.get(XSRF_HEADER);
  if (!cookie || !header || cookie.length !== header.length || !timingSafeEqual(Buffer.from(cookie), Buffer.from(header))) return false;
  return xsrfTokenValid(cookie, req.headers.get('x-auth-token'));
}

/**
 * Whether a plain HTML form's POST (no script, so no X-XSRF-TOKEN header) comes from this site's
 * own pages: the browser says so in Sec-Fetch-Site (`same-origin`), or, where it sends no Fetch
 * metadata, in an Origin of ours. A request with neither, or from another site or subdomain, is
 * refused (OWASP: verifying origin with standard headers). Only for endpoints a page's form may
 * reach before its scripts run, and only for changes no session owns (the visitor's guest cart,
 * whose cookie is SameSite=Lax besides; the back office's language on this browser): a signed-in
 * session travels in a header no form can send.
 */
export function sameOriginFormPost(req: NextRequest): boolean {
  const site = req.headers.get('sec-fetch-site');
  const origin = req.headers.get('origin');
  if (site) return site === 'same-origin' && (!origin || sameOrigin(origin, req));
  return !!origin && sameOrigin(origin, req);
}

/** The Set-Cookie value for a fresh token (readable by this origin's scripts, which echo it). */
export function xsrfCookie(token: string, secure: boolean): string {
  return `${XSRF_COOKIE}=${token}; Path=/; Max-Age=${60 * 60 * 24 * 7}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
