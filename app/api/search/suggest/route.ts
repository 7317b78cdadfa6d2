import { isLocale } from '@/i18n/routing';
import { handler, json } from '@/lib/server/http/handler';
import { suggest } from '@/lib/server/search';
import { suggestParams } from '@/lib/validations/search';

/**
 * GET /api/search/suggest?q=&locale= — title suggestions for the header search box. The page's
 * locale may be named in the query (the box knows it); otherwise x-lang decides.
 */
export const GET = handler({ query: suggestParams }, async ({ query, locale, req }) => {
  const requested = req.nextUrl.searchParams.get('locale');
  const suggestions = await suggest(query.q, isLocale(requested) ? requested : locale, query.limit);
  return json({ suggestions });
});
