import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { axe } from './axe';
import { formatPrice, hoursArgs } from '../lib/marketing/format';
import { formatStat } from '../lib/marketing/stats';
import { STAT_IDS } from '../lib/validations/settings';
import base from '../scripts/seed-data/base.json';

type Tree = { [key: string]: string | Tree };
const messages = (locale: string): Tree => JSON.parse(readFileSync(path.join(__dirname, '..', 'messages', `${locale}.json`), 'utf8')) as Tree;
const msg = (tree: Tree, key: string): string => {
  const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree);
  if (typeof value !== 'string') throw new Error(`no message ${key}`);
  return value;
};
const url = (locale: string, route: string) => (locale === 'en' ? route : `/${locale}${route}`);
const localeTag = (locale: string) => (({ zh: 'zh-CN', pt: 'pt-BR' }) as Record<string, string>)[locale] ?? locale;

const HIGHLIGHTS = [
  'app-control',
  'virtual-fence',
  'positioning',
  'activity-report',
  'sleep-report',
  'goals',
  'activity-states',
  'rgb-light',
  'waterproof',
  'wireless-charging',
  'battery',
  'latest-location',
];
const BRAND_SECTIONS = ['introduction', 'story', 'chairman', 'culture', 'history', 'profile', 'philosophy', 'honors'];

async function expectStats(page: Page, locale: string) {
  const stats = page.locator('[data-stat]');
  await expect(stats).toHaveCount(6);
  // The demo content's figures (staff may change them in the back office; these tests run on the demo).
  for (const [i, id] of STAT_IDS.entries()) {
    const stat = base.settings.stats[id];
    await expect(stats.nth(i)).toBeVisible();
    // The visible figure settles on the final number (count-up done or skipped).
    await expect(stats.nth(i).locator('[aria-hidden="true"]')).toHaveText(formatStat(stat.value, localeTag(locale), stat.plus));
  }
}

