import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import de from '../messages/de.json';
import { specUsers } from './users';
import { waitForMail } from './mailbox';
import { buyerXsrf } from './buyers';

/**
 * Markets (issue 16): each language shops in its market — German in euros with VAT included,
 * Japanese in yen without decimals — from prices stored per market, with standard or express
 * shipping, and the order confirmation mailed as HTML in the buyer's language.
 */
const { db, adopt } = specUsers('e2e-market');
const PASSWORD = 'harbour lantern 58 violet';

const storedPrice = async (market: string, product = 'c4') =>
  (await db.query<{ amount: number }>(`select amount from product_prices where product_id = $2 and market = $1`, [market, product])).rows[0]!.amount;

async function call(page: Page, path: string, data: unknown, token: string) {
  const res = await page.request.post(path, { headers: { 'x-xsrf-token': await buyerXsrf(page, token), 'x-auth-token': token, 'x-lang': 'de' }, data });
  expect(res.ok(), `${path} → ${res.status()}`).toBe(true);
  return res.json();
}

test('the German product page offers the C4 in euros with VAT included, in the page and in its Product JSON-LD', async ({ page }) => {
  const euros = await storedPrice('DE');
  await page.goto('/de/productsShow?id=c4');
  const shown = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(euros / 100);
  await expect(page.locator('main p').filter({ hasText: shown }).first()).toBeVisible();
  await expect(page.getByText(de.Products.priceTaxIncluded)).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = ld.map((t) => JSON.parse(t) as { '@type'?: string; offers?: { price: string; priceCurrency: string } }).find((d) => d['@type'] === 'Product');
  expect(product?.offers).toMatchObject({ priceCurrency: 'EUR', price: (euros / 100).toFixed(2) });
  expect(ld.join('')).toContain('"priceCurrency":"EUR"');
});

