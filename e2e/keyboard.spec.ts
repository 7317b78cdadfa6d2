import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { contrast, focusCovered, focused, parseColour, readingOrderBreaks, tabStopsWithin, tabTo } from './a11y-helpers';
import { specDb } from './db';
import { PASSWORD, specUsers } from './users';
import { buyerXsrf } from './buyers';
import { hydrated } from './csp';

/**
 * Keyboard journeys of the public site (issue 35), with no mouse: after every step, where focus is
 * (never <body>) and that the sticky header and the fixed bar leave it in view.
 */

const VIEWPORTS = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
] as const;

/** A fresh anti-forgery cookie for this browser, bound to the session token when there is one. */
/** Puts a line into this browser's guest cart. */
async function addToCart(page: Page, productId: string, colorId: string, quantity: number) {
  const res = await page.request.post('/api/cart/items', { headers: { 'x-xsrf-token': await buyerXsrf(page) }, data: { productId, colorId, quantity } });
  expect(res.ok(), `add ${productId} → ${res.status()}`).toBe(true);
}

// Tab by Tab through whole pages is slow on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

const db = specDb(1);
// Accounts and guest orders of this spec: removed after it, with the stock their orders took put back.
const users = specUsers('e2e-keyboard');
const emails: string[] = [];
/** An address of this spec, whose rows (notifications, mails) are removed after it. */
function specEmail(what: string) {
  const email = `e2e-keyboard-${what}-${randomUUID().slice(0, 8)}@example.test`;
  emails.push(email);
  return email;
}
test.afterAll(async () => {
  if (emails.length > 0) {
    await db.query('delete from product_notifications where email = any($1::text[])', [emails]);
    await db.query('delete from outbox where "to" = any($1::text[])', [emails]);
  }
  await db.end();
});

