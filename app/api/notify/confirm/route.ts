import { tooManyRequests } from '@/lib/server/http/errors';
import { handler, json } from '@/lib/server/http/handler';
import { rateLimit } from '@/lib/server/rate-limit';
import { confirmNotice } from '@/lib/server/shop/availability-notices';
import { noticeTokenSchema } from '@/lib/validations/notify';

export const dynamic = 'force-dynamic';

/** Tokens tried per client address, as for the unsubscribe links. */
const PER_IP = { max: 30, windowMs: 15 * 60_000 } as const;

/**
 * POST /api/notify/confirm {token}: opens the link of a "notify me" confirmation mail → 200; a
 * used, lapsed or unknown link → 422 `invalid_token` (localized). The page posts it from a button,
 * never on load: mail scanners open links too.
 */
export const POST = handler({ body: noticeTokenSchema }, async ({ body, locale, ip }) => {
  const limit = await rateLimit(`notify-token:ip:${ip}`, PER_IP.max, PER_IP.windowMs);
  if (!limit.ok) throw tooManyRequests(limit.retryAfter);
  await confirmNotice(body.token, locale);
  return json({ ok: true }, { private: true });
});
