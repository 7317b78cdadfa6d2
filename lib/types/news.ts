import { z } from 'zod';

// The news API's answers (GET /api/news, /api/news/{id}, POST /api/news/{id}/views): the schema is
// the contract, as in lib/types/shop.ts. lib/server/content/news.ts builds its summaries with the type.

const instant = z.string().meta({ format: 'date-time' });

/** An article as lists show it, in the reader's language. */
export const newsSummarySchema = z.strictObject({
  id: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  /** ISO 8601; a string because cached values travel as JSON. */
  publishedAt: instant,
  image: z.string(),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  views: z.number().int().nonnegative().meta({ description: 'Browse count (base views and counted views at read time)' }),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

/** GET /api/news: a page of articles, newest first; `nextCursor` continues the list, `page` is null for a cursor's page. */
export const newsListSchema = z.strictObject({
  items: z.array(newsSummarySchema),
  total: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
  limit: z.number().int().positive(),
  page: z.number().int().positive().nullable(),
});
export type NewsList = z.infer<typeof newsListSchema>;

const neighbour = z.strictObject({ id: z.string(), title: z.string(), publishedAt: instant }).nullable();

/** GET /api/news/{id}: the article with its paragraphs, the articles before and after it, and up to three related ones. */
export const newsArticleSchema = newsSummarySchema.extend({
  body: z.array(z.string()).meta({ description: 'Paragraphs' }),
  video: z.string().nullable(),
  videoPoster: z.string().nullable(),
  previous: neighbour,
  next: neighbour,
  related: z.array(newsSummarySchema),
});
export type NewsArticleAnswer = z.infer<typeof newsArticleSchema>;

/** POST /api/news/{id}/views: the browse count after this view. */
export const newsViewsSchema = z.strictObject({ views: z.number().int().nonnegative() });
