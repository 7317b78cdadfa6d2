import { readCookie } from '@/lib/client/cookies';
import { XSRF_COOKIE, XSRF_ENDPOINT, XSRF_HEADER } from '@/lib/xsrf';
import { ApiError } from './errors';

/**
 * What the site's two fetch wrappers share: `apiFetch` (lib/api/client.ts: the visitor's token in a
 * header, a 401 sends to sign in) and `adminFetch` (lib/api/admin.ts: the staff session in an
 * HttpOnly cookie). A plain object body goes as JSON, a Blob as it is with its own type; unsafe
 * methods carry the anti-forgery header and are sent once more with a fresh token when the server
 * refuses the one this browser has; 2xx answers are JSON (or nothing); every other status throws an
 * ApiError with the server's code, localized message and field errors.
 */

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The anti-forgery cookie, fetched from the server when this browser has none yet, or anew when
 * the server refused the one it has (it is bound to the session: after signing in or out).
 * `headers` name that session to the server when it is not a cookie.
 */
async function xsrfToken(fresh: boolean, headers: Record<string, string>): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing && !fresh) return existing;
  const res = await fetch(XSRF_ENDPOINT, { credentials: 'same-origin', headers: { Accept: 'application/json', ...headers } });
  // Only the cookie matters, but an unread body keeps the request (and a connection) open in Chromium until garbage collection.
  await res.text();
  return readCookie(XSRF_COOKIE);
}

export interface JsonRequest {
  method?: string;
  body?: unknown;
  /** Sent with the request; `sessionHeaders` of them also with the anti-forgery token's request. */
  headers: Record<string, string>;
  sessionHeaders?: Record<string, string>;
  signal?: AbortSignal;
  /** How a 2xx answer is read: JSON (the default), or the bytes of a file (a PDF to save). */
  as?: 'json' | 'blob';
}

type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } };

async function errorBody(res: Response): Promise<ErrorBody> {
  try {
    return (await res.json()) as ErrorBody;
  } catch {
    return {}; // A non-JSON error page (proxy, gateway): keep the status, no server message.
  }
}

/** One JSON request as described above; an abort is thrown as it is, a failed connection as ApiError status 0. */
export async function jsonRequest<T>(
  path: string,
  { method = 'GET', body: input, headers: given, sessionHeaders = {}, signal, as = 'json' }: JsonRequest,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...given, ...sessionHeaders };
  let body: BodyInit | undefined;
  if (typeof Blob !== 'undefined' && input instanceof Blob) {
    headers['Content-Type'] = input.type || 'application/octet-stream';
    body = input;
  } else if (input !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input);
  }
  const send = async (freshXsrf: boolean) => {
    if (UNSAFE.has(method)) {
      const xsrf = await xsrfToken(freshXsrf, sessionHeaders);
      if (xsrf) headers[XSRF_HEADER] = xsrf;
    }
    try {
      return await fetch(path, { method, headers, body, signal, credentials: 'same-origin' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'network error');
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
    if (as === 'blob') return (await response.blob()) as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
  payload ??= await errorBody(response);
  throw new ApiError(
    response.status,
    payload.error?.code ?? `http_${response.status}`,
    payload.error?.message ?? response.statusText,
    payload.error?.fields ?? {},
  );
}