for (const locale of ['en', 'ja', 'de']) {
  test.describe(`marketing pages in ${locale}`, () => {
    const m = messages(locale);

    test('home shows the heading, six statistics, products, news, C4 teaser and app band', async ({ page }) => {
      await page.goto(url(locale, '/index'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(m, 'Home.heading'));
      await expect(page.locator('main').getByRole('heading', { name: msg(m, 'Home.stats.heading') })).toBeVisible();
      await expectStats(page, locale);
      const products = page.locator('main a[href*="/productsShow?id="]');
      expect(await products.count()).toBeGreaterThan(0);
      await expect(products.first()).toBeVisible();
      const news = page.locator('section[aria-labelledby="home-news"] a[href*="/newsShow?id="]');
      await expect(news).toHaveCount(3);
      // The first slide may carry the same call to action: the teaser's link is the last one.
      await expect(
        page
          .locator('main')
          .getByRole('link', { name: msg(m, 'Home.c4.cta') })
          .last(),
      ).toHaveAttribute('href', url(locale, '/c4'));
      await expect(page.locator('main').getByRole('link', { name: msg(m, 'Home.app.cta') })).toHaveAttribute('href', url(locale, '/AppDownload'));
      // Prices are the locale's market price (USD, EUR, JPY), in the locale's number format.
      const c4 = (await (await page.request.get('/api/products/c4', { headers: { 'x-lang': locale } })).json()) as { priceCents: number; currency: string };
      expect(c4.currency).toBe({ en: 'USD', ja: 'JPY', de: 'EUR' }[locale]);
      await expect(page.locator('main').getByText(formatPrice(c4.priceCents, c4.currency, localeTag(locale)))).toBeVisible();
    });

    test('brand shows every section with its anchor, the timeline and the certificates', async ({ page }) => {
      await page.goto(url(locale, '/brand'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(m, 'Pages.brand.heading'));
      const toc = page.getByRole('navigation', { name: msg(m, 'Brand.toc') });
      await expect(toc.getByRole('link')).toHaveCount(BRAND_SECTIONS.length);
      for (const id of BRAND_SECTIONS) {
        await expect(page.locator(`section#${id} h2`)).toBeVisible();
        await expect(toc.locator(`a[href="#${id}"]`)).toBeVisible();
      }
      await expect(page.locator('#history ol li').first()).toBeVisible();
      const certificate = page.locator('#honors a[href*="/openimg?src="]').first();
      await expect(certificate).toBeVisible();
      await toc.locator('a[href="#honors"]').click();
      await expect(page).toHaveURL(/#honors$/);
      await expect(page.locator('#honors')).toBeInViewport();
    });

    test('C4 shows the twelve highlights, the platform section and both calls to action', async ({ page }) => {
      await page.goto(url(locale, '/c4'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(m, 'Pages.c4.heading'));
      const highlights = page.locator('[data-highlight]');
      await expect(highlights).toHaveCount(12);
      for (const [i, id] of HIGHLIGHTS.entries()) {
        await expect(highlights.nth(i).getByRole('heading', { level: 3 })).toHaveText(msg(m, `C4.highlights.${id}.title`));
        await expect(highlights.nth(i).locator('img')).toHaveAttribute('src', `/media/c4/${id}.svg`);
      }
      for (const state of ['active', 'strenuous', 'lazy', 'sleeping'])
        await expect(page.getByText(msg(m, `C4.states.${state}`), { exact: true })).toBeVisible();
      for (const mode of ['constant', 'flashing', 'breathing']) await expect(page.getByText(msg(m, `C4.light.${mode}`), { exact: true })).toBeVisible();
      await expect(page.locator('#platform h2')).toHaveText(msg(m, 'C4.platform.heading'));
      await expect(
        page
          .locator('main')
          .getByRole('link', { name: msg(m, 'C4.buy') })
          .first(),
      ).toHaveAttribute('href', url(locale, '/productsShow?id=c4'));
      await expect(
        page
          .locator('main')
          .getByRole('link', { name: msg(m, 'C4.getApp') })
          .first(),
      ).toHaveAttribute('href', url(locale, '/AppDownload'));
    });

    test('app download offers iOS and Android with QR codes and store links', async ({ page }) => {
      await page.goto(url(locale, '/AppDownload'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(m, 'Pages.AppDownload.heading'));
      for (const id of ['ios', 'android']) {
        await expect(page.locator(`#${id} h2`)).toHaveText(msg(m, `AppDownload.${id}.heading`));
        await expect(page.getByRole('img', { name: msg(m, `AppDownload.${id}.qr`) })).toBeVisible();
      }
      await expect(page.locator('main').getByRole('link', { name: msg(m, 'AppDownload.ios.store') })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
      await expect(page.locator('main').getByRole('link', { name: msg(m, 'AppDownload.android.store') })).toHaveAttribute(
        'href',
        /^https:\/\/play\.google\.com\//,
      );
    });

    test('contact shows the hotline with hours, the contact details and the footer sections', async ({ page }) => {
      await page.goto(url(locale, '/contact'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(m, 'Pages.contact.heading'));
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: '1-833-PAWTRAIL' })).toBeVisible();
      await expect(main.getByRole('link', { name: '1-833-PAWTRAIL' })).toHaveAttribute('href', 'tel:+18337298724');
      // Stored as 08:30–20:30 (the office's time zone): written the locale's way, with the zone named.
      const hours = hoursArgs('08:30', '20:30', locale, localeTag(locale));
      const hoursText = msg(m, 'Contact.details.hours').replace('{open}', hours.open).replace('{close}', hours.close).replace('{zone}', hours.zone);
      await expect(main.getByText(hoursText)).toBeVisible();
      if (locale === 'fr') expect(hoursText).toContain('8\u00a0h\u00a030');
      if (locale === 'en') expect(hoursText).toBe('Monday–Saturday 8:30\u00a0AM–8:30\u00a0PM (Pacific Time)');
      await expect(main.getByText('support@pawtrail.example').first()).toBeVisible();
      await expect(main.getByRole('link', { name: msg(m, 'Contact.details.message') })).toHaveAttribute('href', url(locale, '/OnlineMessage'));
      for (const id of ['legal', 'privacy', 'cooperation', 'join', 'social']) {
        await expect(page.locator(`section#${id} h2`)).toHaveText(msg(m, `Contact.${id}.heading`));
      }
    });

    test('investors shows facts, statistics, announcements, reports and the platform section', async ({ page }) => {
      await page.goto(url(locale, '/investors'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(m, 'Pages.investors.heading'));
      await expect(page.locator('main').getByRole('heading', { name: msg(m, 'InvestorRelations.facts.heading') })).toBeVisible();
      await expectStats(page, locale);
      await expect(page.locator('#announcements a[href*="/newsShow?id="]').first()).toBeVisible();
      // The latest three financial reports of the IR section (issue 17).
      const reports = page.locator('#reports a[href^="/downloads/reports/"][download]');
      await expect(reports).toHaveCount(3);
      await expect(page.locator('#reports').getByText(/PDF/).first()).toBeVisible();
      await expect(page.locator('#platform h2')).toHaveText(msg(m, 'Investors.platform.heading'));
    });
  });
}

test.describe('home slider', () => {
  test('does not advance when the visitor prefers reduced motion', async ({ page }) => {
    // Page time is driven by the test: ten seconds pass at once instead of being waited out.
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/index');
    const slider = page.locator('.slider');
    await expect(slider).toHaveAttribute('data-playing', 'false');
    const dots = slider.locator('.slider__dot');
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(10_000);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'false');
  });

  test('advances on its own without a reduced-motion preference', async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/index');
    const dots = page.locator('.slider .slider__dot');
    await expect(page.locator('.slider')).toHaveAttribute('data-playing', 'true');
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(10_000);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test('is operable by keyboard', async ({ page }) => {
    const m = messages('en');
    await page.goto('/index');
    const slider = page.locator('.slider');
    const dots = slider.locator('.slider__dot');
    await page.getByRole('button', { name: msg(m, 'Banner.next') }).focus();
    // Focus inside the slider pauses autoplay.
    await expect(slider).toHaveAttribute('data-playing', 'false');
    await page.keyboard.press('Enter');
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(slider.locator('.slider__slide').nth(2).getByRole('link')).toBeVisible();
  });
});

test.describe('count-up statistics', () => {
  test('the final figures are in the HTML without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/index');
    const stats = page.locator('[data-stat]');
    await expect(stats).toHaveCount(6);
    await expect(stats.nth(5)).toContainText('1,000+');
    await expect(stats.nth(0)).toContainText('21');
    await context.close();
  });
});

test.describe('app download on an Android phone', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36' });

  test('offers Android first and marks it as recommended', async ({ page }) => {
    const m = messages('en');
    await page.goto('/AppDownload');
    const items = page.locator('[data-preferred-platform] > li');
    await expect(page.locator('[data-preferred-platform]')).toHaveAttribute('data-preferred-platform', 'android');
    await expect(items.first()).toHaveAttribute('id', 'android');
    await expect(items.first().getByText(msg(m, 'AppDownload.recommended'))).toBeVisible();
  });
});

// Axe on /index, /brand, /c4, /AppDownload and /contact (every locale) and on /investors in
// English is every-route.spec.ts's: only the Chinese investor page, which that sweep does not
// visit, is audited here.
for (const [locale, route] of [['zh', '/investors']] as const) {
  test(`axe finds no violations on ${route} (${locale})`, async ({ page }) => {
    await page.goto(url(locale, route), { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await axe(page);
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
