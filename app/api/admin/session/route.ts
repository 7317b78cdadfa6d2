import { handler, json } from '@/lib/server/http/handler';
import { signInWithPassword, STAFF_PENDING_MS, signOut } from '@/lib/server/staff/auth';
import { clearStaffCookie, staffCookie, staffHandler } from '@/lib/server/staff/route';
import { staffSignInSchema } from '@/lib/validations/staff';

/**
 * POST /api/admin/session {email, password} → 200 {next: 'enrol' | 'code'} and a pending staff
 * cookie; the second factor (POST /api/admin/session/second-factor) completes the sign-in.
 */
export const POST = handler({ body: staffSignInSchema }, async ({ req, body, ip }) => {
  const { token, enrolled } = await signInWithPassword(body, { ip, userAgent: req.headers.get('user-agent') });
  return json({ next: enrolled ? 'code' : 'enrol' }, { private: true, headers: { 'Set-Cookie': staffCookie(req, token, STAFF_PENDING_MS) } });
});

/** DELETE /api/admin/session → 204: signs out and clears the cookie. */
export const DELETE = staffHandler({}, async ({ req, session, ip }) => {
  await signOut(session, { ip });
  return new Response(null, { status: 204, headers: { 'Set-Cookie': clearStaffCookie(req), 'Cache-Control': 'no-store' } });
});