/** Presses `key` `times` times, asserting after each press that focus is visible and uncovered. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', times: number, until?: () => Promise<boolean>) {
  const seen: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    seen.push(`${now.tag} ${now.name.slice(0, 30)}`);
    expect(await focusCovered(page), `after ${i + 1} × ${key}: ${seen.slice(-3).join(' | ')}`).toBeNull();
    if (until && (await until())) return;
  }
}

const inHeader = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('.site-header'));

// Issue 35, item 2 (WCAG 2.4.11): scroll padding was 80 px under a header of 100 px (105 px on a
// phone), so an element focused with Shift+Tab stopped under the header.
for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('Shift+Tab up from the footer through the home page, and Tab down again, never leaves focus under the header or the fixed bar', async ({ page }) => {
      await page.goto('/index');
      await page.locator('footer a').last().focus();
      await walk(page, 'Shift+Tab', 70, () => inHeader(page));
      await page.keyboard.press('Home');
      await page.locator('main').focus();
      await walk(page, 'Tab', 40);
    });

    test('Shift+Tab up through the guest checkout never leaves a field under the header or the fixed bar', async ({ page }) => {
      await addToCart(page, 't2-tag', 'amber', 1);
      await page.goto('/shoppingcart?step=checkout');
      const place = page.getByRole('button', { name: /^Place order and pay/ });
      await expect(place).toBeEnabled();
      await place.focus();
      await walk(page, 'Shift+Tab', 60, () => inHeader(page));
    });

    test('Shift+Tab up through the register form and the store list (its phone links) never leaves focus under the header or the fixed bar', async ({
      page,
    }) => {
      await page.goto('/register');
      await expect(page.locator('form[data-ready="true"]')).toBeVisible();
      await page.getByRole('button', { name: 'Create account' }).focus();
      await walk(page, 'Shift+Tab', 30, () => inHeader(page));
      await page.goto('/stores');
      await expect(page.locator('[data-ready="true"]')).toBeVisible();
      await expect(page.locator('main a[href^="tel:"]').first()).toBeAttached();
      await page.locator('main a[href^="tel:"]').last().focus();
      await walk(page, 'Shift+Tab', 40, () => inHeader(page));
    });

    // Issue 35, item 3 (WCAG 2.4.3): Esc in the viewer went back to the top of the page with focus on <body>.
    test('Esc in the video viewer returns focus to "Watch video" where the page was', async ({ page }) => {
      await page.goto('/productsShow?id=c4');
      const watch = page.getByRole('link', { name: 'Watch video' });
      await tabTo(page, watch);
      const scrollY = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/openvideo\?src=/);
      await expect(page.getByRole('button', { name: 'Close the viewer' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/productsShow\?id=c4$/);
      await expect(watch).toBeFocused();
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(2);
      expect(await focusCovered(page)).toBeNull();
    });
  });
}

// Issue 35, minors (WCAG 2.4.3): the header's focus order was logo, menu, search, language, account,
// cart at every width, while phones showed account and cart in the logo row left of the menu button,
// 720 to 1023 px showed the menu button last, and wide screens the menu as a row under the tools.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 800, height: 900 },
  { width: 1366, height: 800 },
]) {
  test(`the header's focus order is the order it is shown in at ${viewport.width} × ${viewport.height}, the menu closed and open`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/index');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    const toggle = page.locator('details.site-nav > summary');
    // From the top of the page forwards; with the menu open, back up from its button.
    const walk = async (back: boolean) => {
      await tabTo(page, skip, { back });
      const stops = await tabStopsWithin(page, '.site-header');
      const names = stops.map((s) => s.name);
      // The whole header is walked: logo, account, cart, search, language (and the menu).
      for (const name of ['Pawtrail home page', 'My account', 'Shopping cart', 'Search the site…', 'Language'])
        expect(
          names.some((n) => n.startsWith(name)),
          `${name} in ${names.join(' | ')}`,
        ).toBe(true);
      expect(readingOrderBreaks(stops), names.join(' | ')).toEqual([]);
      return names;
    };
    const closed = await walk(false);
    if (viewport.width >= 1024) {
      // The menu is its own row, under the tools: its links come last.
      expect(closed.slice(-2)).toEqual(['Customer service', 'App download']);
      return;
    }
    expect(closed.at(-1)).toBe('Open menu');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(page.locator('details.site-nav')).toHaveAttribute('open', '');
    const open = await walk(true);
    expect(open.slice(-8)).toEqual(['Close menu', 'Home', 'Products', 'Brand', 'Investor relations', 'News center', 'Customer service', 'App download']);
  });
}

test('Esc in the image viewer returns focus to the gallery item that opened it, at its place in the gallery', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/openimg');
  // The opener is remembered by the hydrated page (components/layout/route-effects.tsx): an Enter
  // before hydration is a plain link's navigation, which has no opener to return to. CI's slower
  // machines fired the load event before React had hydrated, and the Enter came first.
  await hydrated(page);
  const items = page.locator('main a[data-opens-dialog]');
  expect(await items.count()).toBeGreaterThan(4);
  const item = items.last();
  // The gallery holds more links than a Tab walk from the top should take: the last item gets focus
  // directly; what is checked by keyboard is its opening (Enter) and closing (Esc).
  await item.focus();
  await expect(item).toBeFocused();
  const href = await item.getAttribute('href');
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY, 'the last item is down the page').toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/openimg\?src=/);
  // The address changes before the viewer is on screen; a user presses Esc at what they see: the
  // dialog, with focus on its close button (its key handler is live from then on).
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: /close/i })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/openimg$/);
  await expect(items.last()).toBeFocused();
  await expect(items.last()).toHaveAttribute('href', href!);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(2);
});

// Seen in review (WCAG 2.4.3): an item opened before the gallery had hydrated is a plain link's
// navigation, which nothing remembered; Esc in the viewer went back with focus on <body>.
test('an image opened from the gallery before it hydrated: Esc in the viewer still returns focus to its item', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  // The gallery's scripts do not arrive (a slow phone, before they have): the page stays as the
  // server sent it, its items plain links.
  const scripts = '**/_next/static/**/*.js';
  await page.route(scripts, (route) => route.abort());
  await page.goto('/openimg');
  const items = page.locator('main a[data-opens-dialog]');
  const item = items.nth(3);
  await item.focus();
  const href = await item.getAttribute('href');
  // The viewer page's own scripts load as usual.
  await page.unroute(scripts);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/openimg\?src=/);
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('button', { name: /close/i })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/openimg$/);
  await expect(page.locator(`main a[data-opens-dialog][href="${href}"]`)).toBeFocused();
});

