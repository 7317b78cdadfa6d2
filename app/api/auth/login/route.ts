import { login } from '@/lib/server/accounts';
import { handler, json } from '@/lib/server/http/handler';
import { loginSchema } from '@/lib/validations/auth';

/** POST /api/auth/login → 200 {token, user} with a new session token; the same 401 for unknown email and wrong password. */
export const POST = handler({ body: loginSchema }, async ({ req, body, ip, locale }) => {
  const result = await login(body, { ip, locale, userAgent: req.headers.get('user-agent') });
  return json(result, { private: true });
});