test('a Japanese visitor sees yen without decimals on the product page and in the list', async ({ page }) => {
  const yen = await storedPrice('JP');
  const shown = new Intl.NumberFormat('ja', { style: 'currency', currency: 'JPY' }).format(yen);
  expect(shown).not.toMatch(/\.\d/);
  await page.goto('/ja/productsShow?id=c4');
  await expect(page.locator('main p').filter({ hasText: shown }).first()).toBeVisible();
  await page.goto('/ja/productslist');
  await expect(page.locator('main').getByText(shown).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('$');
});

test('a buyer in German checks out the C4 with express shipping in euros, VAT included, and gets the HTML confirmation in German', async ({ page }) => {
  const email = `e2e-market-de-${randomUUID().slice(0, 8)}@example.test`;
  adopt(email);
  const register = await page.request.post('/api/auth/register', {
    headers: { 'x-xsrf-token': await buyerXsrf(page), 'x-lang': 'de' },
    data: { email, password: PASSWORD, name: 'Lena', acceptTerms: true },
  });
  expect(register.status()).toBe(202);
  const login = await page.request.post('/api/auth/login', {
    headers: { 'x-xsrf-token': await buyerXsrf(page), 'x-lang': 'de' },
    data: { email, password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  await call(
    page,
    '/api/addresses',
    { recipient: 'Lena Vogel', phone: '+49 30 1234567', country: 'DE', city: 'München', line1: 'Leopoldstraße 12', postalCode: '80802' },
    token,
  );
  const year = new Date().getUTCFullYear() + 2;
  await call(page, '/api/cards', { number: '4242424242424242', expMonth: 12, expYear: year, cvc: '123', holder: 'Lena Vogel' }, token);
  await call(page, '/api/cart/items', { productId: 'c4', colorId: 'sage', quantity: 1 }, token);
  await page.goto('/de/index');
  await page.evaluate((t) => localStorage.setItem('pawtrail:token', JSON.stringify({ key: 'token', value: t, startTime: Date.now() })), token);

  await page.goto('/de/shoppingcart?step=checkout');
  const euros = await storedPrice('DE');
  const eur = (minor: number) => new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(minor / 100);
  // The C4 is over the €79 threshold: standard shipping is free, express costs €12.99.
  const standard = page.getByRole('radio', { name: new RegExp(`^${de.Checkout.standard}`) });
  await expect(standard).toBeChecked();
  await expect(page.getByTestId('checkout-total')).toHaveText(eur(euros));
  await page.getByRole('radio', { name: new RegExp(`^${de.Checkout.express}`) }).check();
  const total = euros + 1299;
  const vat = Math.floor((2 * total * 1900 + 11900) / 23800);
  await expect(page.getByTestId('checkout-total')).toHaveText(eur(total));
  const review = page.locator('section[aria-labelledby="checkout-review"]');
  await expect(review.getByText(`inkl. 19\u00a0% MwSt.`)).toBeVisible();
  await expect(review.getByText(eur(vat), { exact: true })).toBeVisible();
  // The terms the order accepts, and the shipping and returns policies, are a click away.
  await expect(review.getByText(de.Checkout.acceptTerms)).toBeVisible();
  await expect(review.getByRole('link', { name: de.Checkout.policies.terms })).toHaveAttribute('href', '/de/terms');
  await expect(review.getByRole('link', { name: de.Checkout.policies.returns })).toHaveAttribute('href', '/de/returns');

  await page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click();
  const done = page.getByText(/Deine Bestellung #(\d+) ist eingegangen/);
  await expect(done).toBeVisible();
  const number = /#(\d+)/.exec((await done.textContent()) ?? '')![1]!;
  const [order] = (
    await db.query<{ id: string; currency: string; total_cents: number; tax_cents: number; shipping_method: string; market: string }>(
      'select id, currency, total_cents, tax_cents, shipping_method, market from orders where number = $1',
      [Number(number)],
    )
  ).rows;
  expect(order).toMatchObject({ market: 'DE', currency: 'EUR', total_cents: total, tax_cents: vat, shipping_method: 'express' });

  // The confirmation: German, HTML with a plain-text part, the amounts as charged and the order link.
  const mail = await waitForMail({ to: email, subject: new RegExp(`#${number}`) });
  expect(mail.subject).toBe(`Deine Pawtrail-Bestellung #${number}`);
  expect(mail.html).toContain('<html lang="de">');
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain(eur(total));
    expect(body).toContain(eur(vat));
    expect(body).toContain(de.Checkout.express);
    expect(body).toContain('München');
  }
  const link = /https?:\/\/\S+\/de\/user\?order=[0-9a-f-]{36}/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  const detail = page.getByTestId('order-detail');
  await expect(detail).toContainText(`Bestellung #${number}`);
  await expect(detail).toContainText(eur(total));
  await expect(detail).toContainText('inkl. 19\u00a0% MwSt.');
});

test('a guest in German buys the C4 with express shipping, gets the HTML confirmation, opens the order from its link without an account, and keeps it in a new account', async ({
  page,
  browser,
}) => {
  const email = adopt(`e2e-market-guest-${randomUUID().slice(0, 8)}@example.test`);
  // The guest cart: the browser's own cookie, as the product page's button would set it.
  const added = await page.request.post('/api/cart/items', {
    headers: { 'x-xsrf-token': await buyerXsrf(page), 'x-lang': 'de' },
    data: { productId: 'c4', colorId: 'sage', quantity: 1 },
  });
  expect(added.status()).toBe(201);
  await page.goto('/de/shoppingcart');
  await page.getByRole('button', { name: de.Cart.guestCheckout }).click();
  const form = page.locator('form[aria-labelledby="checkout-heading"]');
  await expect(form).toHaveAttribute('data-ready', 'true');

  await form.getByLabel(de.Checkout.email).fill(email);
  await form.getByLabel(de.Addresses.recipient).fill('Lena Vogel');
  await form.getByLabel(de.Addresses.phone).fill('+49 89 1234567');
  // The country starts as the market's own.
  await expect(form.getByLabel(de.Addresses.country)).toHaveValue('DE');
  await form.getByLabel(de.Addresses.city).fill('München');
  await form.getByLabel(de.Addresses.line1).fill('Leopoldstraße 12');
  await form.getByLabel(de.Addresses.postalCode).fill('80802');
  await form.getByLabel(de.Cards.number).fill('4242 4242 4242 4242');
  const year = String(new Date().getUTCFullYear() + 2);
  await form.getByLabel(de.Cards.expMonth).selectOption('12');
  await form.getByLabel(de.Cards.expYear).selectOption(year);
  await form.getByLabel(de.Cards.cvc).fill('123');
  await form.getByLabel(de.Cards.holder).fill('Lena Vogel');

  const euros = await storedPrice('DE');
  const eur = (minor: number) => new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(minor / 100);
  await form.getByRole('radio', { name: new RegExp(`^${de.Checkout.express}`) }).check();
  const total = euros + 1299;
  const vat = Math.floor((2 * total * 1900 + 11900) / 23800);
  await expect(form.getByTestId('checkout-total')).toHaveText(eur(total));
  await expect(form.getByText('inkl. 19\u00a0% MwSt.')).toBeVisible();
  await form.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click();

  const done = page.getByTestId('guest-order-placed');
  await expect(done).toContainText(email);
  const number = /#(\d+)/.exec((await done.getByRole('status').textContent()) ?? '')![1]!;
  const [order] = (
    await db.query<{ user_id: string | null; email: string; currency: string; total_cents: number; tax_cents: number; shipping_method: string }>(
      'select user_id, email, currency, total_cents, tax_cents, shipping_method from orders where number = $1',
      [Number(number)],
    )
  ).rows;
  expect(order).toMatchObject({ user_id: null, email, currency: 'EUR', total_cents: total, tax_cents: vat, shipping_method: 'express' });

  const mail = await waitForMail({ to: email, subject: new RegExp(`#${number}`) });
  expect(mail.subject).toBe(`Deine Pawtrail-Bestellung #${number}`);
  expect(mail.html).toContain('<html lang="de">');
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain(eur(total));
    expect(body).toContain(eur(vat));
    expect(body).toContain(de.Checkout.express);
  }
  const link = /https?:\/\/\S+\/de\/order#[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  expect(mail.html).toContain(new URL(link!).hash);

  // Another browser, nobody signed in: the link opens the order.
  const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await stranger.newPage();
  await other.goto(new URL(link!).pathname + new URL(link!).hash);
  const detail = other.getByTestId('order-detail');
  await expect(detail).toContainText(`Bestellung #${number}`);
  await expect(detail).toContainText(eur(total));
  await expect(detail).toContainText('inkl. 19\u00a0% MwSt.');
  await expect(detail).toContainText('Leopoldstraße 12');
  // A link that is not one opens nothing.
  await other.goto('/de/order#' + 'x'.repeat(43));
  await expect(other.getByText(de.Shop.errors.orderLinkInvalid)).toBeVisible();
  await stranger.close();

  // The account offer: register with the order's email filled in, come back, add the order.
  await page.goto(new URL(link!).pathname + new URL(link!).hash);
  await page.getByTestId('order-claim').getByRole('link', { name: de.Orders.claimCreate }).click();
  await expect(page.getByLabel(de.Auth.email)).toHaveValue(email);
  await page.getByLabel(de.Auth.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(de.Auth.name).fill('Lena Vogel');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: de.Auth.registerSubmit }).click();
  await expect(page).toHaveURL(/\/de\/order#/);
  await page.getByRole('button', { name: de.Orders.claim }).click();
  await expect(page.getByText(de.Orders.claimDone)).toBeVisible();
  await page.getByRole('link', { name: de.Orders.openInAccount }).click();
  await expect(page.getByTestId('order-detail')).toContainText(`Bestellung #${number}`);
});

test('the footer market switch: a German reader chooses Japan, the pre-rendered product page and the cart show yen', async ({ page }) => {
  const yen = await storedPrice('JP');
  const shown = new Intl.NumberFormat('de', { style: 'currency', currency: 'JPY' }).format(yen);
  await page.goto('/de/productsShow?id=c4');
  const footer = page.locator('footer');
  await footer.getByLabel(de.Footer.market).selectOption('JP');
  await footer.getByRole('button', { name: de.Footer.marketApply }).click();
  // Back on the same page, still in German, priced in yen with Japan's tax note (VAT included).
  await expect(page).toHaveURL(/\/de\/productsShow\?id=c4$/);
  const price = page.locator('main [data-price="c4"]').first();
  await expect(price).toHaveText(shown);
  await expect(price).toHaveAttribute('data-market', 'JP');
  await expect(footer.getByLabel(de.Footer.market)).toHaveValue('JP');
  // Another product by a client-side link: the same path, a new price, in yen too.
  const related = page.locator('main a[href^="/de/productsShow?id="]:not([href$="id=c4"])').first();
  const other = new URL((await related.getAttribute('href'))!, page.url()).searchParams.get('id')!;
  await related.click();
  await expect(page).toHaveURL(new RegExp(`id=${other}$`));
  const otherYen = new Intl.NumberFormat('de', { style: 'currency', currency: 'JPY' }).format(await storedPrice('JP', other));
  await expect(page.locator(`main [data-price="${other}"]`).first()).toHaveText(otherYen);
  // The list pages too, after a client-side navigation.
  await page.goto('/de/productslist');
  await expect(page.locator('main [data-price="c4"]').first()).toHaveText(shown);

  // The cart prices in yen as well, and its own switch takes the market back to Germany.
  const added = await page.request.post('/api/cart/items', {
    headers: { 'x-xsrf-token': await buyerXsrf(page), 'x-lang': 'de' },
    data: { productId: 'c4', colorId: 'sage', quantity: 1 },
  });
  expect(added.status()).toBe(201);
  await page.goto('/de/shoppingcart');
  await expect(page.getByTestId('cart-total')).toContainText(/[¥￥]/);
  await page.locator('section[aria-labelledby="cart-summary"]').getByLabel(de.Cart.market).selectOption('DE');
  const euros = await storedPrice('DE');
  await expect(page.getByTestId('cart-total')).toHaveText(new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(euros / 100));
  await page.goto('/de/productsShow?id=c4');
  await expect(page.locator('main [data-price="c4"]').first()).toHaveText(
    new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(euros / 100),
  );
});
