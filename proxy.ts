import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { internalPath } from './lib/routing/query-routes';
import { XSRF_COOKIE, newXsrfToken } from './lib/xsrf';

const intl = createMiddleware(routing);
const LOCALE_PREFIX = new RegExp(`^/(${routing.locales.join('|')})(?=/|$)`);

function withXsrfCookie(request: NextRequest, response: NextResponse): NextResponse {
  if (!request.cookies.get(XSRF_COOKIE)?.value) {
    response.cookies.set(XSRF_COOKIE, newXsrfToken(), {
      path: '/', sameSite: 'lax', httpOnly: false, secure: request.nextUrl.protocol === 'https:', maxAge: 60 * 60 * 24 * 7,
    });
  }
  return response;
}

export default function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/api/')) return withXsrfCookie(request, NextResponse.next());

  // Locale comes from the URL prefix, else the saved NEXT_LOCALE cookie, else English:
  // next-intl would also consult Accept-Language, which the spec rules out.
  const headers = new Headers(request.headers);
  headers.delete('accept-language');
  const intlResponse = intl(new NextRequest(request.url, { headers, method: request.method }));
  if (intlResponse.headers.has('location')) return withXsrfCookie(request, intlResponse);

  const rewrite = intlResponse.headers.get('x-middleware-rewrite');
  const target = new URL(rewrite ?? request.url);
  const match = LOCALE_PREFIX.exec(target.pathname);
  const locale = match?.[1] ?? routing.defaultLocale;
  const rest = target.pathname.slice(match ? match[0].length : 0) || '/';
  const mapped = internalPath(rest, target.searchParams);
  if (mapped === null) return withXsrfCookie(request, intlResponse);

  target.pathname = `/${locale}${mapped === 'not-found' ? '/__not-found' : mapped}`;
  const response = NextResponse.rewrite(target, { headers: intlResponse.headers });
  response.headers.delete('x-middleware-next');
  response.headers.set('x-middleware-rewrite', target.toString());
  return withXsrfCookie(request, response);
}

export const config = {
  // Everything but Next.js internals and files with an extension (sitemap.xml, media, …).
  matcher: ['/((?!_next|_vercel|.*\\..*).*)'],
};