// Issue 35, minors (WCAG 2.4.2): every viewer was titled "Image viewer" or "Video player", whatever
// it showed. Now by what it shows and its kind, in the page's language.
test('the viewers are titled by what they show: two photos of a product, a certificate and a film each have their own title', async ({ page }) => {
  const names = async (locale: string) => {
    const { rows } = await db.query<{ product: string; coral: string; sage: string; certificate: string }>(
      `select p.name as product, coral.name as coral, sage.name as sage, c.title as certificate
         from product_texts p
         join product_color_texts coral on coral.product_id = 'c4' and coral.color_id = 'coral' and coral.locale = p.locale
         join product_color_texts sage on sage.product_id = 'c4' and sage.color_id = 'sage' and sage.locale = p.locale
         join certificate_texts c on c.certificate_id = 'iso9001' and c.locale = p.locale
        where p.product_id = 'c4' and p.locale = $1`,
      [locale],
    );
    return rows[0]!;
  };
  const en = await names('en');
  const titles: string[] = [];
  for (const [url, title] of [
    ['/openimg?src=/media/products/c4/coral-2.svg', `${en.product}, ${en.coral}, photo 2 – Image | Pawtrail`],
    ['/openimg?src=/media/products/c4/sage-1.svg', `${en.product}, ${en.sage}, photo 1 – Image | Pawtrail`],
    ['/openimg?src=/media/brand/cert-iso9001.svg', `${en.certificate} – Image | Pawtrail`],
    ['/openvideo?src=/media/videos/c4.mp4', `${en.product} – Video | Pawtrail`],
  ] as const) {
    await page.goto(url);
    await expect(page).toHaveTitle(title);
    titles.push(await page.title());
  }
  expect(new Set(titles).size).toBe(titles.length);
  // In the page's language, the kind too.
  const de = await names('de');
  await page.goto('/de/openimg?src=/media/products/c4/coral-2.svg');
  await expect(page).toHaveTitle(`Bild: ${de.product}, ${de.coral}, Foto 2 | Pawtrail`);
  await expect(page.getByRole('img', { name: `${de.product}, ${de.coral}, Foto 2` })).toBeVisible();
});

// Issue 35, item 4 (WCAG 2.4.3, 2.1.1): + and − were disabled while the cart saved, so focus fell
// to <body> and the next Space scrolled the page; Remove dropped focus too.
test('the cart by keyboard: + and − keep focus through their updates, Remove hands focus to the next row, then to the empty cart', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await addToCart(page, 't2-tag', 'amber', 1);
  await addToCart(page, 'shampoo-oat', '250ml', 2);
  await page.goto('/shoppingcart');
  await expect(page.locator('[data-ready="true"]')).toBeVisible();
  const more = page.getByRole('button', { name: /^One more T2/ });
  const fewer = page.getByRole('button', { name: /^One fewer T2/ });
  const quantity = page.getByRole('spinbutton', { name: /^Quantity of T2/ });

  await tabTo(page, more);
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  await expect(more).toBeFocused();
  await expect(more).not.toHaveAttribute('aria-disabled', 'true');
  expect(await page.evaluate(() => window.scrollY), 'the second Space did not scroll the page').toBe(scrollY);
  // One or two steps, as the second press met the first's request or not; what shows is what the cart keeps.
  const after = Number(await quantity.inputValue());
  expect(after).toBeGreaterThanOrEqual(2);
  await page.reload();
  await expect(quantity).toHaveValue(String(after));

  // Down to one: − stays focusable (aria-disabled at the limit), and another Space does nothing.
  await tabTo(page, fewer);
  for (let q = after; q > 1; q--) {
    await expect(fewer).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Space');
    await expect(quantity).toHaveValue(String(q - 1));
  }
  await expect(fewer).toBeFocused();
  await expect(fewer).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Space');
  await expect(quantity).toHaveValue('1');
  expect((await focused(page)).body).toBe(false);

  const lines = page.getByTestId('cart-line');
  await tabTo(page, page.getByRole('button', { name: /^Remove T2/ }));
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Remove .*shampoo/i })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(0);
  await expect(page.getByText('Your cart is empty.')).toBeFocused();
});

