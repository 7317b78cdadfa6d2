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
      const language = await page.locator('.site-header__tools .locale-select').boundingBox();
      if (!language || language.x < 0 || language.x + language.width > viewport.width) cut.push(`${locale}: the language select is off screen`);
    }
    expect(cut).toEqual([]);
  });
}
