import { changeEmail } from '@/lib/server/accounts';
import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { changeEmailSchema } from '@/lib/validations/profile';

/** POST /api/me/email → 200 user; needs the password; a taken address → the generic 409. */
export const POST = handler({ body: changeEmailSchema }, async ({ req, body, locale }) => {
  const user = await requireUser(req);
  return json(await changeEmail(user, body, locale), { private: true });
});
