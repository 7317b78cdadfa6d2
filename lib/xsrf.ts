/**
 * Anti-forgery names shared by the client wrapper and the server. The token itself is made and
 * checked on the server only (lib/server/http/xsrf.ts: a signed double-submit cookie).
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Hands out a fresh cookie (bound to the session in x-auth-token, if any). */
export const XSRF_ENDPOINT = '/api/xsrf';
