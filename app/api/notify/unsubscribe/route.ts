import { tooManyRequests } from '@/lib/server/http/errors';
import { handler, json } from '@/lib/server/http/handler';
import { rateLimit } from '@/lib/server/rate-limit';
import { unsubscribeNotices } from '@/lib/server/shop/availability-notices';
import { noticeTokenSchema } from '@/lib/validations/notify';

export const dynamic = 'force-dynamic';

/** Tokens tried per client address, as for the alert links: guessing a 256-bit token is hopeless, but nobody should hammer the table. */
const PER_IP = { max: 30, windowMs: 15 * 60_000 } as const;

/**
 * POST /api/notify/unsubscribe?token=…: ends every pending back-in-stock request of the address
 * the token was mailed to → 200, again → 200, unknown token → 200 (no hint which tokens exist).
 * The unsubscribe page and mail clients use it: the mail names it in `List-Unsubscribe` with
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), and a mail client posts that
 * form body without cookies, so there is no anti-forgery check: the token is the credential and
 * can only end its own address's requests. The body is not read.
 */
export const POST = handler({ query: noticeTokenSchema, xsrf: false }, async ({ query, ip }) => {
  const limit = await rateLimit(`notify-token:ip:${ip}`, PER_IP.max, PER_IP.windowMs);
  if (!limit.ok) throw tooManyRequests(limit.retryAfter);
  await unsubscribeNotices(query.token);
  return json({ ok: true }, { private: true });
});
