import { unsubscribeAlerts } from '@/lib/server/alerts';
import { handler, json } from '@/lib/server/http/handler';
import { alertTokenSchema } from '@/lib/validations/alerts';

export const dynamic = 'force-dynamic';

/**
 * POST /api/alerts/unsubscribe?token=…: ends the subscription → 200, again → 200. Both the
 * unsubscribe page and mail clients use it: the alert mails name it in `List-Unsubscribe` with
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), and a mail client posts that
 * form body without cookies, so there is no anti-forgery check: the token is the credential and
 * can only end its own subscription. The body is not read.
 */
export const POST = handler({ query: alertTokenSchema, xsrf: false }, async ({ query, locale, ip }) => {
  await unsubscribeAlerts(query.token, { locale, ip });
  return json({ ok: true }, { private: true });
});
