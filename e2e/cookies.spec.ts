import { expect, test } from './fixtures';

/**
 * Issue 11, item 7: a page that a CDN or the front cache may keep never sets a cookie (one
 * visitor's XSRF-TOKEN or NEXT_LOCALE would be handed to the next). The anti-forgery cookie comes
 * from the API; NEXT_LOCALE is saved only on an explicit language choice (e2e/locale.spec.ts).
 */
const PAGES = ['/', '/index', '/de/index', '/ja/c4', '/productsShow?id=c4', '/zh/newsCenter', '/brand', '/login', '/shoppingcart'];

test('pages set no cookie, for a first visit and for a returning visitor with a saved language', async ({ request }) => {
  for (const path of PAGES) {
    for (const cookie of [undefined, 'NEXT_LOCALE=fr', 'NEXT_LOCALE=en; XSRF-TOKEN=stale']) {
      const res = await request.get(path, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
      expect(res.status(), `${path} (${cookie ?? 'no cookie'})`).toBeLessThan(400);
      expect(res.headers()['set-cookie'], `${path} (${cookie ?? 'no cookie'})`).toBeUndefined();
    }
  }
});

test('the anti-forgery cookie comes from GET /api/xsrf, never cached', async ({ request }) => {
  const res = await request.get('/api/xsrf');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-store');
  expect(res.headers()['set-cookie']).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/;/);
});
