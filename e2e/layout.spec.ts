import { LOCALES } from '../i18n/locales.mjs';
import { expect, test } from './fixtures';

// Issue 15, item 10: the header's search placeholder was cut off in de, ru and en.
for (const viewport of [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
  // ru, es, pt and en were cut at 320 px while the language select showed its name.
  { width: 320, height: 640 },
]) {
  test(`the header search placeholder fits its box in every language at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const cut: string[] = [];
    for (const locale of LOCALES) {
      await page.goto(locale === 'en' ? '/index' : `/${locale}/index`);
      const input = page.locator('.site-header__tools .search-box input');
      await expect(input).toBeVisible();
      const fit = await input.evaluate((el: HTMLInputElement) => {
        const style = getComputedStyle(el);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const available = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: el.placeholder, width: Math.ceil(context.measureText(el.placeholder).width), available: Math.floor(available) };
      });
      if (fit.width > fit.available) cut.push(`${locale}: "${fit.text}" needs ${fit.width} px, has ${fit.available}`);
      // The language choice stays in reach beside it.
      const language = await page.locator('.site-header .locale-select').boundingBox();
      if (!language || language.x < 0 || language.x + language.width > viewport.width) cut.push(`${locale}: the language select is off screen`);
    }
    expect(cut).toEqual([]);
  });
}

// Issue 35, minors (WCAG 1.4.10): the footer's contact column overflowed between 600 and 640 px,
// one narrow grid column being too small for its support address (and the apps' two QR codes);
// in German a long link pushed its column, and the page, 7 to 27 px past the edge up to 660 px.
test('the footer’s columns stay within the page from 410 to 660 px', async ({ page }) => {
  const over: string[] = [];
  for (const locale of ['en', 'de', 'ru'] as const) {
    for (const width of [410, 600, 620, 640, 660]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(locale === 'en' ? '/index' : `/${locale}/index`);
      const found = await page.locator('footer .site-footer__grid').evaluate((grid) => {
        const edge = grid.getBoundingClientRect().right;
        return [...grid.children]
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ el, box }) => box.right > edge + 0.5 || el.scrollWidth > el.clientWidth + 1)
          .map(
            ({ el, box }) =>
              `${el.className || el.tagName}: right ${Math.round(box.right)} > ${Math.round(edge)} or scrolls (${el.scrollWidth} > ${el.clientWidth})`,
          );
      });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (sideways > 0) over.push(`${locale} at ${width}: the page scrolls sideways by ${sideways} px`);
      over.push(...found.map((f) => `${locale} at ${width}: ${f}`));
    }
  }
  expect(over).toEqual([]);
});
