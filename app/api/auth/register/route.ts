import { register } from '@/lib/server/accounts';
import { handler, json } from '@/lib/server/http/handler';
import { registerSchema } from '@/lib/validations/auth';

/** POST /api/auth/register → 201 {token, user}; a taken email → the one generic 409. */
export const POST = handler({ body: registerSchema }, async ({ req, body, ip, locale }) => {
  const result = await register(body, { ip, locale, userAgent: req.headers.get('user-agent') });
  return json(result, { status: 201, private: true });
});
