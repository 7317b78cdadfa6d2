import { expect, test, type Page } from './fixtures';
import { expectRingContrast, tabTo } from './a11y-helpers';

/**
 * Issue 35, item 1 (WCAG 1.4.11): the focus ring was one blue outline, 2.31:1 on the navy footer
 * and bands and about 1:1 on the slider's control bar. Each control below is reached with Tab, and
 * its ring's computed colours are measured against the element's own background and the surface
 * painted around it; one band of the ring must have at least 3:1 against both its neighbours.
 */

// Tab by Tab through whole pages is slow on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

async function expectRings(page: Page, names: { locator: ReturnType<Page['locator']>; what: string }[]) {
  for (const { locator, what } of names) {
    await tabTo(page, locator);
    await expectRingContrast(page, what);
  }
}

test.describe('focus rings on dark surfaces at 1366 × 800', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the slider controls, "Download the app" and the footer links on the home page', async ({ page }) => {
    await page.goto('/index');
    const slider = page.getByRole('region', { name: 'Highlights' });
    const footer = page.locator('footer');
    await expectRings(page, [
      { locator: slider.getByRole('button', { name: 'Previous slide' }), what: 'slider: previous' },
      { locator: slider.getByRole('button', { name: 'Go to slide 2' }), what: 'slider: second dot' },
      { locator: slider.getByRole('button', { name: 'Pause slideshow' }), what: 'slider: pause' },
      { locator: page.getByRole('main').getByRole('link', { name: 'Download the app' }), what: 'app band: Download the app' },
      { locator: footer.getByRole('link').first(), what: 'footer: first link' },
      { locator: footer.getByRole('link').last(), what: 'footer: last link' },
    ]);
  });

  test('"Buy now" and "Get the app" on the navy band of the C4 page', async ({ page }) => {
    await page.goto('/c4');
    const band = page
      .locator('main section')
      .filter({ has: page.getByRole('link', { name: 'Get the app' }) })
      .last();
    await expectRings(page, [
      { locator: band.getByRole('link', { name: 'Buy now' }).last(), what: 'band: Buy now' },
      { locator: band.getByRole('link', { name: 'Get the app' }).last(), what: 'band: Get the app' },
    ]);
  });

  test('the fixed bar over the white page and over the navy footer', async ({ page }) => {
    await page.goto('/index');
    const items = page.locator('.fixed-bar__item');
    await expect(items).toHaveCount(4);
    // At the top of the page (Home scrolls; the bar stays where it is), then at its end.
    await tabTo(page, items.first());
    await page.keyboard.press('Home');
    await page.waitForFunction(() => window.scrollY === 0);
    for (let i = 0; i < 4; i++) {
      await tabTo(page, items.nth(i));
      await expectRingContrast(page, `fixed bar item ${i + 1} at the top of the page`);
    }
    // Scrolled to the end, where the navy footer lies behind the bar.
    await page.keyboard.press('End');
    await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    for (let i = 3; i >= 0; i--) {
      await tabTo(page, items.nth(i), { back: true });
      await expectRingContrast(page, `fixed bar item ${i + 1} over the footer`);
    }
  });
});

test.describe('focus rings on dark surfaces at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slider controls, the footer links and the fixed bar along the bottom', async ({ page }) => {
    await page.goto('/index');
    const footer = page.locator('footer');
    await expectRings(page, [
      { locator: page.locator('.slider__pause'), what: 'slider: pause' },
      { locator: page.locator('.fixed-bar__item').first(), what: 'fixed bar: first item' },
      { locator: page.locator('.fixed-bar__item').last(), what: 'fixed bar: last item' },
      { locator: footer.getByRole('link').first(), what: 'footer: first link' },
    ]);
  });
});
