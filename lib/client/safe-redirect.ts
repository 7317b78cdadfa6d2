/**
 * The redirect target after sign-in must be a path on this site. Refused (→ fallback): absolute
 * and protocol-relative URLs (`https://x`, `//evil`), backslash tricks (`/\evil`), and control
 * characters in raw or percent-decoded form (`/%09/evil`, `%0a`), which browsers strip.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/user'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return fallback;
  }
  const unsafe = /[\u0000-\u001f\u007f\\]/;
  if (unsafe.test(raw) || unsafe.test(decoded)) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || decoded.startsWith('//')) return fallback;
  const base = 'https://pawtrail.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
