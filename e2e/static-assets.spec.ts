import http from 'node:http';
import zlib from 'node:zlib';
import type { Request } from '@playwright/test';
import { hydrated } from './csp';
import { expect, test } from './fixtures';

// The build's scripts and stylesheets go out precompressed with Brotli (scripts/lib/static-brotli.mjs).
// Raw node:http, not Playwright's request API, because that one decodes bodies by itself.

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(base: string, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, base), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

test('scripts and stylesheets are served with Brotli to clients that accept it, gzip to the others', async ({ request, baseURL }) => {
  const html = await (await request.get('/c4')).text();
  const assets = [...new Set([...html.matchAll(/\/_next\/static\/[^"'\s]+\.(?:js|css)/g)].map((m) => m[0]))];
  expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
  expect(assets.some((a) => a.endsWith('.css'))).toBe(true);

  let brTotal = 0;
  let gzipTotal = 0;
  for (const asset of assets) {
    const plain = await get(baseURL!, asset, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get(baseURL!, asset, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status, asset).toBe(200);
    expect(br.headers['content-encoding'], asset).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    // The same bytes as the uncompressed file, with the headers Next.js gives every response.
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body), asset).toBe(true);
    expect(br.headers['content-type']).toBe(asset.endsWith('.js') ? 'application/javascript; charset=UTF-8' : 'text/css; charset=UTF-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['content-security-policy']).toContain("object-src 'none'");

    // Next.js itself gzips, except files too small to gain (under 1 KB).
    const gzip = await get(baseURL!, asset, { 'accept-encoding': 'gzip' });
    const gzipped = gzip.headers['content-encoding'] === 'gzip';
    expect(gzipped || plain.body.length < 1024, asset).toBe(true);
    expect((gzipped ? zlib.gunzipSync(gzip.body) : gzip.body).equals(plain.body)).toBe(true);
    brTotal += br.body.length;
    gzipTotal += gzip.body.length;

    // br refused explicitly (q=0): never Brotli.
    const refused = await get(baseURL!, asset, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe(gzip.headers['content-encoding']);

    // A revalidation with the Brotli variant's ETag answers 304 without a body.
    const again = await get(baseURL!, asset, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  }
  // The point of it: fewer bytes before the page can run (about 14 % on this page).
  expect(brTotal).toBeLessThan(gzipTotal * 0.92);

  // Paths outside the build's static files are not served from here.
  expect((await get(baseURL!, '/_next/static/chunks/..%2f..%2fBUILD_ID.js', { 'accept-encoding': 'br' })).status).toBe(404);
});

test('a page served with Brotli assets hydrates and runs its scripts in Chromium', async ({ page }) => {
  const encodings: string[] = [];
  page.on('response', (response) => {
    if (/\/_next\/static\/.+\.js$/.test(new URL(response.url()).pathname)) encodings.push(response.headers()['content-encoding'] ?? '');
  });
  await page.goto('/c4');
  // React has hydrated the document (its fiber on <html>; the language links work without it).
  await expect.poll(() => page.evaluate(() => Object.keys(document.documentElement).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  expect(encodings.length).toBeGreaterThan(3);
  expect(encodings.every((e) => e === 'br')).toBe(true);
});

test('a page is styled from its own HTML: no stylesheet is requested, before or after hydration, nor on client navigation to a page of the same styles (scripts/lib/inline-styles.mjs)', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url());
  });
  const response = await page.goto('/index');
  const html = await response!.text();
  expect(html).toMatch(/<style data-href="\/_next\/static\/[^"]+\.css" data-precedence="next">/);
  // Each stylesheet once, as a <style>; its link stays only for React to find, disabled.
  expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
  const styled = () =>
    page.evaluate(() => ({ margin: getComputedStyle(document.body).margin, header: getComputedStyle(document.querySelector('header')!).position }));
  expect(await styled()).toEqual({ margin: '0px', header: 'sticky' });
  // Once React has hydrated, a language link switches with the client router: the same document,
  // re-rendered in Japanese, is still styled, with nothing fetched for it.
  await expect.poll(() => page.evaluate(() => Object.keys(document.documentElement).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.locator('details.locale-select > summary').click();
  await page.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/ja\/index$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(documents, 'a client navigation, not a new document').toEqual([]);
  expect(await styled()).toEqual({ margin: '0px', header: 'sticky' });
  // The 404 page is rendered per request, and Next.js sends its stylesheet as a Link preload too.
  const notFound = await page.goto('/zh/no-such-page');
  expect(notFound!.status()).toBe(404);
  expect(notFound!.headers().link ?? '').not.toContain('.css');
  expect(await styled()).toEqual({ margin: '0px', header: 'sticky' });
  expect(stylesheets).toEqual([]);
});

test("the header's logo travels inside the page: no request for it", async ({ page }) => {
  // Requested, it held one of the browser's six HTTP/1.1 connections to the site while the page's
  // scripts queued for them (docs/performance.md, "What time to interactive waited for").
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/productsShow?id=c4');
  await expect(page.locator('.site-header__logo img')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  expect(requested.filter((p) => p.startsWith('/media/brand/'))).toEqual([]);
});

test('each budgeted page loads at most ten scripts before it is interactive: two waves of the six connections a browser opens to the site', async ({
  page,
}) => {
  // Over HTTP/1.1 the two large framework scripts hold two connections while the others share
  // four: ten scripts arrive in two round trips, an eleventh needs a third (docs/performance.md,
  // "What time to interactive waited for"). The chunking settings in next.config.ts and
  // one error boundary per route group keep the count there.
  for (const path of ['/index', '/c4', '/productsShow?id=c4', '/newsShow?id=c4-launch']) {
    const scripts = new Set<string>();
    const onRequest = (r: Request) => {
      if (r.resourceType() === 'script' && new URL(r.url()).pathname.startsWith('/_next/static/')) scripts.add(new URL(r.url()).pathname);
    };
    page.on('request', onRequest);
    await page.goto(path);
    await hydrated(page);
    page.off('request', onRequest);
    expect(scripts.size, `${path}: ${[...scripts].join(' ')}`).toBeGreaterThan(4);
    expect(scripts.size, `${path}: ${[...scripts].join(' ')}`).toBeLessThanOrEqual(10);
  }
});

test('each budgeted page ends its first screen right after its first picture', async ({ page }) => {
  // Chromium draws what its parser has taken so far between slices, and ends a slice shortly
  // after a script element in the body: so the picture is drawn before the rest of the page is
  // laid out (components/layout/first-screen-end.tsx). Written anywhere lower, the picture waits
  // for the whole page's layout.
  for (const path of ['/index', '/c4', '/productsShow?id=c4', '/newsShow?id=c4-launch', '/zh/c4']) {
    await page.goto(path);
    const order = await page.evaluate(() => {
      const ends = [...document.querySelectorAll('script[data-first-screen]')];
      const picture = document.querySelector('main img[fetchpriority="high"]');
      const later = [...document.querySelectorAll('main section')].at(-1);
      const follows = (a: Node | null | undefined, b: Node | null | undefined) =>
        !!a && !!b && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      return { ends: ends.length, afterPicture: follows(picture, ends[0]), beforeLastSection: follows(ends[0], later) };
    });
    expect(order, path).toEqual({ ends: 1, afterPicture: true, beforeLastSection: true });
  }
});
