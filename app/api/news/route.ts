import type { NewsList } from '@/lib/types/news';
import { handler, json } from '@/lib/server/http/handler';
import { queryNews } from '@/lib/server/content/news';
import { newsListQuery } from '@/lib/validations/news';

/** GET /api/news?category=&cursor=|page=&limit= — the news list in the `x-lang` locale, newest first. */
export const GET = handler({ query: newsListQuery }, async ({ query, locale }) => {
  const result = await queryNews({ locale, category: query.category, cursor: query.cursor, page: query.page, limit: query.limit });
  return json({ ...result, limit: query.limit, page: query.cursor ? null : (query.page ?? 1) } satisfies NewsList);
});
