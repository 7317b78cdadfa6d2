import { expect, test } from './fixtures';
import { cspViolations, hydrated, watchCsp } from './csp';

/**
 * The Content-Security-Policy allows no inline script it has not hashed (issue 11, item 9): the
 * policy itself, pages beyond the route list (routes.spec.ts checks every spec route in three
 * languages), a reload from the browser cache, and a script injected into a page that must not run.
 */
test.beforeEach(({ page }) => watchCsp(page));

const violations = cspViolations;

test('the production policy allows no inline script by default', async ({ request }) => {
  const policy = (await request.get('/index')).headers()['content-security-policy']!;
  const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!;
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
  // API answers carry the strict policy without hashes.
  expect((await request.get('/api/health')).headers()['content-security-policy']).toContain("script-src 'self';");
});

test('a product page, an article and the 404 page hydrate with no CSP violation', async ({ page }) => {
  for (const path of ['/productsShow?id=c4', '/newsShow?id=c4-launch', '/zh/no-such-page']) {
    await page.goto(path);
    await hydrated(page);
    expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] });
  }
});

test('a page reloaded from the browser cache (304) still runs its own scripts', async ({ page, request }) => {
  // The 304 carries no policy: a policy without the page's hashes would replace the stored one.
  const first = await request.get('/c4');
  const etag = first.headers().etag!;
  const notModified = await request.get('/c4', { headers: { 'if-none-match': etag } });
  expect(notModified.status()).toBe(304);
  expect(notModified.headers()['content-security-policy']).toBeUndefined();

  await page.goto('/c4');
  await hydrated(page);
  const revalidated = page.waitForRequest((r) => r.url().endsWith('/c4') && r.resourceType() === 'document');
  await page.reload();
  expect(await (await revalidated).headerValue('if-none-match')).toBe(etag);
  await hydrated(page);
  expect(await violations(page)).toEqual([]);
});

test('a script injected into the page is blocked and reported', async ({ page }) => {
  await page.goto('/index');
  await hydrated(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
  });
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});
