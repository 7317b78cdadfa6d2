import { changeEmail } from '@/lib/server/accounts';
import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { changeEmailSchema } from '@/lib/validations/profile';

/**
 * POST /api/me/email → 202 {message}; needs the password. The same answer whether the address is
 * free (a confirmation link goes to it) or taken (its owner is told): nothing reveals which.
 */
export const POST = handler({ body: changeEmailSchema }, async ({ req, body, locale }) => {
  const user = await requireUser(req);
  return json(await changeEmail(user, body, locale), { status: 202, private: true });
});
