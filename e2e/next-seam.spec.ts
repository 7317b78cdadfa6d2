import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as apiUtils from 'next/dist/server/api-utils/index.js';
import { expect, test } from './fixtures';
import { DRAFT_MODE_COOKIES, ERROR_SHELL, FLIGHT_BOOTSTRAP, FLIGHT_PUSH, ROUTER_HEADERS, STYLESHEET_LINK } from '../scripts/lib/next-seam.mjs';
import { NOT_FOUND_HEADER } from '../scripts/lib/not-found-page.mjs';

/**
 * The contract of scripts/lib/next-seam.mjs, the one module that knows Next.js's internals and the
 * HTML it writes: each assumption checked against this build's own output and the server running
 * it. A failure here after a Next.js upgrade names the assumption that broke; the server's rewrites
 * (inline stylesheets, 404 page, page memo) depend on it.
 */
const root = path.resolve(__dirname, '..');

test('a pre-rendered page of the build has the shapes the server rewrites', () => {
  const manifest = JSON.parse(readFileSync(path.join(root, '.next/prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
  expect(Object.keys(manifest.routes), 'the English home page is pre-rendered').toContain('/en/index');
  const file = path.join(root, '.next/server/app/en/index.html');
  expect(existsSync(file), `${file} (Next.js's pre-rendered HTML) exists`).toBe(true);
  const html = readFileSync(file, 'utf8');
  expect(html, "Next's RSC payload bootstrap").toContain(FLIGHT_BOOTSTRAP);
  expect(html, "Next's RSC payload rows").toContain(FLIGHT_PUSH);
  const stylesheets = [...html.matchAll(STYLESHEET_LINK)].map((m) => m[1]);
  expect(stylesheets.length, 'stylesheet links the server sends inline').toBeGreaterThan(0);
  for (const href of stylesheets) expect(existsSync(path.join(root, '.next', href!.slice('/_next'.length))), `${href} is a file of the build`).toBe(true);
  expect(html.match(/<link rel="stylesheet"[^>]*>/g)?.length, 'every stylesheet link has the shape the server recognises').toBe(stylesheets.length);
});

test("notFound() answers Next's empty error shell when the server does not replace it", async ({ request }) => {
  // A request carrying the 404 header is the server's own fetch of the 404 page: never replaced
  // again. With a token that is not this process's, the proxy does not render the 404 page either.
  const shell = await request.get('/productsShow?id=no-such-product', { headers: { [NOT_FOUND_HEADER]: 'not-this-process' } });
  expect(shell.status()).toBe(404);
  expect(await shell.text()).toContain(ERROR_SHELL);
  // Without it, the server sends the pre-rendered 404 page instead.
  const replaced = await request.get('/productsShow?id=no-such-product');
  expect(replaced.status()).toBe(404);
  expect(await replaced.text()).not.toContain(ERROR_SHELL);
});

test("client navigation's request header gets the RSC payload, not the document the page memo shares", async ({ request }) => {
  expect(ROUTER_HEADERS).toContain('rsc');
  const payload = await request.get('/de/index', { headers: { rsc: '1' } });
  expect(payload.headers()['content-type']).toContain('text/x-component');
  expect(payload.headers()['x-page-memo']).toBeUndefined();
});

test("the draft-mode cookies are the ones Next.js's api-utils names", () => {
  expect(DRAFT_MODE_COOKIES).toEqual([apiUtils.COOKIE_NAME_PRERENDER_BYPASS, apiUtils.COOKIE_NAME_PRERENDER_DATA]);
});
