import './jitless';
import { z } from 'zod';

/** Articles per page of the news center. */
export const NEWS_PAGE_SIZE = 6;

const slug = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** A UTC timestamp as `toISOString()` writes it for years 1000–9999 (PostgreSQL's range is narrower than JS's). */
const ISO_TIMESTAMP = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** `<ISO timestamp>|<id>`, as returned in `nextCursor`. */
const cursor = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const [at = '', id] = value.split('|');
    const publishedAt = new Date(at);
    if (!id || !slug.safeParse(id).success || !ISO_TIMESTAMP.test(at) || Number.isNaN(publishedAt.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'invalid cursor' });
      return z.NEVER;
    }
    return { publishedAt, id };
  });

export const newsListQuery = z.object({
  /** `all` or a category id; an unknown id yields an empty list. */
  category: slug.optional(),
  cursor: cursor.optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NEWS_PAGE_SIZE),
});

export const newsIdParams = z.object({ id: slug });
