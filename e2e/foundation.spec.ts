import { expect, test } from './fixtures';

test('a 401 from the API clears the token and lands on /login?redirect=<page>', async ({ page }) => {
  await page.goto('/index');
  await page.evaluate(() => localStorage.setItem('pawtrail:token', JSON.stringify({ key: 'token', value: 'x'.repeat(43), startTime: Date.now() })));
  await page.goto('/userinfo');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuserinfo$/);
  expect(await page.evaluate(() => localStorage.getItem('pawtrail:token'))).toBeNull();
});

test('a stale session on a public page ends quietly: the visitor stays on the page', async ({ page }) => {
  await page.goto('/index');
  await page.evaluate(() => localStorage.setItem('pawtrail:token', JSON.stringify({ key: 'token', value: 'x'.repeat(43), startTime: Date.now() })));
  // The product page asks for the favourites in the background; its 401 must not throw the visitor to /login.
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/favorites') && r.status() === 401);
  await page.goto('/productsShow?id=c4');
  await refused;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pawtrail:token'))).toBeNull();
  await expect(page).toHaveURL(/\/productsShow\?id=c4$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the redirect target must be a same-origin path', async ({ page }) => {
  for (const target of ['//evil.example', '/%09/evil.example', 'https://evil.example/']) {
    await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
    await expect(page.locator('h1')).toBeVisible();
    // Nothing on the login page may point at the foreign host.
    expect(await page.locator('a[href*="evil.example"], form[action*="evil.example"]').count()).toBe(0);
  }
});

// axe on every route, every locale, phone and desktop: e2e/every-route.spec.ts.

test('the footer shows QR codes for both apps and the contact values from the settings', async ({ page }) => {
  await page.goto('/footer');
  const footer = page.locator('footer');
  await expect(footer.getByRole('img', { name: /iOS/ })).toBeVisible();
  await expect(footer.getByRole('img', { name: /Android/ })).toBeVisible();
  await expect(footer).toContainText('1-833-PAWTRAIL');
  // 1-833-PAWTRAIL spells 729-8724 on a phone keypad; the link dials exactly that.
  await expect(footer.getByRole('link', { name: '1-833-PAWTRAIL' })).toHaveAttribute('href', 'tel:+18337298724');
  await expect(footer).toContainText('support@pawtrail.example');
  // The company name ends with "Ltd." and the sentence with its own full stop: one period.
  await expect(footer).toContainText('Co., Ltd. All rights reserved.');
  await expect(footer).not.toContainText('Ltd..');
  await expect(footer).toContainText('@pawtrail');
});

test('the fixed bar offers hotline, message, app download and back to top', async ({ page }) => {
  await page.goto('/fixed');
  const bar = page.getByRole('complementary');
  await expect(bar.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(bar.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+18337298724');
  await expect(bar.locator('a[href$="/OnlineMessage"]')).toHaveCount(1);
  await expect(bar.locator('a[href$="/AppDownload"]')).toHaveCount(1);
  await expect(bar.locator('a[href="#top"]')).toHaveCount(1);
});

test.describe('the mobile menu (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('closes once a page is chosen, and on Esc with focus back on its button', async ({ page }) => {
    await page.goto('/index');
    const menu = page.locator('details.site-nav');
    const toggle = menu.locator('summary');
    // Hydrated: the page's own scripts have run (the cart badge reads the store).
    await page.waitForLoadState('networkidle');
    await toggle.click();
    await expect(menu).toHaveAttribute('open', '');
    await menu.getByRole('link', { name: 'Brand' }).click();
    await expect(page).toHaveURL(/\/brand$/);
    await expect(menu).not.toHaveAttribute('open');

    await toggle.click();
    await expect(menu).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(toggle).toBeFocused();
  });
});
