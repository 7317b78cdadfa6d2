import { handler, json } from '@/lib/server/http/handler';
import { translator } from '@/lib/server/i18n';
import { requestPasswordReset } from '@/lib/server/password-reset';
import { resetRequestSchema } from '@/lib/validations/auth';

/** POST /api/auth/password-reset → always 202 with the same body, known email or not. */
export const POST = handler({ body: resetRequestSchema }, async ({ body, ip, locale }) => {
  await requestPasswordReset(body.email, ip);
  return json({ message: translator(locale, 'Auth')('resetSent') }, { status: 202, private: true });
});