test.describe('focus stays where the keyboard user is', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('register: Enter on an empty form focuses the first invalid field, the email address', async ({ page }) => {
    await page.goto('/register');
    await expect(page.locator('form[data-ready="true"]')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Create account' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeFocused();
  });

  test('add to cart: focus stays on the button while it adds and after', async ({ page }) => {
    await page.goto('/productsShow?id=t2-tag');
    const add = page.getByRole('button', { name: 'Add to cart' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
    await expect(add).toBeFocused();
  });

  test('the language switch: a language chosen from its list with Enter keeps focus on the switch in the new language; Esc closes the list', async ({
    page,
  }) => {
    await page.goto('/brand');
    const toggle = page.locator('details.locale-select > summary');
    await tabTo(page, toggle);
    await expect(toggle).toHaveAccessibleName('Language English');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: '中文' })).toBeVisible();
    // Esc closes it, focus back on its button; the page stays English.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: '中文' })).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: '中文' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/zh\/brand$/);
    const chinese = page.locator('details.locale-select > summary');
    await expect(chinese).toHaveAccessibleName('语言 中文');
    await expect(chinese).toBeFocused();
  });

  test('toggle buttons say their state once: the slideshow button changes its name and has no aria-pressed', async ({ page }) => {
    await page.goto('/index');
    const pause = page.getByRole('button', { name: 'Pause slideshow' });
    await tabTo(page, pause);
    await expect(pause).not.toHaveAttribute('aria-pressed');
    await page.keyboard.press('Space');
    const play = page.getByRole('button', { name: 'Play slideshow' });
    await expect(play).toBeFocused();
    await expect(play).not.toHaveAttribute('aria-pressed');
  });

  test('the favourite heart changes its name and has no aria-pressed', async ({ page }) => {
    await page.goto('/productsShow?id=t2-tag');
    // The product's own heart; the related products below have theirs.
    const add = page.getByRole('main').getByRole('button', { name: 'Add to favorites' }).first();
    await tabTo(page, add);
    await expect(add).not.toHaveAttribute('aria-pressed');
    await page.keyboard.press('Space');
    const remove = page.getByRole('button', { name: 'Remove from favorites' });
    await expect(remove).toBeFocused();
    await expect(remove).not.toHaveAttribute('aria-pressed');
  });

  test('header search: the count is announced, the active option stands out, Esc closes the list before it clears the query', async ({ page }) => {
    await page.goto('/brand');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await tabTo(page, box);
    await page.keyboard.type('c4');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    const count = await list.getByRole('option').count();
    expect(count).toBeGreaterThan(0);
    await expect(page.locator('.search-box__count')).toHaveText(count === 1 ? '1 suggestion' : `${count} suggestions`);

    await page.keyboard.press('ArrowDown');
    const active = list.getByRole('option', { selected: true });
    const [optionBg, listBg] = await Promise.all([
      active.evaluate((el) => getComputedStyle(el).backgroundColor),
      list.evaluate((el) => getComputedStyle(el).backgroundColor),
    ]);
    expect(contrast(parseColour(optionBg), parseColour(listBg)), `active option ${optionBg} on ${listBg}`).toBeGreaterThanOrEqual(3);

    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue('c4');
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
  });

  test('checkout: the postal code is marked required, except for a country without postal codes', async ({ page }) => {
    await addToCart(page, 't2-tag', 'amber', 1);
    await page.goto('/shoppingcart?step=checkout');
    const postal = page.getByRole('textbox', { name: 'Postal code' });
    await expect(postal).toHaveAttribute('required', '');
    await tabTo(page, page.getByRole('combobox', { name: 'Country or region' }));
    await page.keyboard.type('Hong Kong');
    await expect(postal).not.toHaveAttribute('required');
  });

  test('notify me: once sent, focus moves from the vanished form to the confirmation', async ({ page }) => {
    await page.goto('/productsShow?id=c4-mini');
    const email = page.getByRole('textbox', { name: 'Email address' });
    await expect(page.locator('form[data-ready="true"]').filter({ has: email })).toBeVisible();
    await tabTo(page, email);
    await page.keyboard.type(specEmail('notify'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Almost done: we have sent a link to this address.' })).toBeFocused();
  });
});

test.describe('near me, with the position allowed', () => {
  test.use({ viewport: { width: 1366, height: 800 }, geolocation: { latitude: 31.23, longitude: 121.47 }, permissions: ['geolocation'] });

  test('"Near me" keeps focus while it locates, and the same button then offers to sort by place', async ({ page }) => {
    await page.goto('/stores');
    await expect(page.locator('[data-ready="true"]')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Near me' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Sort by place instead' })).toBeFocused();
  });
});

test.describe('the fixed bar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Esc folds the label a focused item unfolded, and focus stays on the item', async ({ page }) => {
    await page.goto('/brand');
    const item = page.locator('.fixed-bar__item').nth(1);
    await tabTo(page, item);
    const label = item.locator('.fixed-bar__text');
    const width = () => label.evaluate((el) => el.getBoundingClientRect().width);
    expect(await width()).toBeGreaterThan(20);
    await page.keyboard.press('Escape');
    await expect.poll(width).toBeLessThanOrEqual(1);
    await expect(item).toBeFocused();
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        page
          .locator('.fixed-bar__item')
          .nth(2)
          .locator('.fixed-bar__text')
          .evaluate((el) => el.getBoundingClientRect().width),
      )
      .toBeGreaterThan(20);
  });
});

