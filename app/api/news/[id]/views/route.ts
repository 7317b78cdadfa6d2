import { handler, json } from '@/lib/server/http/handler';
import { notFound, tooManyRequests } from '@/lib/server/http/errors';
import { recordView, viewDay, VIEWS_PER_IP, visitorKey } from '@/lib/server/news-views';
import { consume } from '@/lib/server/rate-limit';
import { newsIdParams } from '@/lib/validations/news';

/**
 * POST /api/news/{id}/views — counts this visitor (address + user agent) once per article and
 * day and answers the displayed count `{views}`; 429 with Retry-After past VIEWS_PER_IP.
 */
export const POST = handler({ params: newsIdParams }, async ({ params, req, ip }) => {
  const limit = await consume(`views:ip:${ip}`, VIEWS_PER_IP);
  if (!limit.ok) throw tooManyRequests(limit.retryAfter);
  const day = viewDay();
  const result = await recordView(params.id, visitorKey(params.id, ip, req.headers.get('user-agent'), day), day);
  if (!result) throw notFound();
  return json({ views: result.views }, { private: true });
});
