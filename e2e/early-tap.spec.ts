import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CART_HINT_COOKIE } from '../lib/shop/cart-hint';

/**
 * No lost first taps (issue 31). A phone on a slow network with a slow CPU, as Lighthouse's applied
 * throttling has it: a visitor taps the menu button, the language switch and "Add to cart" the
 * moment each shows, without waiting for the page's scripts. Each tap must take effect: the controls
 * are plain HTML (a <details> menu, a link per language, a form that posts) that the hydrated page
 * takes over. The same controls are then used with JavaScript off, which is the same code path.
 *
 * A plain Playwright page on purpose (not ./fixtures): that one waits for hydration after goto.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PRODUCT = '/productsShow?id=c4';

/** ~1.6 Mbps down, 750 Kbps up, 150 ms per request, and the CPU 4× slower (Chromium's CDP). */
async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Whether React has hydrated the document (its fiber on <html>, set once the tree below has hydrated). */
const hydrated = (page: Page) => page.evaluate(() => Object.keys(document.documentElement).some((key) => key.startsWith('__reactFiber$')));

/** Notes in the report whether the tap came before hydration (the case this test is about). */
async function note(page: Page, control: string): Promise<void> {
  test.info().annotations.push({ type: 'tap', description: `${control}: ${(await hydrated(page)) ? 'after' : 'before'} hydration` });
}

async function slowPhone(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await throttle(context, page);
  return { context, page };
}

/** A phone whose pages get their scripts only once `release` is called. */
async function phoneWithScriptsHeld(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  return { context, page, release };
}

test.describe('a phone on a slow network: the first taps take effect', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the menu button opens the menu, which stays open when the page hydrates', async ({ browser }) => {
    const { context, page } = await slowPhone(browser);
    await page.goto('/index', { waitUntil: 'commit' });
    const menu = page.locator('details.site-nav');
    const toggle = menu.locator('summary');
    await expect(toggle).toBeVisible({ timeout: 30_000 });
    await note(page, 'menu');
    await toggle.tap();
    await expect(menu).toHaveAttribute('open', '');
    await expect(menu.getByRole('link', { name: 'Brand' })).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Close menu');
    // Hydration must not undo the tap (it used to close every menu on its first effect).
    await page.waitForFunction(() => Object.keys(document.documentElement).some((key) => key.startsWith('__reactFiber$')), undefined, { timeout: 60_000 });
    await expect(menu).toHaveAttribute('open', '');
    await expect(menu.getByRole('link', { name: 'Brand' })).toBeVisible();
    await context.close();
  });

  test('the language switch shows the same page in the language chosen, and remembers it', async ({ browser }) => {
    const { context, page } = await slowPhone(browser);
    await page.goto('/index', { waitUntil: 'commit' });
    const language = page.locator('details.locale-select');
    const toggle = language.locator('summary');
    await expect(toggle).toBeVisible({ timeout: 30_000 });
    await expect(toggle).toHaveAccessibleName('Language English');
    await note(page, 'language');
    await toggle.tap();
    await language.getByRole('link', { name: 'Deutsch' }).tap();
    await expect(page).toHaveURL(/\/de\/index$/, { timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('details.locale-select summary')).toHaveAccessibleName('Sprache Deutsch', { timeout: 30_000 });
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('de');
    await context.close();
  });

  test('"Add to cart" puts the item in the cart and says so', async ({ browser }) => {
    const { context, page } = await slowPhone(browser);
    await page.goto(PRODUCT, { waitUntil: 'commit' });
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    await expect(add).toBeVisible({ timeout: 30_000 });
    await note(page, 'add to cart');
    await add.tap();
    await expect(page.getByText('Added to your cart.')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await (await context.request.get('/api/cart/count')).json()).count, { timeout: 30_000 }).toBe(1);
    // The header's badge counts it once the page has its scripts.
    await expect(page.getByTestId('cart-count')).toHaveText('1', { timeout: 60_000 });
    await context.close();
  });
});

