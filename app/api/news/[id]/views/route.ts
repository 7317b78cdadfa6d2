import { handler, json } from '@/lib/server/http/handler';
import { notFound } from '@/lib/server/http/errors';
import { isVisitorId, newVisitorId, recordView, VISITOR_COOKIE, VISITOR_MAX_AGE } from '@/lib/server/news-views';
import { newsIdParams } from '@/lib/validations/news';

/**
 * POST /api/news/{id}/views — counts this visitor once per article and day and answers the
 * displayed count `{views}`. The visitor is the HttpOnly `pt_vid` cookie, set on first view.
 */
export const POST = handler({ params: newsIdParams }, async ({ params, req }) => {
  const existing = req.cookies.get(VISITOR_COOKIE)?.value;
  const visitor = isVisitorId(existing) ? existing : newVisitorId();
  const result = await recordView(params.id, visitor);
  if (!result) throw notFound();
  const res = json({ views: result.views }, { private: true });
  if (visitor !== existing) {
    const secure = req.nextUrl.protocol === 'https:' ? '; Secure' : '';
    res.headers.append('Set-Cookie', `${VISITOR_COOKIE}=${visitor}; Path=/; Max-Age=${VISITOR_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`);
  }
  return res;
});
