// Request paths that cannot be decoded: a broken percent-escape (`/%ff`, `/api/products/%E0%A4%A`)
// or one that encodes invalid UTF-8. Next.js decodes every path to match its routes and some of its
// request paths turn the URIError into a 500 (a fuzzing probe found 680 of them), so the server
// answers these before Next sees them: 400 in the API's error shape for /api, the localized 404
// page for everything else (such an address can name no page).

/** Whether the path of `url` (a request target, query excluded) fails to percent-decode. */
export function hasMalformedPath(url = '/') {
  const path = url.split('?')[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch (error) {
    if (error instanceof URIError) return true;
    throw error;
  }
}

/** Whether the path belongs to the API (answered with a JSON error instead of a page). */
export function isApiPath(url = '/') {
  const path = url.split('?')[0];
  return path === '/api' || path.startsWith('/api/');
}

/**
 * The address of the 404 page to render in place of a malformed page path: in the language of the
 * path's locale prefix when it has one (`/de/%ff` → `/de/page-not-found`), else the default one.
 * proxy.ts and scripts/lib/not-found-page.mjs turn it into the localized 404 with status 404.
 */
export function notFoundPathFor(url, locales) {
  const first = url.split('?')[0].split('/')[1] ?? '';
  return locales.includes(first) ? `/${first}/page-not-found` : '/page-not-found';
}