test('a visitor who scrolled before the scripts ran stays there when the page hydrates, and the tap lands', async ({ browser, baseURL }) => {
  // The page's scripts are held until the visitor has scrolled to the button: hydration used to
  // scroll back to the top (a route change's behaviour), between the tap's touch and its click.
  const { context, page, release } = await phoneWithScriptsHeld(browser);
  // A guest whose browser has a cart (lib/shop/cart-hint.ts), so that the header asks for its count.
  await context.addCookies([{ name: CART_HINT_COOKIE, value: '1', url: baseURL }]);
  await page.goto(PRODUCT, { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  await add.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  expect(await hydrated(page)).toBe(false);
  // The header's cart count is asked for by an effect of the hydrated page, as the scroll was made.
  const counted = page.waitForResponse('**/api/cart/count');
  release();
  await counted;
  const after = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)))));
  expect(after).toBe(scrolled);
  await add.tap();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await context.close();
});

// A form only its script submits (no action) used to be sent by the browser itself when the tap came
// first: a GET of the page with the password in the address, and the page back empty.
for (const { path, refused } of [
  { path: '/login', refused: 'The email address or password is incorrect.' },
  { path: '/admin/login', refused: 'The email or password is not right.' },
]) {
  test(`${path}: a sign-in sent before the page's scripts ran puts nothing in the address, and goes through once they have`, async ({ browser }) => {
    const { context, page, release } = await phoneWithScriptsHeld(browser);
    const sent: string[] = [];
    page.on('request', (request) => sent.push(request.url()));
    await page.goto(path, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // Held, and shown as busy: the page stays, nothing left with the fields.
    await expect(page.locator('form[data-submit-held]')).toHaveCount(1);
    expect(await hydrated(page)).toBe(false);
    expect(page.url()).toMatch(new RegExp(`${path}$`));

    release();
    await expect(page.getByText(refused)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('form[data-submit-held]')).toHaveCount(0);
    expect(sent.filter((url) => url.includes('not-the-password'))).toEqual([]);
    await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com');
    await context.close();
  });
}

test.describe('without JavaScript', () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test('the menu opens, the language changes and is saved, and the item goes into the cart', async ({ page, context }) => {
    await page.goto('/index');
    const menu = page.locator('details.site-nav');
    await menu.locator('summary').tap();
    await expect(menu.getByRole('link', { name: 'Brand' })).toBeVisible();
    await menu.locator('summary').tap();
    await expect(menu).not.toHaveAttribute('open');

    // The language: the same page in German, saved; then back to English (the saved choice follows).
    await page.locator('details.locale-select summary').tap();
    await page.getByRole('link', { name: 'Deutsch' }).tap();
    await expect(page).toHaveURL(/\/de\/index$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.locator('details.locale-select summary').tap();
    await page.getByRole('link', { name: 'English' }).tap();
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');

    // A product page in Japanese: another colour, two of them, into the cart; the page says so in Japanese.
    await page.goto(`/ja${PRODUCT}`);
    const colours = page.locator('input[type="radio"][name="colorId"]');
    const second = colours.nth(1);
    const colourId = await second.getAttribute('value');
    await second.check();
    await page.getByRole('spinbutton').fill('2');
    await page.getByRole('button', { name: 'カートに入れる', exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`/ja/productsShow\\?id=c4&color=${colourId}#added-to-cart$`));
    await expect(page.getByText('カートに追加しました。')).toBeVisible();
    const cart = await (await context.request.get('/api/cart', { headers: { 'x-lang': 'ja' } })).json();
    expect(cart.lines).toEqual([expect.objectContaining({ productId: 'c4', colorId: colourId, quantity: 2 })]);
  });

  test('what the shop cannot take gets a page in the visitor’s language that says why, changes nothing and leads back', async ({ page, context }) => {
    await page.goto(`/de${PRODUCT}`);
    const quantity = page.getByRole('spinbutton');
    const add = page.getByRole('button', { name: 'In den Warenkorb', exact: true });
    await quantity.fill('99');
    await add.tap();
    await expect(page.getByText('Zum Warenkorb hinzugefügt.')).toBeVisible();
    // One more of the same is over the 99 a line may hold.
    await add.tap();
    await expect(page.getByRole('heading', { name: 'Es wurde nichts in den Warenkorb gelegt.' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Du kannst höchstens 99 Stück pro Artikel bestellen.');
    expect((await (await context.request.get('/api/cart/count')).json()).count).toBe(99);
    await page.getByRole('link', { name: 'Zurück zum Produkt' }).tap();
    await expect(page).toHaveURL(/\/de\/productsShow\?id=c4$/);
  });
});
