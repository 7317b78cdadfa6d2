import { getPathname, pathLocale } from '@/i18n/pathnames';
import { routing } from '@/i18n/routing';
import { clearToken, getSession } from '@/lib/client/session-store';
import { safeRedirectPath } from '@/lib/client/safe-redirect';
import { ApiError } from './errors';
import { jsonRequest } from './request';

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** No timeout by default: pass a signal to abort. */
  signal?: AbortSignal;
  /** false for sign-in calls, where a 401 means wrong credentials rather than an ended session. */
  authRedirect?: boolean;
  /** 'blob' reads a 2xx answer as a file (a PDF to save) instead of JSON. */
  as?: 'json' | 'blob';
}

/**
 * How many signed-in-only views are on screen (RequireAuth counts itself in and out). A 401 sends
 * the visitor to sign in only from such a page, which they asked for signed in; on a public page
 * (a product page asking for favourites in the background) it only ends the stale session.
 */
export const signedInViews = { count: 0 };

/** Full-page navigation (a seam for tests: jsdom cannot navigate). */
export const navigation = { assign: (url: string) => window.location.assign(url) };

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
 * The visitor's fetch wrapper (the back office's is lib/api/admin.ts; both send through
 * jsonRequest, lib/api/request.ts). Every request carries `x-lang` (saved locale) and
 * `x-auth-token` (stored token); bodies and answers are JSON; 2xx is success; unsafe methods
 * send the XSRF cookie back as a header. A 401 clears the token and, on a signed-in page, goes to
 * `/login?redirect=<this page>`; every other error status throws a typed ApiError.
 */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { token, storeLang } = getSession();
  try {
    return await jsonRequest<T>(path, {
      method: options.method,
      body: options.body,
      headers: { 'x-lang': storeLang ?? document.documentElement.lang.slice(0, 2) ?? routing.defaultLocale, ...options.headers },
      sessionHeaders: { 'x-auth-token': token ?? '' },
      signal: options.signal,
      as: options.as,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && options.authRedirect !== false) {
      clearToken();
      if (signedInViews.count > 0) navigation.assign(loginRedirectUrl());
    }
    throw error;
  }
}
