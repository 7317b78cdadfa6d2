import { getPathname, pathLocale } from '@/i18n/pathnames';
import { routing } from '@/i18n/routing';
import { clearToken, getSession } from '@/lib/client/session-store';
import { safeRedirectPath } from '@/lib/client/safe-redirect';
import { percentDecode } from '@/lib/percent-decode';
import { XSRF_COOKIE, XSRF_ENDPOINT, XSRF_HEADER } from '@/lib/xsrf';
import { ApiError } from './errors';

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** No timeout by default: pass a signal to abort. */
  signal?: AbortSignal;
  /** false for sign-in calls, where a 401 means wrong credentials rather than an ended session. */
  authRedirect?: boolean;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * How many signed-in-only views are on screen (RequireAuth counts itself in and out). A 401 sends
 * the visitor to sign in only from such a page, which they asked for signed in; on a public page
 * (a product page asking for favourites in the background) it only ends the stale session.
 */
export const signedInViews = { count: 0 };

/** Full-page navigation (a seam for tests: jsdom cannot navigate). */
export const navigation = { assign: (url: string) => window.location.assign(url) };

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? percentDecode(match.slice(name.length + 1)) : null;
}

/**
 * The anti-forgery cookie, fetched from the server when this browser has none yet, or anew when
 * the server refused the one it has (it is bound to the session: after signing in or out).
 */
async function xsrfToken(fresh: boolean, authToken: string | null): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing && !fresh) return existing;
  const res = await fetch(XSRF_ENDPOINT, { credentials: 'same-origin', headers: { Accept: 'application/json', 'x-auth-token': authToken ?? '' } });
  // Only the cookie matters, but an unread body keeps the request (and a connection) open in Chromium until garbage collection.
  await res.text();
  return readCookie(XSRF_COOKIE);
}

/** The page to return to after signing in: where the user is now (already on /login → nowhere). */
export function loginRedirectUrl(): string {
  // The language of the page the user is on (the URL prefix), so sign-in continues in it.
  const locale = pathLocale(window.location.pathname) ?? routing.defaultLocale;
  const from = safeRedirectPath(`${window.location.pathname}${window.location.search}`, '/');
  const login = getPathname({ locale, href: '/login' });
  if (window.location.pathname === login) return login;
  return `${login}?redirect=${encodeURIComponent(from)}`;
}

/**
 * The one fetch wrapper of the client. Every request carries `x-lang` (saved locale) and
 * `x-auth-token` (stored token); bodies and answers are JSON; 2xx is success; unsafe methods
 * send the XSRF cookie back as a header. A 401 clears the token and, on a signed-in page, goes to
 * `/login?redirect=<this page>`; every other error status throws a typed ApiError.
 */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const { token, storeLang } = getSession();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'x-lang': storeLang ?? document.documentElement.lang.slice(0, 2) ?? routing.defaultLocale,
    'x-auth-token': token ?? '',
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (typeof Blob !== 'undefined' && options.body instanceof Blob) {
    // A file upload goes as it is, with its own type (e.g. the avatar image).
    headers['Content-Type'] = options.body.type || 'application/octet-stream';
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const send = async (freshXsrf: boolean) => {
    if (UNSAFE.has(method)) {
      const xsrf = await xsrfToken(freshXsrf, token);
      if (xsrf) headers[XSRF_HEADER] = xsrf;
    }
    try {
      return await fetch(path, { method, headers, body, signal: options.signal, credentials: 'same-origin' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'network error');
    }
  };

  type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } };
  const errorBody = async (res: Response): Promise<ErrorBody> => {
    try {
      return (await res.json()) as ErrorBody;
    } catch {
      return {}; // A non-JSON error page (proxy, gateway): keep the status, no server message.
    }
  };

  let response = await send(false);
  let payload: ErrorBody | null = null;
  if (response.status === 403 && UNSAFE.has(method)) {
    payload = await errorBody(response);
    // A token from before signing in (or from another session) is refused once: fetch a fresh one and retry.
    if (payload.error?.code === 'xsrf_failed') {
      response = await send(true);
      payload = null;
    }
  }

  if (response.status >= 200 && response.status < 300) {
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  payload ??= await errorBody(response);
  const error = new ApiError(
    response.status,
    payload.error?.code ?? `http_${response.status}`,
    payload.error?.message ?? response.statusText,
    payload.error?.fields ?? {},
  );
  if (response.status === 401 && options.authRedirect !== false) {
    clearToken();
    if (signedInViews.count > 0) navigation.assign(loginRedirectUrl());
  }
  throw error;
}
