import './jitless';
import { z } from 'zod';
import { keysetCursor } from './cursor';

/** Articles per page of the news center. */
export const NEWS_PAGE_SIZE = 6;

const slug = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** `<ISO timestamp>|<id>`, as returned in `nextCursor`. */
const cursor = keysetCursor(slug).transform(({ at, id }) => ({ publishedAt: at, id }));

export const newsListQuery = z.object({
  /** `all` or a category id; an unknown id yields an empty list. */
  category: slug.optional().meta({ description: 'A category id or `all`', examples: ['corporate', 'realtime', 'exhibition', 'video'] }),
  cursor: cursor.optional().meta({ description: 'The `nextCursor` of the previous page' }),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NEWS_PAGE_SIZE),
});

export const newsIdParams = z.object({ id: slug });
