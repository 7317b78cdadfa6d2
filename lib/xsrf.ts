/**
 * Anti-forgery: the server hands out a random `XSRF-TOKEN` cookie (readable by scripts of this
 * origin only); the client echoes it in `X-XSRF-TOKEN`; unsafe methods must carry both, equal.
 * A cross-site page can make the browser send the cookie but cannot read it to set the header.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

export function newXsrfToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function xsrfValid(cookie: string | undefined | null, header: string | undefined | null): boolean {
  return !!cookie && !!header && TOKEN.test(cookie) && constantTimeEqual(cookie, header);
}
