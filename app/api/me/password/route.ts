import { changePassword } from '@/lib/server/accounts';
import { requireUser } from '@/lib/server/auth/session';
import { handler } from '@/lib/server/http/handler';
import { changePasswordSchema } from '@/lib/validations/profile';

/** POST /api/me/password → 204; needs the current password, ends the other sessions. */
export const POST = handler({ body: changePasswordSchema }, async ({ req, body, locale }) => {
  const user = await requireUser(req);
  await changePassword(user, body, locale);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
