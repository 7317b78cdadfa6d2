const UNSAFE = /[\u0000-\u001f\u007f\\]/;
const PLACEHOLDER_ORIGIN = 'https://pawtrail.invalid';

function currentOrigin(): string {
  return typeof window === 'undefined' ? PLACEHOLDER_ORIGIN : window.location.origin;
}

/**
 * The redirect target after sign-in must be a path on this site. The candidate is resolved
 * against the current origin first (so dot segments and percent-encoded dots are normalised the
 * way the browser will normalise them), and only a same-origin result whose normalised path starts
 * with exactly one `/` is accepted: `/.//evil`, `/%2e%2e//evil` and `/x/..//evil` all normalise to
 * the protocol-relative `//evil` and are refused. Also refused (→ fallback): absolute and
 * protocol-relative URLs, `javascript:`, backslashes, and control characters in raw or
 * percent-decoded form (`/%09/evil`, `%0a`), which browsers strip.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/user', origin = currentOrigin()): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048 || !raw.startsWith('/')) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return fallback;
  }
  if (UNSAFE.test(raw) || UNSAFE.test(decoded) || decoded.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  // The result is used as a URL again (router.push, location.assign): it must still stay here.
  return new URL(path, origin).origin === origin ? path : fallback;
}
