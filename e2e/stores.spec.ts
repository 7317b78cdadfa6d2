import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { generateStores } from '../scripts/stores/generate';

type Tree = { [key: string]: string | Tree };
const stores = (locale: string): Tree =>
  (JSON.parse(readFileSync(path.join(__dirname, '..', 'messages', `${locale}.json`), 'utf8')) as { Stores: Tree }).Stores;
const msg = (tree: Tree, key: string): string => key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree) as string;
/** The `other` branch of a plural message with # filled in (the counts below are all "other"). */
const counted = (message: string, n: number) => /other \{([^}]*)\}/.exec(message)![1]!.replace('#', n.toLocaleString('en-US'));
/** The seed's stores are generated deterministically: what a city has is computed, not typed in. */
const seeded = generateStores();

async function ready(page: Page) {
  await expect(page.locator('[data-ready]')).toBeVisible();
}

test.describe('store finder with JavaScript', () => {
  test('/ja/stores finds the stores of a Japanese city as its name is typed, without reloading', async ({ page }) => {
    const ja = stores('ja');
    const osaka = seeded.filter((s) => s.city === 'Osaka');
    await page.goto('/ja/stores');
    await ready(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByLabel(msg(ja, 'form.q')).pressSequentially('大阪', { delay: 50 });
    const summary = page.getByText(counted(msg(ja, 'results.count'), osaka.length));
    await expect(summary).toBeVisible();
    const entries = page.locator('[data-store]');
    await expect(entries).toHaveCount(Math.min(osaka.length, 20));
    for (const entry of await entries.all()) await expect(entry).toContainText('大阪（Osaka）');
    await expect(entries.first()).toContainText('日本');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect(page).toHaveURL(/\/ja\/stores\?q=%E5%A4%A7%E9%98%AA$/);
  });

  test('"Near me" asks for the position only when pressed, then lists the nearest first with the distance', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: { latitude: 35.6938, longitude: 139.7034 }, locale: 'en-US' });
    await context.grantPermissions(['geolocation']);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const asked: number[] = [];
      (window as unknown as { asked: number[] }).asked = asked;
      const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (ok, fail, options) => {
        asked.push(Date.now());
        original(ok, fail, options);
      };
    });
    const en = stores('en');
    await page.goto('/stores');
    await ready(page);
    expect(await page.evaluate(() => (window as unknown as { asked: number[] }).asked.length)).toBe(0);
    await page.getByRole('button', { name: msg(en, 'near.button') }).click();
    await expect(page.getByText(msg(en, 'near.active'))).toBeVisible();
    const first = page.locator('[data-store]').first();
    await expect(first).toContainText('Tokyo (東京)');
    await expect(first).toContainText(/\d km away/);
    await expect(page).not.toHaveURL(/lat=|lon=/);
    await context.close();
  });

  test('a refused position gets a message, and the search keeps working', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    // As if the visitor pressed "Block" in the browser's prompt.
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_ok, fail) =>
        fail?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
    });
    const de = stores('de');
    await page.goto('/de/stores');
    await ready(page);
    await page.getByRole('button', { name: msg(de, 'near.button') }).click();
    await expect(page.getByText(msg(de, 'near.denied'))).toBeVisible();
    await page.getByLabel(msg(de, 'form.q')).fill('Munchen');
    await expect(page.locator('[data-store]').first()).toContainText('Munich (München)');
    await context.close();
  });
});

test.describe('store finder without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the GET form searches by country and city, pages through results and shows field errors', async ({ page }) => {
    const de = stores('de');
    const munich = seeded.filter((s) => s.city === 'Munich');
    await page.goto('/de/stores');
    await expect(page.locator('[data-store]')).toHaveCount(20);
    const finder = page.getByRole('search', { name: msg(de, 'form.label') });
    await finder.getByLabel(msg(de, 'form.country')).selectOption('DE');
    await finder.getByLabel(msg(de, 'form.q')).fill('münchen');
    await finder.getByRole('button', { name: msg(de, 'form.submit') }).click();
    await expect(page).toHaveURL(/\/de\/stores\?country=DE&q=m%C3%BCnchen&kind=$/);
    await expect(page.getByText(counted(msg(de, 'results.count'), munich.length))).toBeVisible();
    for (const entry of await page.locator('[data-store]').all()) await expect(entry).toContainText('Munich (München)');

    await page.goto('/de/stores?country=JP');
    const japan = seeded.filter((s) => s.country === 'JP').length;
    await expect(page.getByText(`Seite 1 von ${Math.ceil(japan / 20)}`)).toBeVisible();
    await page.getByRole('link', { name: msg(de, 'pager.next') }).click();
    await expect(page).toHaveURL(/country=JP&page=2$/);
    await expect(page.getByText(`Seite 2 von ${Math.ceil(japan / 20)}`)).toBeVisible();

    const response = await page.goto('/de/stores?country=XX&q=tokyo');
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel(msg(de, 'form.country'))).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(msg(de, 'results.invalid'))).toBeVisible();
    await expect(page.locator('[data-store]')).toHaveCount(0);
  });

  test('the internal search page has no address of its own', async ({ page }) => {
    const response = await page.goto('/stores/find?q=tokyo');
    expect(response?.status()).toBe(404);
  });
});

test.describe('Permissions-Policy', () => {
  test('allows geolocation on /stores in every language, and nowhere else', async ({ request }) => {
    for (const path of ['/stores', '/ja/stores', '/de/stores?q=M%C3%BCnchen']) {
      const response = await request.get(path);
      expect({ path, policy: response.headers()['permissions-policy'] }).toEqual({ path, policy: expect.stringContaining('geolocation=(self)') });
    }
    for (const path of ['/index', '/ja/brand', '/contact', '/api/stores?q=tokyo']) {
      const response = await request.get(path);
      expect({ path, policy: response.headers()['permissions-policy'] }).toEqual({ path, policy: expect.stringContaining('geolocation=()') });
    }
  });

  test('the browser refuses geolocation on other pages even when the visitor allowed it', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: { latitude: 48.1351, longitude: 11.582 } });
    await context.grantPermissions(['geolocation']);
    const page = await context.newPage();
    const outcome = (p: Page) =>
      p.evaluate(
        () =>
          new Promise<string>((resolve) =>
            navigator.geolocation.getCurrentPosition(
              () => resolve('allowed'),
              (e) => resolve(`refused ${e.code}`),
            ),
          ),
      );
    await page.goto('/index');
    expect(await outcome(page)).toBe('refused 1');
    await page.goto('/stores');
    expect(await outcome(page)).toBe('allowed');
    await context.close();
  });
});
