import { createHash } from 'node:crypto';
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
  expect(scriptSrc).toMatch(/^'self' 'report-sample'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
  // API answers carry the strict policy without hashes.
  expect((await request.get('/api/health')).headers()['content-security-policy']).toContain("script-src 'self' 'report-sample';");
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
  // With its first characters ('report-sample'): a violation names the script that had no hash.
  await expect.poll(() => violations(page)).toEqual(['script-src-elem inline window.injected = true;']);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});

test('every inline script Next.js and React write into real pages is recognised and hashed (scripts/lib/framework-scripts.mjs)', async ({ request }) => {
  // Static, dynamic and error pages, streamed or not: a Next.js or React upgrade that writes a
  // script of another shape shows here with the script's start.
  for (const path of ['/index', '/ja/newsShow?id=c4-launch', '/productsShow?id=c4', '/de/c4', '/searchlist?q=c4', '/stores', '/zh/no-such-page', '/login']) {
    const res = await request.get(path);
    const policy = res.headers()['content-security-policy'] ?? '';
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      // Data blocks (JSON-LD, the first screen's end) never run: no hash needed.
      ([, attributes]) => !/\ssrc=/.test(attributes!) && !/type="application\/(ld\+)?json"/.test(attributes!),
    );
    expect(scripts.length).toBeGreaterThan(0);
    const unhashed = scripts
      .map(([, , text]) => text!)
      .filter((text) => !policy.includes(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`))
      .map((text) => text.slice(0, 80));
    expect({ path, unhashed }).toEqual({ path, unhashed: [] });
  }
});
