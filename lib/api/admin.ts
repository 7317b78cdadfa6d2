import { percentDecode } from '@/lib/percent-decode';
import { XSRF_COOKIE, XSRF_ENDPOINT, XSRF_HEADER } from '@/lib/xsrf';
import { ApiError } from './errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? percentDecode(match.slice(name.length + 1)) : null;
}

async function xsrfToken(fresh: boolean): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing && !fresh) return existing;
  const res = await fetch(XSRF_ENDPOINT, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  // Only the cookie matters, but an unread body keeps the request (and a connection) open in Chromium until garbage collection.
  await res.text();
  return readCookie(XSRF_COOKIE);
}

/**
 * The back office's fetch: the staff session is an HttpOnly cookie the browser sends by itself
 * (never a token in script reach); unsafe methods carry the anti-forgery header; answers are JSON.
 * Errors throw ApiError; a 401 is left to the caller (the admin shell sends it to /admin/login).
 */
export async function adminFetch<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', 'x-lang': document.documentElement.dataset.locale ?? 'en' };
  // A file (an image upload) goes as it is, with its own type; anything else as JSON.
  const file = options.body instanceof Blob ? options.body : null;
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const body = file ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const send = async (fresh: boolean) => {
    if (UNSAFE.has(method)) headers[XSRF_HEADER] = (await xsrfToken(fresh)) ?? '';
    try {
      return await fetch(path, { method, headers, credentials: 'same-origin', body });
    } catch (error) {
      throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'network error');
    }
  };
  let res = await send(false);
  let payload: { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null = null;
  const read = async (r: Response) => {
    try {
      return (await r.json()) as typeof payload & object;
    } catch {
      return {};
    }
  };
  if (res.status === 403 && UNSAFE.has(method)) {
    payload = await read(res);
    if (payload.error?.code === 'xsrf_failed') {
      res = await send(true);
      payload = null;
    }
  }
  if (res.ok) {
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
  payload ??= await read(res);
  throw new ApiError(res.status, payload.error?.code ?? `http_${res.status}`, payload.error?.message ?? res.statusText, payload.error?.fields ?? {});
}
