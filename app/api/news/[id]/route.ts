import type { NewsArticleAnswer } from '@/lib/types/news';
import { handler, json } from '@/lib/server/http/handler';
import { notFound } from '@/lib/server/http/errors';
import { readAllNews, neighbours, readArticle } from '@/lib/server/content/news';
import { newsIdParams } from '@/lib/validations/news';

/** GET /api/news/{id} — one article with previous/next and related, in the `x-lang` locale. */
export const GET = handler({ params: newsIdParams }, async ({ params, locale }) => {
  const article = await readArticle(locale, params.id);
  if (!article) throw notFound();
  const { relatedIds, ...rest } = article;
  const { previous, next, related } = neighbours(await readAllNews(locale), article.id, relatedIds);
  const brief = (n: typeof previous) => (n ? { id: n.id, title: n.title, publishedAt: n.publishedAt } : null);
  return json({ ...rest, previous: brief(previous), next: brief(next), related } satisfies NewsArticleAnswer);
});
