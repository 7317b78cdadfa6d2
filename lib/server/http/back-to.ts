import 'server-only';
import type { NextRequest } from 'next/server';
import { env } from '../env';

/**
 * The page a plain link or form was used on: the path and query of a Referer from this site (the
 * host the browser addressed, or SITE_URL's), else `fallback`. Only the path is used, so a Referer
 * can never send the visitor elsewhere; a path starting with `//` (protocol-relative) is refused.
 */
export function backTo(req: NextRequest, fallback = '/'): string {
  const referer = req.headers.get('referer');
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    const hosts = [req.headers.get('host'), req.nextUrl.host, new URL(env().SITE_URL).host];
    return hosts.includes(url.host) && !url.pathname.startsWith('//') ? `${url.pathname}${url.search}` : fallback;
  } catch {
    return fallback;
  }
}
