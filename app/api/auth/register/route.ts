import { register } from '@/lib/server/accounts';
import { handler, json } from '@/lib/server/http/handler';
import { registerSchema } from '@/lib/validations/auth';

/**
 * POST /api/auth/register → 202 {message} for a free and a taken email alike (no hint who has an
 * account); with a free one the account exists and the client signs in with POST /api/auth/login.
 */
export const POST = handler({ body: registerSchema }, async ({ req, body, ip, locale }) => {
  const result = await register(body, { ip, locale, userAgent: req.headers.get('user-agent') });
  return json(result, { status: 202, private: true });
});
