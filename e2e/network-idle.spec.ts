import { expect, test } from './fixtures';

/**
 * A crawler, or a test, that waits for the network to go quiet must see an article page finish:
 * its view counter's anti-forgery request once stayed open (its body never read) until Chromium
 * collected it, and `waitUntil: 'networkidle'` timed out after 30 s.
 */
for (const path of ['/newsShow?id=c4-launch', '/ja/newsShow?id=c4-launch']) {
  test(`${path} goes network-idle with the view counter's requests finished`, async ({ page }) => {
    const xsrf = page.waitForResponse((r) => r.url().endsWith('/api/xsrf'));
    const counted = page.waitForResponse((r) => r.url().includes('/views') && r.request().method() === 'POST');
    await page.goto(path, { waitUntil: 'networkidle', timeout: 20_000 });
    expect((await xsrf).status()).toBe(200);
    expect((await counted).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
