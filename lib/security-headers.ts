import { LOCALES } from '../i18n/locales.mjs';

/**
 * Response headers applied to every route (pages, API and static files) from next.config.ts; the
 * routes of uploaded files set a policy of their own (`UPLOADED_FILE_POLICY`).
 * Pages are pre-rendered, so scripts cannot carry per-request nonces. In production no inline
 * script may run unless its SHA-256 hash is listed: scripts/server.mjs adds the hashes of each
 * HTML body's inline scripts to that response's script-src (scripts/lib/script-hashes.mjs).
 * 'report-sample': a blocked inline script's violation (the page's event and the report) carries
 * its first 40 characters, which names the script that had no hash.
 * Development keeps 'unsafe-inline' and 'unsafe-eval' for React's tooling and fast refresh.
 */
export function contentSecurityPolicy(dev: boolean): string {
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : "'self' 'report-sample'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'media-src': "'self'",
    'font-src': "'self'",
    'connect-src': `'self'${dev ? ' ws: wss:' : ''}`,
    'form-action': "'self'",
    'frame-ancestors': "'none'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'manifest-src': "'self'",
    'worker-src': "'self' blob:",
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v}`)
    .join('; ');
}

/**
 * Browser features pages may use. Geolocation only where a page asks for it on a button press
 * (the store finder's "near me", `GEOLOCATION_PAGES`); everywhere else the browser refuses it
 * without asking.
 */
export function permissionsPolicy({ geolocation }: { geolocation: boolean }): string {
  return `camera=(), microphone=(), geolocation=${geolocation ? '(self)' : '()'}, payment=(self)`;
}

/** next.config.ts `headers()` sources (every locale, prefixed or not) of the pages allowed geolocation. */
/** A path segment of Next's header rules that matches an optional locale prefix. */
export const LOCALE_SEGMENT = `:locale(${LOCALES.join('|')})?`;

export const GEOLOCATION_PAGES = [`/${LOCALE_SEGMENT}/stores`];

/**
 * Files people uploaded (staff images and downloads, customer avatars) are answered with a
 * policy of their own that sandboxes them: a crafted image or archive opened directly cannot
 * run script with this origin's rights. Next.js keeps a next.config.ts header over the one a
 * route handler sets, so the site-wide policy is applied everywhere except under these routes.
 */
export const UPLOADED_FILE_POLICY = "default-src 'none'; sandbox";
/** The uploaded files' routes, segment by segment: any other path under /api/media (a 404 page) keeps the site's policy. */
const UPLOADED_FILE_ROUTES = ['api/media/[^/]+/[^/]+', 'api/files/[^/]+/[^/]+', 'api/avatars/[^/]+'];
/** next.config.ts `headers()` source of every path but those of uploaded files. */
export const SITE_POLICY_SOURCE = `/:path((?!(?:${UPLOADED_FILE_ROUTES.join('|')})$).*)`;

/** The site-wide policy, for `SITE_POLICY_SOURCE`. */
export function sitePolicyHeader(dev: boolean): { key: string; value: string } {
  return { key: 'Content-Security-Policy', value: contentSecurityPolicy(dev) };
}

/** Headers for every path (the policy comes from `sitePolicyHeader`). */
export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: permissionsPolicy({ geolocation: false }) },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };
