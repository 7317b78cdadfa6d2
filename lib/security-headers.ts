/**
 * Response headers applied to every route (pages, API and static files) from next.config.ts.
 * Pages are pre-rendered, so scripts cannot carry per-request nonces; the policy keeps every
 * source on this origin and closes the object, base and framing holes instead.
 */
export function contentSecurityPolicy(dev: boolean): string {
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': `'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
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
  return Object.entries(directives).map(([k, v]) => `${k} ${v}`).join('; ');
}

export function securityHeaders(dev: boolean): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(dev) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };
