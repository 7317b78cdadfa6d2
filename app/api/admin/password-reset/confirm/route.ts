import { handler } from '@/lib/server/http/handler';
import { confirmStaffPasswordReset } from '@/lib/server/staff/password';
import { staffResetConfirmSchema } from '@/lib/validations/staff';

/**
 * POST /api/admin/password-reset/confirm {token, password} → 204; every session of the member
 * ends and the next sign-in asks for the authenticator's code as always. A used, expired or
 * unknown token → 422 (field `token`).
 */
export const POST = handler({ body: staffResetConfirmSchema }, async ({ body, ip, locale }) => {
  await confirmStaffPasswordReset(body.token, body.password, { ip, locale });
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
