import { expect, test } from './fixtures';

test('default is English, Accept-Language is ignored', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } });
  const page = await context.newPage();
  await page.goto('/products');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('switching language on /brand keeps the page, saves the choice and survives a new browser', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/brand');
  await page.locator('details.locale-select > summary').click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/brand$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('pawtrail:storeLang') ?? 'null')?.value)).toBe('de');
  const cookies = await context.cookies();
  const saved = cookies.find((c) => c.name === 'NEXT_LOCALE');
  expect(saved?.value).toBe('de');
  expect(saved!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
  await context.close();

  // A browser restart: a new context that only has the saved cookie.
  const next = await browser.newContext();
  await next.addCookies([{ ...saved!, expires: saved!.expires }]);
  const again = await next.newPage();
  await again.goto('/products');
  await expect(again).toHaveURL(/\/de\/products$/);
  await expect(again.locator('html')).toHaveAttribute('lang', 'de');
  await expect(again.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await next.close();
});

test('the header and footer are translated (ja)', async ({ page }) => {
  await page.goto('/ja/index');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const nav = page.locator('header nav');
  await expect(nav.getByRole('link').first()).not.toHaveText('Home');
  await expect(page.locator('footer')).toContainText('1-833-PAWTRAIL');
  await expect(page.locator('footer h2').first()).not.toHaveText('Products');
});

// Chinese, Japanese and Korean share code points, not glyphs: a Japanese page listed a Chinese
// font first, so a Mac drew its kanji in Chinese forms.
test('each CJK language names its own fonts first, and a language’s name in the menu uses its own', async ({ page }) => {
  /** The element's font stack, one family per entry. */
  const fonts = async (selector: string) => {
    const stack = await page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    return stack.split(',').map((family) => family.trim().replace(/"/g, ''));
  };
  /** The first family after the five of the Latin stack. */
  const firstCjk = (stack: string[]) => stack[5];
  for (const [locale, first, foreign] of [
    ['ja', 'Hiragino Sans', 'PingFang SC'],
    ['zh', 'PingFang SC', 'Hiragino Sans'],
    ['ko', 'Apple SD Gothic Neo', 'PingFang SC'],
  ] as const) {
    await page.goto(`/${locale}/index`);
    const stack = await fonts('main');
    expect({ locale, first: firstCjk(stack) }).toEqual({ locale, first });
    expect(stack).not.toContain(foreign);
  }
  // On an English page, the menu's 日本語 is set in Japanese fonts.
  await page.goto('/index');
  expect(firstCjk(await fonts('.locale-select [lang="ja"]'))).toBe('Hiragino Sans');
  expect(await fonts('main')).not.toContain('Hiragino Sans');
});
