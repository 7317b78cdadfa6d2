import { z } from 'zod';
import { getPathname, stripLocale } from '@/i18n/pathnames';
import { LOCALE_COOKIE, locales } from '@/i18n/routing';
import { backTo } from '@/lib/server/http/back-to';
import { handler } from '@/lib/server/http/handler';

const query = z.object({ locale: z.enum(locales) });
const YEAR = 365 * 24 * 3600;

/**
 * GET /api/language?locale=de — the header's language links (plain links, so a choice made before
 * the page's scripts have run, or without JavaScript, is not lost; once hydrated the header switches
 * in the page itself and never calls this). Saves the choice in NEXT_LOCALE, as the hydrated switch
 * does, and goes to the page it was used on (the Referer's path) in that language (303). The cookie
 * is left alone when the browser says another site sent the visitor here: a link elsewhere may name
 * a language for one visit, not change the saved one.
 */
export const GET = handler({ query }, async ({ req, query }) => {
  const target = getPathname({ locale: query.locale, href: stripLocale(backTo(req)) });
  const headers = new Headers({ Location: target, 'Cache-Control': 'no-store' });
  const site = req.headers.get('sec-fetch-site');
  if (!site || site === 'same-origin' || site === 'none') {
    const secure = req.nextUrl.protocol === 'https:' ? '; Secure' : '';
    headers.set('Set-Cookie', `${LOCALE_COOKIE}=${query.locale}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure}`);
  }
  return new Response(null, { status: 303, headers });
});
