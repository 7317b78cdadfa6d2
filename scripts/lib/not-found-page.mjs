// The 404 page on the server (issue 15, item 9). When a page calls notFound(), Next.js answers with
// an empty `<html id="__next_error__">` shell and draws the not-found page in the browser only
// (vercel/next.js#62228): no lang, no title, two robots tags, nothing without JavaScript. The
// server replaces that shell with the pre-rendered 404 page of the locale, rendered at the address
// that was asked for (proxy.ts rewrites the server's own request, lib/routing/not-found-page.ts),
// and keeps the 404 status.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { NOT_FOUND_HEADER, NOT_FOUND_TOKEN_VARIABLE as TOKEN_VARIABLE } from '../../lib/routing/not-found-header.mjs';
import { ERROR_SHELL } from './next-seam.mjs';

export { NOT_FOUND_HEADER };

/** Creates this process's token (proxy.ts reads it from the environment). */
export function createNotFoundToken() {
  const token = randomBytes(24).toString('base64url');
  process.env[TOKEN_VARIABLE] = token;
  return token;
}

/** Whether an HTML body is Next's empty error shell. */
export function isErrorShell(body) {
  return body.subarray(0, 512).toString('latin1').includes(ERROR_SHELL);
}

/**
 * A function that fetches the 404 page for a request from this server (listening on `port()`),
 * resolving to its HTML, or null when that fails (the shell is then sent as it is). Requests
 * that are themselves such fetches are never replaced again.
 */
export function notFoundPageFetcher({ port, token, timeoutMs = 10_000 }) {
  return function fetchNotFoundPage(req) {
    if (req.headers[NOT_FOUND_HEADER] !== undefined) return Promise.resolve(null);
    return new Promise((resolve) => {
      const inner = http.request(
        {
          host: '127.0.0.1',
          port: port(),
          path: req.url,
          method: 'GET',
          headers: {
            host: req.headers.host ?? 'localhost',
            'accept-encoding': 'identity',
            accept: 'text/html',
            [NOT_FOUND_HEADER]: token,
          },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const html = String(res.headers['content-type'] ?? '').startsWith('text/html');
            resolve(res.statusCode === 200 && html ? Buffer.concat(chunks) : null);
          });
          res.on('error', () => resolve(null));
        },
      );
      inner.on('timeout', () => inner.destroy());
      inner.on('error', () => resolve(null));
      inner.end();
    });
  };
}
