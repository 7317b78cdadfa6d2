import { confirmEmailChange } from '@/lib/server/accounts';
import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { confirmEmailSchema } from '@/lib/validations/profile';

/** POST /api/me/email/confirm {token} → 200 user with the new address; 400 `invalid_token` for a bad, used or expired link. */
export const POST = handler({ body: confirmEmailSchema }, async ({ req, body, locale }) => {
  const user = await requireUser(req);
  return json(await confirmEmailChange(user, body.token, locale), { private: true });
});
