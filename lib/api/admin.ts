import { jsonRequest } from './request';

/**
 * The back office's fetch: the staff session is an HttpOnly cookie the browser sends by itself
 * (never a token in script reach); unsafe methods carry the anti-forgery header; answers are JSON
 * (lib/api/request.ts, shared with the visitor's apiFetch). Errors throw ApiError; a 401 is left to
 * the caller (the admin shell sends it to /admin/login).
 */
export function adminFetch<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  return jsonRequest<T>(path, { method: options.method, body: options.body, headers: { 'x-lang': document.documentElement.dataset.locale ?? 'en' } });
}
