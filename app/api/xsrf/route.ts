import { handler, json } from '@/lib/server/http/handler';
import { issueXsrfToken, xsrfCookie } from '@/lib/server/http/xsrf';

/**
 * GET /api/xsrf — a fresh anti-forgery cookie, bound to the session in x-auth-token when there is
 * one. Pages never set cookies (they may be cached); the client wrapper calls this when it has no
 * cookie, and again once when the server refused its token (e.g. after signing in).
 */
export const GET = handler({}, async ({ req }) => {
  const token = issueXsrfToken(req.headers.get('x-auth-token'));
  const secure = (req.headers.get('x-forwarded-proto') ?? req.nextUrl.protocol.replace(':', '')) === 'https';
  return json({ ok: true }, { private: true, headers: { 'Set-Cookie': xsrfCookie(token, secure) } });
});
