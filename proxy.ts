import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { NOT_FOUND_PAGE, servesNotFoundPage } from './lib/routing/not-found-page';
import { percentDecode } from './lib/percent-decode';
import { internalPath } from './lib/routing/query-routes';

const intl = createMiddleware(routing);
const LOCALE_PREFIX = new RegExp(`^/(${routing.locales.join('|')})(?=/|$)`);

/**
 * Pages may be cached by a CDN or the nginx front cache, so no page response sets a cookie:
 * next-intl would save the URL's locale in NEXT_LOCALE on every prefixed page. The choice is saved
 * on an explicit language switch (the language select sets the cookie), and the anti-forgery
 * cookie comes from GET /api/xsrf.
 */
function withoutCookies(response: NextResponse): NextResponse {
  response.headers.delete('set-cookie');
  response.headers.delete('x-middleware-set-cookie');
  return response;
}

export default function proxy(request: NextRequest) {
  const prefix = LOCALE_PREFIX.exec(request.nextUrl.pathname);
  const locale = prefix?.[1] ?? routing.defaultLocale;
  // The server's own request for the 404 page of this address (scripts/lib/not-found-page.mjs):
  // rendered at the address asked for, so the browser's router keeps it.
  if (servesNotFoundPage(request.headers)) return NextResponse.rewrite(new URL(`/${locale}${NOT_FOUND_PAGE}`, request.url));
  // Asked for by name, the 404 page is a 404 like any other missing page.
  if (request.nextUrl.pathname.slice(prefix ? prefix[0].length : 0) === NOT_FOUND_PAGE)
    return NextResponse.rewrite(new URL(`/${locale}/__not-found`, request.url));

  // Locale comes from the URL prefix, else the saved NEXT_LOCALE cookie, else English:
  // next-intl would also consult Accept-Language, which the spec rules out.
  const headers = new Headers(request.headers);
  headers.delete('accept-language');
  const intlResponse = intl(new NextRequest(request.url, { headers, method: request.method }));
  if (intlResponse.headers.has('location')) return withoutCookies(intlResponse);

  const rewrite = intlResponse.headers.get('x-middleware-rewrite');
  const target = new URL(rewrite ?? request.url);
  const match = LOCALE_PREFIX.exec(target.pathname);
  const targetLocale = match?.[1] ?? routing.defaultLocale;
  const rest = target.pathname.slice(match ? match[0].length : 0) || '/';
  // next-intl rewrites to the path it has decoded once (`/%25zz` → `/en/%zz`); Next decodes it again
  // to match the route, and a path that no longer decodes would be a 500: it names no page.
  const mapped = percentDecode(target.pathname) === null ? 'not-found' : internalPath(rest, target.searchParams);
  if (mapped === null) return withoutCookies(intlResponse);

  target.pathname = `/${targetLocale}${mapped === 'not-found' ? '/__not-found' : mapped}`;
  const response = NextResponse.rewrite(target, { headers: intlResponse.headers });
  response.headers.delete('x-middleware-next');
  response.headers.set('x-middleware-rewrite', target.toString());
  return withoutCookies(response);
}

export const config = {
  // Everything but the API, the back office (/admin: one language, no locale prefix), Next.js internals
  // and files with an extension (sitemap.xml, media, …).
  // API requests skip the proxy: it has nothing to do there, and Next would buffer their bodies for it.
  matcher: ['/((?!api/|admin(?:/|$)|_next|_vercel|.*\\..*).*)'],
};
