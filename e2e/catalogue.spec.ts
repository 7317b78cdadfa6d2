import { expect, test, type Page } from './fixtures';
import { axe } from './axe';
import pg from 'pg';
import { waitForMail } from './mailbox';

/**
 * Catalogue and search end to end: overview → list → detail in English and Korean with the
 * colour switch, the header search with suggestions in Chinese and French, the localized
 * no-result page in German, and axe on every catalogue page.
 */
// Client navigations wait for the server's page (slow the first time on a dev server).
const NAV = { timeout: 60_000 };

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page);
  expect(results.violations).toEqual([]);
}

const FLOW = [
  { locale: 'en', prefix: '', overview: 'Our products', line: 'All Smart products', product: 'C4 Smart GPS Collar', colour: 'Coral' },
  { locale: 'ko', prefix: '/ko', overview: '제품 소개', line: '스마트 제품 전체 보기', product: 'C4 스마트 GPS 목걸이', colour: '코랄' },
] as const;

for (const f of FLOW) {
  test(`browse overview → list → detail and switch colour (${f.locale})`, async ({ page }) => {
    await page.goto(`${f.prefix}/products`);
    await expect(page.getByRole('heading', { level: 1, name: f.overview })).toBeVisible();
    await page.getByRole('link', { name: f.line }).click();
    await expect(page).toHaveURL(/\/productslist\?category=smart$/, NAV);
    await expect(page.getByRole('link', { name: /C4/ }).first()).toBeVisible();

    await page
      .getByRole('link', { name: new RegExp(f.product) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/productsShow\?id=c4$/, NAV);
    await expect(page.getByRole('heading', { level: 1, name: f.product })).toBeVisible(NAV);

    const gallery = page.locator('section[data-colour][data-ready="true"]');
    await expect(gallery).toBeVisible(NAV);
    const main = gallery.locator('img').first();
    // data-image: the address of the photo shown (the first one travels inside the page as a data: URL).
    await expect(main).toHaveAttribute('data-image', /\/midnight-1\.svg$/);
    expect(await main.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    await page.getByText(f.colour, { exact: true }).click();
    await expect(main).toHaveAttribute('src', /\/coral-1\.svg$/);
    await expect(page).toHaveURL(/[?&]color=coral/, NAV);

    // The colour survives a reload: it is read back from the URL.
    await page.reload();
    await expect(gallery.locator('img').first()).toHaveAttribute('data-image', /\/coral-1\.svg$/);
  });
}

// Shampoo comes in bottles: the page, the card and the cart speak of sizes, never of colours (issue 15, item 11).
const SIZES = [
  { locale: 'en', prefix: '', legend: 'Size: 250 ml', card: '2 sizes', colour: 'Colour', inStock: 'In stock' },
  { locale: 'de', prefix: '/de', legend: 'Größe: 250 ml', card: '2 Größen', colour: 'Farbe', inStock: 'Auf Lager' },
] as const;

for (const s of SIZES) {
  test(`a shampoo's variants are sizes, not colours (${s.locale})`, async ({ page }) => {
    await page.goto(`${s.prefix}/productsShow?id=shampoo-oat`);
    const gallery = page.locator('section[data-colour][data-ready="true"]');
    await expect(gallery).toBeVisible(NAV);
    await expect(page.locator('fieldset legend').first()).toHaveText(s.legend);
    await expect(page.locator('main')).not.toContainText(`${s.colour}:`);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({ size: expect.stringContaining('250 ml') });
    expect(product).not.toHaveProperty('color');
    await page.goto(`${s.prefix}/productslist?category=shampoo`);
    await expect(page.getByText(s.card, { exact: true }).first()).toBeAttached();
    // "In stock" is green, not the coral of warnings and of "out of stock" elsewhere.
    const badge = page.getByText(s.inStock, { exact: true }).first();
    const [r, g] = (await badge.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
    expect(g).toBeGreaterThan(r!);
  });
}

const notifyEmail = `e2e-notify-${Date.now()}@example.test`;
const notifyEmailDe = `e2e-notify-de-${Date.now()}@example.test`;
let notified = false;

// The notify test stores a row on the server under test; remove it (DATABASE_URL as in npm test).
test.afterAll(async () => {
  if (!notified) return;
  const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  await db.query('delete from product_notifications where email = any($1::text[])', [[notifyEmail, notifyEmailDe]]);
  await db.query('delete from outbox where "to" = any($1::text[])', [[notifyEmail, notifyEmailDe]]);
  await db.end();
});

test('a coming-soon product offers "notify me" instead of buying', async ({ page }) => {
  await page.goto('/productsShow?id=c4-mini');
  await expect(page.getByText('Coming soon').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy now' })).toHaveCount(0);
  await expect(page.locator('form[data-ready="true"]').filter({ has: page.getByLabel('Email address') })).toBeVisible();
  await page.getByLabel('Email address').fill(notifyEmail);
  await page.getByRole('button', { name: 'Notify me' }).click();
  notified = true;
  await expect(page.getByRole('status').filter({ hasText: 'Almost done: we have sent a link to this address.' })).toBeVisible(NAV);
  // Nothing is active until the address's owner confirms: the only mail is the confirmation.
  const mail = await waitForMail({ to: notifyEmail });
  expect(mail.subject).toMatch(/^Confirm your back-in-stock email for /);
  expect(mail.text).toMatch(/\/notify\/confirm\?token=[A-Za-z0-9_-]{43}/);
});

test('a "notify me" confirmation link asks before it confirms, and works once (de)', async ({ page }) => {
  await page.goto('/de/productsShow?id=c4-mini');
  const form = page.locator('form[data-ready="true"]').filter({ has: page.getByLabel('E-Mail-Adresse') });
  await expect(form).toBeVisible();
  await form.getByLabel('E-Mail-Adresse').fill(notifyEmailDe);
  await form.getByRole('button', { name: 'Benachrichtigen', exact: true }).click();
  notified = true;
  await expect(page.getByRole('status').filter({ hasText: 'Fast geschafft' })).toBeVisible(NAV);
  const mail = await waitForMail({ to: notifyEmailDe, subject: /^Bitte bestätige deine Verfügbarkeits-E-Mail/ });
  const link = new URL(/https?:\/\/\S+\/de\/notify\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)![0]);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verfügbarkeits-E-Mails');
  await expect(page.locator('form[data-ready="true"]').filter({ has: page.getByRole('button', { name: 'Anfrage bestätigen' }) })).toBeVisible();
  await page.getByRole('button', { name: 'Anfrage bestätigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bestätigt.' })).toBeVisible();
  // Opened again: the link is used up, and says so in German.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.locator('form[data-ready="true"]').filter({ has: page.getByRole('button', { name: 'Anfrage bestätigen' }) })).toBeVisible();
  await page.getByRole('button', { name: 'Anfrage bestätigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dieser Link gilt nicht mehr' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anfrage bestätigen' })).toHaveCount(0);
});

const SEARCHES = [
  { locale: 'zh', prefix: '/zh', type: '项圈', suggestion: 'C4 智能 GPS 项圈', heading: 'C4 智能 GPS 项圈' },
  { locale: 'fr', prefix: '/fr', type: 'collier', suggestion: 'Collier GPS connecté C4', heading: 'Collier GPS connecté C4' },
] as const;

for (const s of SEARCHES) {
  test(`header search suggests and opens a result (${s.locale})`, async ({ page }) => {
    await page.goto(`${s.prefix}/index`);
    const box = page.getByRole('banner').locator('input[name="q"]');
    const option = page.getByRole('option', { name: s.suggestion, exact: true });
    // Typing before the header has hydrated would be lost: retype until suggestions arrive.
    await expect(async () => {
      await box.fill('');
      await box.fill(s.type);
      await expect(option).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });

    // Enter submits to the results page, which groups and highlights.
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${s.prefix}/searchlist\\?q=`), NAV);
    await expect(page.locator('mark').first()).toBeVisible(NAV);
    await page.getByRole('link', { name: s.heading, exact: true }).first().click();
    await expect(page).toHaveURL(/\/productsShow\?id=c4$/, NAV);
    await expect(page.getByRole('heading', { level: 1, name: s.heading })).toBeVisible(NAV);
  });
}

test('header suggestion opens with the keyboard', async ({ page }) => {
  await page.goto('/fr/index');
  const box = page.getByRole('banner').locator('input[name="q"]');
  await expect(async () => {
    await box.fill('');
    await box.fill('collier');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/fr\/(productsShow|newsShow|problems|downlish)/, NAV);
});

test('no result: the localized message and suggestions (de)', async ({ page }) => {
  await page.goto('/de/searchlist?q=xylophonquark');
  await expect(page.getByText('Leider haben wir kein passendes Ergebnis gefunden.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Beliebte Produkte' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alle Produkte' }).first()).toBeVisible();
});

test('bad queries give an empty page, not an error', async ({ page }) => {
  const res = await page.goto(`/searchlist?q=${encodeURIComponent('a'.repeat(600))}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByText('Type a word or two to search')).toBeVisible();
});

test('results show a product’s photo, price and stock, and narrow to one type (ja)', async ({ page, request }) => {
  const c4 = (await (await request.get('/api/products/c4', { headers: { 'x-lang': 'ja' } })).json()) as { name: string; priceCents: number; currency: string };
  await page.goto('/ja/searchlist?q=C4');
  const filters = page.getByRole('navigation', { name: '結果の種類' });
  await expect(filters.getByRole('link', { name: /^すべて/ })).toHaveAttribute('aria-current', 'page');
  const product = page
    .locator('#results-product')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: c4.name, exact: true }) });
  // The Japanese market's price: yen, which have no minor unit.
  expect(c4.currency).toBe('JPY');
  const price = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).format(c4.priceCents);
  await expect(product).toContainText(price);
  await expect(product).toContainText('在庫あり');
  await expect(product.locator('img[src^="/media/products/c4/"]')).toHaveCount(1);
  await expect(page.locator('#results-news')).toBeVisible();

  // Only the news: a real filter (a new page), the product results gone, the counts of every type kept.
  await filters.getByRole('link', { name: /^ニュース/ }).click();
  await expect(page).toHaveURL(/\/ja\/searchlist\?q=C4&type=news$/, NAV);
  await expect(filters.getByRole('link', { name: /^ニュース/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#results-news')).toBeVisible();
  await expect(page.locator('#results-product')).toHaveCount(0);
  await expect(filters.getByRole('link', { name: /^製品/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

// /products, /productsShow?id=c4 and /searchlist?q=collar are audited in every locale by
// every-route.spec.ts; here the list, another product and a search without results.
for (const path of ['/productslist?category=shampoo&sort=price-asc', '/ko/productsShow?id=c4-mini', '/de/searchlist?q=xylophonquark']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
