import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './fixtures';
import { specDb } from './db';
import { apiSignIn, staffAccounts } from './staff';

/**
 * What a walk of the journeys on phones and desktops found off screen or cut (issue of the
 * de/ru/ja walk): every box is measured against the viewport, never compared as pixels.
 */
type Messages = Record<string, Record<string, string>>;
const messages = (locale: string) => JSON.parse(readFileSync(path.join(__dirname, '../messages', `${locale}.json`), 'utf8')) as Messages;
const at = (locale: string, href: string) => (locale === 'en' ? href : `/${locale}${href}`);

/** Fails with the names of the boxes that are not wholly inside the viewport. */
async function expectWithinViewport(page: Page, boxes: Locator, what: string) {
  const viewport = page.viewportSize()!;
  const outside: string[] = [];
  for (const item of await boxes.all()) {
    const box = await item.boundingBox();
    const name = (await item.getAttribute('aria-label')) ?? (await item.textContent())?.trim() ?? '?';
    if (!box || box.x < 0 || box.y < 0 || box.x + box.width > viewport.width + 0.5 || box.y + box.height > viewport.height + 0.5)
      outside.push(
        `${name}: ${box ? `x ${Math.round(box.x)}–${Math.round(box.x + box.width)}, y ${Math.round(box.y)}–${Math.round(box.y + box.height)}` : 'no box'}`,
      );
  }
  expect(outside, `${what} outside ${viewport.width}×${viewport.height}`).toEqual([]);
}

const VIDEO_ARTICLE = 'c4-unboxing-video';

