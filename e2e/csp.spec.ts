import { expect, test, type Page } from '@playwright/test';
import { SPEC_ROUTES } from './routes';

/**
 * The Content-Security-Policy allows no inline script it has not hashed (issue 11, item 9): every
 * page of the route list renders and hydrates without one violation, and a script injected into a
 * page does not run.
 */
const WITH_QUERY: Record<string, string> = {
  '/openimg': '/openimg?src=/media/brand/introduction.svg',
  '/openvideo': '/openvideo?src=/media/videos/c4.mp4',
  '/productsShow': '/productsShow?id=c4',
};

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
});

/** Hydration reached the page's heading: React attached its fiber to the server-rendered element. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('the production policy allows no inline script by default', async ({ request }) => {
  const policy = (await request.get('/index')).headers()['content-security-policy']!;
  const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!;
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
  // API answers carry the strict policy without hashes.
  expect((await request.get('/api/health')).headers()['content-security-policy']).toContain("script-src 'self';");
});

for (const locale of ['en', 'zh'] as const) {
  test(`every route hydrates in ${locale} with no CSP violation`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
    });
    for (const route of SPEC_ROUTES) {
      const path = WITH_QUERY[route] ?? route;
      await page.goto(locale === 'en' ? path : `/${locale}${path}`);
      await hydrated(page);
      expect({ route, violations: await violations(page) }).toEqual({ route, violations: [] });
    }
    await page.goto(`/${locale}/no-such-page`);
    await hydrated(page);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

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
