import { handler, json } from '@/lib/server/http/handler';
import { search } from '@/lib/server/search';
import { searchParams } from '@/lib/validations/search';

/** GET /api/search?q=&type=&limit= — site search in the x-lang locale (English results after). */
export const GET = handler({ query: searchParams }, async ({ query, locale }) => json(await search(query.q, locale, { type: query.type, limit: query.limit })));