test.describe('the video viewer', () => {
  for (const { locale, width, height } of [
    { locale: 'en', width: 1366, height: 800 },
    { locale: 'de', width: 390, height: 844 },
    { locale: 'ru', width: 390, height: 844 },
    { locale: 'ja', width: 844, height: 390 },
  ]) {
    test(`in ${locale} at ${width}×${height}: the video fits and play, seek, mute and close are all on screen`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(at(locale, `/newsShow?id=${VIDEO_ARTICLE}`));
      await page.getByRole('link', { name: messages(locale).News!.openVideo! }).click();
      // In the article's language (the link once led every reader to the English viewer).
      await expect(page).toHaveURL(new RegExp(`^[^?]*${at(locale, '/openvideo')}\\?src=`));
      const dialog = page.getByRole('dialog', { name: messages(locale).Viewer!.videoTitle! });
      await expect(dialog).toBeVisible();
      const t = messages(locale).Viewer!;
      const controls = dialog.locator('button, input');
      // close, play, seek, mute
      await expect(controls).toHaveCount(4);
      await expect(dialog.getByRole('button', { name: t.play! })).toBeVisible();
      await expect(dialog.getByRole('slider', { name: t.seek! })).toBeVisible();
      await expect(dialog.getByRole('button', { name: t.mute! })).toBeVisible();
      await expectWithinViewport(page, controls, 'viewer controls');
      await expectWithinViewport(page, dialog.locator('video'), 'the video');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
test.afterAll(async () => {
  await removeStaff();
  await db.end();
});

test.describe('the back office header', () => {
  test('signed in as an admin, it fits 1366×800 and 390×844 with language and sign-out in reach', async ({ page }) => {
    await apiSignIn(page, await insertStaff('admin', 'Ada Admin'));
    for (const viewport of [
      { width: 1366, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      for (const screen of ['/admin', '/admin/orders']) {
        await page.goto(screen);
        const header = page.getByRole('banner');
        await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
        expect(await header.evaluate((el) => el.scrollWidth), `header width on ${screen}`).toBeLessThanOrEqual(viewport.width);
        await expectWithinViewport(
          page,
          header.getByRole('button', { name: 'Sign out' }).or(header.getByRole('combobox', { name: 'Language' })),
          'sign-out and language',
        );
        // Every section stays reachable: its link is inside the window's width.
        const nav = header.getByRole('navigation', { name: 'Back office' });
        await expect(nav.getByRole('link', { name: 'Staff' })).toBeVisible();
        for (const link of await nav.getByRole('link').all()) {
          const box = (await link.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        }
      }
    }
  });
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button says what it does (open, then close) and a tap outside closes the menu', async ({ page }) => {
    const t = messages('ru').Nav!;
    await page.goto('/ru/index');
    const menu = page.locator('details.site-nav');
    const toggle = menu.locator('summary');
    await expect(toggle).toHaveAccessibleName(t.openMenu!);
    await toggle.click();
    await expect(menu).toHaveAttribute('open', '');
    await expect(toggle).toHaveAccessibleName(t.closeMenu!);
    await expect(menu.getByRole('link', { name: t.brand! })).toBeVisible();
    // A tap on the page (on text, not on a link) closes it, and goes nowhere.
    await page.locator('main').getByRole('heading').first().click();
    await expect(menu).not.toHaveAttribute('open');
    await expect(page).toHaveURL(/\/ru\/index$/);
    await expect(toggle).toHaveAccessibleName(t.openMenu!);
  });

  test('the add-to-cart answer is not left behind the bar along the bottom edge', async ({ page }) => {
    const t = messages('ru').Shop!;
    await page.goto('/ru/productsShow?id=c4');
    const add = page.getByRole('button', { name: t.addToCart!, exact: true });
    const bar = page.locator('.fixed-bar');
    await expect(add).toBeVisible();
    // The button just above the bar, where the answer below it would fall under the bar.
    const barTop = (await bar.boundingBox())!.y;
    await add.evaluate((el, top) => window.scrollBy(0, el.getBoundingClientRect().bottom - top + 4), barTop);
    await add.click();
    const answer = page.getByRole('status').filter({ hasText: t.addedToCart! });
    await expect(answer).toBeVisible();
    await expect
      .poll(async () => {
        const box = (await answer.boundingBox())!;
        return box.y >= 0 && box.y + box.height <= (await bar.boundingBox())!.y;
      })
      .toBe(true);
    // Nothing is drawn over it: the bar does not cover its middle.
    const covered = await answer.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !top || !el.contains(top);
    });
    expect(covered).toBe(false);
  });
});

test.describe('product specs on phones', () => {
  for (const locale of ['ru', 'de'] as const) {
    for (const width of [320, 390]) {
      test(`in ${locale} at ${width} px no word is broken where the line could hold it, and the list stays on screen`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(at(locale, '/productsShow?id=c4'));
        const specs = page.locator('#product-specs + dl');
        await expect(specs).toBeVisible();
        await expect(specs).toHaveAttribute('lang', locale);
        await expect(specs.locator('dt').first()).toHaveCSS('hyphens', 'auto');
        const report = await specs.evaluate((list) => {
          const broken: string[] = [];
          for (const cell of list.querySelectorAll('dt, dd')) {
            const text = cell.firstChild;
            if (!text || text.nodeType !== Node.TEXT_NODE) continue;
            const content = text.textContent ?? '';
            const style = getComputedStyle(cell);
            const room = (cell as HTMLElement).clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            for (const m of content.matchAll(/[^\s\-–]+/g)) {
              const range = document.createRange();
              range.setStart(text, m.index);
              range.setEnd(text, m.index + m[0].length);
              const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              if (lines.size < 2) continue;
              // Split over lines although the whole word fits the line: the defect (a wider word may still break, as a last resort).
              const probe = document.createElement('span');
              probe.textContent = m[0];
              probe.style.cssText = 'position:absolute;white-space:nowrap;visibility:hidden';
              cell.appendChild(probe);
              const width = probe.getBoundingClientRect().width;
              probe.remove();
              if (width <= room) broken.push(`${m[0]} (${Math.round(width)} of ${Math.round(room)} px)`);
            }
          }
          return { broken: [...new Set(broken)], right: list.getBoundingClientRect().right };
        });
        expect(report.broken).toEqual([]);
        expect(report.right).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  }
});
