import { subscribeToAlerts } from '@/lib/server/alerts';
import { handler, json } from '@/lib/server/http/handler';
import { alertSubscribeSchema } from '@/lib/validations/alerts';
import { HONEYPOT_FIELD } from '@/lib/validations/limits';

export const dynamic = 'force-dynamic';

/**
 * POST /api/alerts {email, topics}: sends a confirmation link (double opt-in) → 202. The same
 * answer whether the address is new or already subscribed; the subscription changes only when
 * the link is opened.
 */
export const POST = handler({ body: alertSubscribeSchema }, async ({ body, locale, ip }) => {
  if (body[HONEYPOT_FIELD]) return json({ ok: true }, { status: 202, private: true });
  await subscribeToAlerts(body, { locale, ip });
  return json({ ok: true }, { status: 202, private: true });
});
