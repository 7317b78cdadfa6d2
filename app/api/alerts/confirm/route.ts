import { confirmAlerts } from '@/lib/server/alerts';
import { handler, json } from '@/lib/server/http/handler';
import { alertTokenSchema } from '@/lib/validations/alerts';

export const dynamic = 'force-dynamic';

/** POST /api/alerts/confirm {token}: opens the emailed link → 200 {topics, locale}; a used or expired link → 422. */
export const POST = handler({ body: alertTokenSchema }, async ({ body, locale, ip }) => {
  const confirmed = await confirmAlerts(body.token, { locale, ip });
  return json(confirmed, { private: true });
});
