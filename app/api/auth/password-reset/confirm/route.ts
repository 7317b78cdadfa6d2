import { handler } from '@/lib/server/http/handler';
import { confirmPasswordReset } from '@/lib/server/password-reset';
import { resetConfirmSchema } from '@/lib/validations/auth';

/** POST /api/auth/password-reset/confirm → 204; a used, expired or unknown token → 422 (field `token`). */
export const POST = handler({ body: resetConfirmSchema }, async ({ body, ip, locale }) => {
  await confirmPasswordReset(body.token, body.password, ip, locale);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
