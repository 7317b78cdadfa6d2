import { json } from '@/lib/server/http/handler';
import { beginEnrolment, completeSecondFactor, STAFF_SESSION_ABSOLUTE_MS } from '@/lib/server/staff/auth';
import { staffCookie, staffHandler } from '@/lib/server/staff/route';
import { secondFactorSchema } from '@/lib/validations/staff';

/**
 * GET → 200 {secret, uri, qr}: on the first sign-in, the authenticator secret to scan (a QR code as
 * an SVG data URL, and the secret to type by hand). A new one at each call: only the last one shown
 * to this pending sign-in can be confirmed, for 10 minutes. 409 once enrolled.
 */
export const GET = staffHandler({ pending: true }, async ({ session }) => json(await beginEnrolment(session), { private: true }));

/**
 * POST {code} | {recoveryCode} → 200 {recoveryCodes?}: the signed-in cookie replaces the pending
 * one. Enrolling returns ten recovery codes, shown once. A wrong code is 422; the fifth refused
 * attempt ends the pending session (401: start again with the password). Wrong codes on the
 * account slow the next check down, then lock the second factor: 429 with Retry-After.
 */
export const POST = staffHandler({ pending: true, body: secondFactorSchema }, async ({ req, body, ip, locale, session, t }) => {
  const result = await completeSecondFactor(session, body, { ip, locale, userAgent: req.headers.get('user-agent') }, (key) => t(key));
  return json(
    { recoveryCodes: result.recoveryCodes ?? null },
    { private: true, headers: { 'Set-Cookie': staffCookie(req, result.token, STAFF_SESSION_ABSOLUTE_MS) } },
  );
});