/**
 * Signs a new account in the way the site does (its token in localStorage); returns the token. The
 * account is written to the database (the subject here is the keyboard, not signing up).
 */
async function signedInUser(page: Page): Promise<string> {
  const email = await users.dbUser('en', 'Kim');
  const res = await page.request.post('/api/auth/login', { headers: { 'x-xsrf-token': await buyerXsrf(page) }, data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await page.goto('/index');
  await page.evaluate((t) => localStorage.setItem('pawtrail:token', JSON.stringify({ key: 'token', value: t, startTime: Date.now() })), token);
  return token;
}

/** A request of this signed-in browser through the API. */
async function api(page: Page, token: string, path: string, data: unknown, headers: Record<string, string> = {}) {
  const res = await page.request.post(path, { headers: { 'x-xsrf-token': await buyerXsrf(page, token), 'x-auth-token': token, ...headers }, data });
  expect(res.ok(), `${path} → ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: string };
}

test.describe('orders by keyboard', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  // Issue 35, "What to build" and minors: the guest checkout as a keyboard journey. "Place order"
  // was disabled while the order was sent (focus fell to <body>), the focused heading of the
  // confirmation still read "Checkout", the title said "Shopping cart" through every step, and the
  // order's own page went from its h1 to an h3.
  test('guest checkout by Tab alone: "Place order" keeps focus while it sends, the focused heading says the order is placed, and its page has no skipped heading level', async ({
    page,
  }) => {
    await addToCart(page, 't2-tag', 'amber', 1);
    await page.goto('/shoppingcart?step=checkout');
    const form = page.locator('form[aria-labelledby="checkout-heading"]');
    await expect(form).toHaveAttribute('data-ready', 'true');
    // The step has a title of its own (the cart's page said "Shopping cart" throughout).
    await expect(page).toHaveTitle('Checkout | Pawtrail');
    const email = users.newEmail('guest');
    const fields: [role: 'textbox' | 'combobox', name: string, text: string][] = [
      ['textbox', 'Email address', email],
      ['textbox', 'Recipient', 'Kim Keys'],
      ['textbox', 'Phone', '+1 415 555 0100'],
      ['textbox', 'City', 'San Francisco'],
      ['textbox', 'Street address', '1 Market St'],
      ['textbox', 'Postal code', '94105'],
      ['textbox', 'Card number', '4242424242424242'],
      ['combobox', 'Expiry month', '12'],
      ['combobox', 'Expiry year', String(new Date().getUTCFullYear() + 2)],
      ['textbox', 'Security code (CVC)', '123'],
      ['textbox', 'Name on the card', 'Kim Keys'],
    ];
    for (const [role, name, text] of fields) {
      await tabTo(page, form.getByRole(role, { name }));
      await page.keyboard.type(text);
      expect(await focusCovered(page), name).toBeNull();
    }

    // The order's request is held until focus has been checked on the busy button.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/orders/guest', async (route) => {
      await held;
      await route.continue();
    });
    await tabTo(page, form.getByRole('button', { name: /^Place order and pay/ }));
    await page.keyboard.press('Enter');
    const placing = page.getByRole('button', { name: 'Placing your order…' });
    await expect(placing).toHaveAttribute('aria-disabled', 'true');
    await expect(placing).toBeFocused();
    release();

    const done = page.getByRole('heading', { level: 2, name: 'Order placed' });
    await expect(done).toBeFocused();
    await expect(page).toHaveTitle('Order placed | Pawtrail');
    await expect(page.getByRole('status').filter({ hasText: /^Thank you! Your order #\d+ has been placed\./ })).toBeVisible();
    expect(await focusCovered(page)).toBeNull();

    await tabTo(page, page.getByRole('link', { name: 'View your order' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/order#/);
    await expect(page.getByTestId('order-detail')).toBeVisible();
    const levels = await page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((els) => els.map((el) => Number(el.tagName[1])));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level, `heading ${i + 1} of ${levels.join(', ')}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
    });
  });

  // The cancellation's journey runs on the account's order page: an order opened by its mailed
  // link offers no cancellation to a guest (only the account holding it may act on it there).
  test('order cancellation: focus goes to "Keep order", back to "Cancel order", and after cancelling to the status line', async ({ page }) => {
    const token = await signedInUser(page);
    const address = await api(page, token, '/api/addresses', {
      recipient: 'Kim',
      phone: '+1 415 555 0100',
      country: 'US',
      city: 'SF',
      line1: '1 Market St',
      postalCode: '94105',
    });
    const card = await api(page, token, '/api/cards', {
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
      holder: 'Kim',
    });
    const order = await api(
      page,
      token,
      '/api/orders',
      { addressId: address.id, cardId: card.id, items: [{ productId: 't2-tag', colorId: 'amber', quantity: 1 }] },
      { 'idempotency-key': randomUUID() },
    );

    await page.goto(`/user?order=${order.id}`);
    const cancel = page.getByRole('button', { name: 'Cancel order' });
    await tabTo(page, cancel);
    expect(await focusCovered(page)).toBeNull();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('group', { name: /^Cancel this order\?/ });
    await expect(confirm.getByRole('button', { name: 'Keep order' })).toBeFocused();
    expect(await focusCovered(page)).toBeNull();
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await expect(confirm.getByRole('button', { name: 'Cancel order' })).toBeFocused();
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'Your order was cancelled and the amount refunded.' });
    await expect(status).toBeVisible();
    await expect(status).toBeFocused();
    expect(await focusCovered(page)).toBeNull();
  });
  // Issue 35, minors (WCAG 2.4.3, 1.3.1): the return form took no focus when it opened (its button
  // vanished: focus fell to <body>), closing it or sending it left focus nowhere, and on /order its
  // heading was an h4 right under the order's h2.
  test('the return form: it opens with focus on its heading a level under the order, "Not now" returns focus to its button, a request sent moves focus to the confirmation', async ({
    page,
  }) => {
    const token = await signedInUser(page);
    const address = await api(page, token, '/api/addresses', {
      recipient: 'Kim',
      phone: '+1 415 555 0100',
      country: 'US',
      city: 'SF',
      line1: '1 Market St',
      postalCode: '94105',
    });
    const card = await api(page, token, '/api/cards', {
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
      holder: 'Kim',
    });
    const order = await api(
      page,
      token,
      '/api/orders',
      { addressId: address.id, cardId: card.id, items: [{ productId: 't2-tag', colorId: 'amber', quantity: 2 }] },
      { 'idempotency-key': randomUUID() },
    );
    // Delivered, as staff record it; and a mailed link to the order, as the order mail carries.
    await db.query(`update orders set status = 'delivered' where id = $1`, [order.id]);
    await db.query(`insert into order_status_history (order_id, status) values ($1, 'shipped'), ($1, 'delivered')`, [order.id]);
    const link = randomBytes(32).toString('base64url');
    await db.query(`insert into order_links (token_hash, order_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
      createHash('sha256').update(link).digest('hex'),
      order.id,
    ]);

    const headingLevels = () => page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((els) => els.map((el) => Number(el.tagName[1])));
    const openAndClose = async (formLevel: number) => {
      const opener = page.getByRole('button', { name: 'Request a return' });
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { name: 'Return items' });
      await expect(heading).toBeFocused();
      expect(await heading.evaluate((el) => el.tagName)).toBe(`H${formLevel}`);
      const levels = await headingLevels();
      levels.forEach((level, i) => {
        if (i > 0) expect(level, `heading ${i + 1} of ${levels.join(', ')}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
      });
      await tabTo(page, page.getByRole('button', { name: 'Not now' }));
      await page.keyboard.press('Enter');
      await expect(heading).toHaveCount(0);
      await expect(opener).toBeFocused();
      expect(await focusCovered(page)).toBeNull();
    };

    // The order's own page (its title an h2 under the page's h1), then the account's (an h3 under "Orders").
    await page.goto(`/order#${link}`);
    await expect(page.getByTestId('order-detail')).toBeVisible();
    await openAndClose(3);
    await page.goto(`/user?order=${order.id}`);
    await expect(page.getByTestId('order-detail')).toBeVisible();
    await openAndClose(4);

    // Sent: focus moves to the line that confirms it (the form, and the field focus was on, are gone).
    await page.keyboard.press('Enter');
    const form = page.getByTestId('order-detail').locator('form');
    await tabTo(page, form.getByRole('checkbox').first());
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('combobox', { name: /^Reason/ }));
    await form.getByRole('combobox', { name: /^Reason/ }).selectOption('damaged');
    await tabTo(page, form.getByRole('button', { name: 'Send return request' }));
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: /^Your return request #\d+ has been sent\./ });
    await expect(status).toBeVisible();
    await expect(status).toBeFocused();
    expect(await focusCovered(page)).toBeNull();
  });
});
