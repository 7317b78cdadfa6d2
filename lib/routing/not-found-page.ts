/**
 * The 404 page served on the server (vercel/next.js#62228: `notFound()` answers with an empty
 * shell that only the browser fills in). scripts/lib/not-found-page.mjs asks this server for the
 * missing address again, with a per-process token in NOT_FOUND_HEADER; proxy.ts then renders the
 * pre-rendered page-not-found route there. Without the token, the route is a 404 itself.
 */
import { NOT_FOUND_HEADER, NOT_FOUND_TOKEN_VARIABLE } from './not-found-header.mjs';

export { NOT_FOUND_HEADER };
export const NOT_FOUND_PAGE = '/page-not-found';

/** Whether these request headers carry this process's token (a constant-time comparison is not needed: the token never leaves the process, and a guess only shows the public 404 page). */
export function servesNotFoundPage(headers: Headers): boolean {
  const token = process.env[NOT_FOUND_TOKEN_VARIABLE];
  return Boolean(token) && headers.get(NOT_FOUND_HEADER) === token;
}
