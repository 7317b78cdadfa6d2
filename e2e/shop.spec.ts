import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { axe, axeInEveryDocument } from './axe';
import { PASSWORD as USER_PASSWORD, specUsers } from './users';
import { waitForMail } from './mailbox';
import { buyerXsrf } from './buyers';
import { expirePages } from './revalidate';

/**
 * The shop end to end, in English and Chinese: a guest's cart survives sign-up, checkout with an
 * address and a card added inline, the order in the account, the declined-card message, guest
 * favorites merged at sign-in, and axe on every shop page. Users made here are removed again
 * (their orders with them) and the stock they bought is put back.
 */
const { db, adopt, dbUser } = specUsers('e2e-shop');
const PASSWORD = 'harbour lantern 58 violet';
const year = new Date().getUTCFullYear() + 2;

const T = {
  en: {
    prefix: '',
    signInToCheckout: 'Sign in to check out',
    email: 'Email address',
    password: 'Password',
    name: 'Your name',
    terms: 'I accept the terms of use and the privacy policy.',
    create: 'Create account',
    recipient: 'Recipient',
    phone: 'Phone',
    country: 'Country or region',
    city: 'City',
    line1: 'Street address',
    postal: 'Postal code',
    saveAddress: 'Save address',
    number: 'Card number',
    month: 'Expiry month',
    yearLabel: 'Expiry year',
    cvc: 'Security code (CVC)',
    holder: 'Name on the card',
    saveCard: 'Save card',
    place: /Place order and pay/,
    placed: /Your order #(\d+) has been placed/,
    viewOrders: 'View my orders',
    orderNo: (n: string) => `Order #${n}`,
    declined: 'Your card was declined. Please use another card.',
    quantityOf: /Quantity of C4/,
    remove: /Remove .* from your favorites/,
  },
  zh: {
    prefix: '/zh',
    signInToCheckout: '登录后结算',
    email: '电子邮箱',
    password: '密码',
    name: '姓名',
    terms: '我已阅读并同意使用条款和隐私政策。',
    create: '创建账户',
    recipient: '收货人',
    phone: '电话',
    country: '国家或地区',
    city: '城市',
    line1: '街道地址',
    postal: '邮政编码',
    saveAddress: '保存地址',
    number: '卡号',
    month: '到期月份',
    yearLabel: '到期年份',
    cvc: '安全码（CVC）',
    holder: '持卡人姓名',
    saveCard: '保存银行卡',
    place: /提交订单并支付/,
    placed: /订单 #(\d+) 已提交/,
    viewOrders: '查看我的订单',
    orderNo: (n: string) => `订单 #${n}`,
    declined: '您的银行卡被拒绝，请换用其他银行卡。',
    quantityOf: /C4.*的数量/,
    remove: /从收藏中删除/,
  },
} as const;

/** A fresh anti-forgery cookie for this browser, bound to the session token when there is one. */
/** JSON calls with this browser's cookies (guest cart, XSRF) and, when given, a session token. */
async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown, token?: string) {
  const request: APIRequestContext = page.request;
  const headers = { 'x-xsrf-token': await buyerXsrf(page, token), ...(token ? { 'x-auth-token': token } : {}) };
  const res = await request.fetch(path, { method, headers, data });
  expect(res.ok(), `${method} ${path} → ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/**
 * A signed-in buyer speaking `lang`, the token stored the way the site stores it. The account is
 * written to the database (no spec here is about signing up through the API); the sign-in is the API's.
 */
async function signedInUser(page: Page, lang: string) {
  const email = await dbUser(lang, 'Mia');
  const signedIn = await page.request.post('/api/auth/login', {
    headers: { 'x-xsrf-token': await buyerXsrf(page), 'x-lang': lang },
    data: { email, password: USER_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const { token } = await signedIn.json();
  await page.goto(lang === 'en' ? '/index' : `/${lang}/index`);
  await page.evaluate((t) => localStorage.setItem('pawtrail:token', JSON.stringify({ key: 'token', value: t, startTime: Date.now() })), token);
  return { email, token: token as string };
}

for (const lang of ['en', 'zh'] as const) {
  const t = T[lang];

  test(`guest cart is kept through sign-up, then checkout and the order list (${lang})`, async ({ page }) => {
    // The guest adds a C4 collar in a chosen colour (sage) to the server-side guest cart.
    await api(page, 'POST', '/api/cart/items', { productId: 'c4', colorId: 'sage', quantity: 1 });
    await page.goto(`${t.prefix}/shoppingcart`);
    await expect(page.locator('[data-ready="true"]')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByRole('spinbutton', { name: t.quantityOf })).toHaveValue('1');
    await page.getByRole('link', { name: t.signInToCheckout }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);

    const redirect = new URL(page.url()).searchParams.get('redirect')!;
    const email = `e2e-shop-${lang}-${randomUUID().slice(0, 8)}@example.test`;
    adopt(email);
    await page.goto(`${t.prefix}/register?redirect=${encodeURIComponent(redirect)}`);
    await expect(page.locator('form[data-ready="true"]')).toBeVisible();
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(t.name).fill('Mia Chen');
    await page.getByLabel(t.terms).check();
    await page.getByRole('button', { name: t.create }).click();

    // Back on the cart, signed in: the guest's line is still there, and checkout opens.
    await expect(page).toHaveURL(/\/shoppingcart\?step=checkout$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toContainText('C4');

    await page.getByLabel(t.recipient, { exact: true }).fill('Mia Chen');
    await page.getByLabel(t.phone, { exact: true }).fill('+1 415 555 0100');
    await page.getByLabel(t.country, { exact: true }).selectOption('US');
    await page.getByLabel(t.city, { exact: true }).fill('San Francisco');
    await page.getByLabel(t.line1, { exact: true }).fill('1 Market St');
    await page.getByLabel(t.postal, { exact: true }).fill('94105');
    await page.getByRole('button', { name: t.saveAddress }).click();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(2);

    await page.getByLabel(t.number, { exact: true }).fill('4242 4242 4242 4242');
    await page.getByLabel(t.month, { exact: true }).selectOption('12');
    await page.getByLabel(t.yearLabel, { exact: true }).selectOption(String(year));
    await page.getByLabel(t.cvc, { exact: true }).fill('123');
    await page.getByLabel(t.holder, { exact: true }).fill('Mia Chen');
    await page.getByRole('button', { name: t.saveCard }).click();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(3);

    await page.getByRole('button', { name: t.place }).click();
    const done = page.getByText(t.placed);
    await expect(done).toBeVisible();
    const number = t.placed.exec((await done.textContent()) ?? '')![1]!;
    await page.getByRole('link', { name: t.viewOrders }).click();
    await expect(page).toHaveURL(/\/user\?order=/);
    await expect(page.getByText(t.orderNo(number)).first()).toBeVisible();
  });

  test(`a declined card leaves no order and shows the message (${lang})`, async ({ page }) => {
    const user = await signedInUser(page, lang);
    const address = await api(
      page,
      'POST',
      '/api/addresses',
      { recipient: 'Mia', phone: '+86 10 5555 0100', country: 'CN', city: '北京', line1: '长安街 1 号', postalCode: '100000' },
      user.token,
    );
    expect(address.isDefault).toBe(true);
    await api(page, 'POST', '/api/cards', { number: '4000000000000002', expMonth: 12, expYear: year, cvc: '123', holder: 'Mia' }, user.token);
    await api(page, 'POST', '/api/cart/items', { productId: 'c4', colorId: 'midnight', quantity: 1 }, user.token);
    await page.goto(`${t.prefix}/shoppingcart?step=checkout`);
    await page.getByRole('button', { name: t.place }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.declined })).toBeVisible();
    const { items } = await api(page, 'GET', '/api/orders', undefined, user.token);
    expect(items).toEqual([]);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });

  test(`guest favorites merge at sign-in without duplicates, and removing one sticks (${lang})`, async ({ page }) => {
    const user = await signedInUser(page, lang);
    await api(page, 'POST', '/api/favorites', { productId: 'c4', colorId: 'coral' }, user.token);
    await page.evaluate(() =>
      localStorage.setItem('pawtrail:guestFavorites', JSON.stringify({ key: 'guestFavorites', value: ['c4', 't2-tag'], startTime: Date.now() })),
    );
    await page.goto(`${t.prefix}/favorites`);
    const list = page.getByTestId('favorites-list');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    expect(await page.evaluate(() => localStorage.getItem('pawtrail:guestFavorites'))).toBeNull();
    await list.getByRole('button', { name: t.remove }).first().click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId('favorites-list').getByRole('listitem')).toHaveCount(1);
  });

  test(`every shop page passes axe (${lang})`, async ({ page }) => {
    test.slow();
    await axeInEveryDocument(page);
    const user = await signedInUser(page, lang);
    const address = await api(
      page,
      'POST',
      '/api/addresses',
      { recipient: 'Mia', phone: '+1 415 555 0100', country: 'US', city: 'SF', line1: '1 Market St', postalCode: '94105' },
      user.token,
    );
    const card = await api(page, 'POST', '/api/cards', { number: '5555555555554444', expMonth: 12, expYear: year, cvc: '123', holder: 'Mia' }, user.token);
    await api(page, 'POST', '/api/cart/items', { productId: 'c4', colorId: 'coral', quantity: 2 }, user.token);
    await api(page, 'POST', '/api/favorites', { productId: 'c4' }, user.token);
    const pages: [string, () => Promise<void>][] = [
      ['/shoppingcart?step=checkout', () => expect(page.getByRole('button', { name: t.place })).toBeVisible()],
      ['/favorites', () => expect(page.getByTestId('favorites-list')).toBeVisible()],
      ['/myaddress', () => expect(page.getByTestId('address-list')).toBeVisible()],
      ['/newaddress', () => expect(page.locator('form[data-ready="true"]')).toBeVisible()],
      [`/updateaddress?id=${address.id}`, () => expect(page.getByLabel(t.recipient, { exact: true })).toHaveValue('Mia')],
      ['/payment_info', () => expect(page.getByTestId('card-list')).toBeVisible()],
      ['/newcarpay', () => expect(page.locator('form[data-ready="true"]')).toBeVisible()],
      [`/editcarpay?id=${card.id}`, () => expect(page.getByText('•••• •••• •••• 4444')).toBeVisible()],
    ];
    for (const [path, ready] of pages) {
      await page.goto(`${t.prefix}${path}`);
      await ready();
      const { violations } = await axe(page);
      expect(violations, path).toEqual([]);
    }
  });
}

test('a guest without a cart asks nothing for the header count; the first item added shows in it on every page after', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/cart/count') asked.push(request.url());
  });
  await page.goto('/productsShow?id=c4');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/c4');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('changing the cart on its page updates the header badge and the totals, and the change is kept', async ({ page }) => {
  await api(page, 'POST', '/api/cart/items', { productId: 't2-tag', colorId: 'amber', quantity: 1 });
  await api(page, 'POST', '/api/cart/items', { productId: 'shampoo-oat', colorId: '250ml', quantity: 2 });
  await page.goto('/shoppingcart');
  await expect(page.locator('[data-ready="true"]')).toBeVisible();
  const badge = page.getByTestId('cart-count');
  const total = page.getByTestId('cart-total');
  await expect(badge).toHaveText('3');
  const before = await total.textContent();

  await page.getByRole('button', { name: /^One more T2/ }).click();
  await expect(badge).toHaveText('4');
  await expect(page.getByRole('spinbutton', { name: /^Quantity of T2/ })).toHaveValue('2');
  await expect(total).not.toHaveText(before ?? '');

  await page.getByRole('button', { name: /^Remove .*shampoo.* from the cart$/i }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(badge).toHaveText('2');

  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByRole('spinbutton', { name: /^Quantity of T2/ })).toHaveValue('2');
  await expect(badge).toHaveText('2');
});

// Issue 15, item 3: on a phone the quantity control was 72 px wide for 139 px of content (the +
// and the number cut off) and "Entfernen" spilled out of its button.
test('on a phone the cart line shows its whole quantity control and Remove inside its button', async ({ page }) => {
  await api(page, 'POST', '/api/cart/items', { productId: 'c4', colorId: 'sage', quantity: 2 });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/de/shoppingcart');
    await expect(page.locator('[data-ready="true"]')).toBeVisible();
    const line = page.getByTestId('cart-line');
    const control = line.getByRole('group');
    const clipped = async (locator: typeof control) => locator.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(await clipped(control), `quantity control at ${width} px`).toBe(false);
    const more = await line.getByRole('button', { name: /Ein Stück mehr/ }).boundingBox();
    const box = (await control.boundingBox())!;
    expect(more!.x + more!.width, `+ inside its control at ${width} px`).toBeLessThanOrEqual(box.x + box.width + 1);
    await expect(line.getByRole('spinbutton')).toHaveValue('2');
    const remove = line.getByRole('button', { name: /entfernen$/ });
    expect(await clipped(remove), `Remove at ${width} px`).toBe(false);
    const removeBox = (await remove.boundingBox())!;
    const lineBox = (await line.boundingBox())!;
    expect(removeBox.x + removeBox.width, `Remove inside the line at ${width} px`).toBeLessThanOrEqual(lineBox.x + lineBox.width);
  }
});

test('buying the last unit: the reloaded product page shows it out of stock, and a cancellation brings it back', async ({ page }) => {
  // A product no other spec buys, left with one unit; its pre-rendered page still offers it.
  const product = 'bed-ortho';
  const {
    rows: [before],
  } = await db.query<{ stock: number }>('select stock from products where id = $1', [product]);
  await db.query('update products set stock = 1 where id = $1', [product]);
  const waiting = `back-${randomUUID().slice(0, 8)}@example.test`;
  try {
    const user = await signedInUser(page, 'en');
    const address = await api(
      page,
      'POST',
      '/api/addresses',
      { recipient: 'Mia', phone: '+1 415 555 0100', country: 'US', city: 'SF', line1: '1 Market St', postalCode: '94105' },
      user.token,
    );
    const card = await api(page, 'POST', '/api/cards', { number: '4242424242424242', expMonth: 12, expYear: year, cvc: '123', holder: 'Mia' }, user.token);
    await page.goto(`/productsShow?id=${product}`);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();

    const res = await page.request.post('/api/orders', {
      headers: { 'x-xsrf-token': await buyerXsrf(page, user.token), 'x-auth-token': user.token, 'idempotency-key': randomUUID() },
      data: { addressId: address.id, cardId: card.id, items: [{ productId: product, colorId: 'oatmeal', quantity: 1 }] },
    });
    expect(res.status()).toBe(201);
    const order = await res.json();

    await page.reload();
    await expect(page.getByText('Out of stock').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);

    // Sold out, the page offers to tell a visitor when it is back; the cancellation below mails them.
    const notify = page.getByRole('region', { name: 'Notify me when available' });
    await expect(notify.locator('form[data-ready="true"]')).toBeVisible();
    await notify.getByLabel('Email address').fill(waiting);
    await notify.getByRole('button', { name: 'Notify me' }).click();
    await expect(notify.getByText('Almost done: we have sent a link to this address.')).toBeVisible();
    // Double opt-in: the request counts once the mailed link is opened and its button pressed.
    const confirmation = await waitForMail({ to: waiting, subject: /^Confirm your back-in-stock email for / });
    const link = new URL(/https?:\/\/\S+\/notify\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(confirmation.text)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.locator('form[data-ready="true"]').filter({ has: page.getByRole('button', { name: 'Confirm request' }) })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Confirmed. We will email you as soon as the product is available.' })).toBeVisible();

    // The confirmation offers to cancel or to keep the order, never two "Cancel" buttons; keeping changes nothing.
    await page.goto(`/user?order=${order.id}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('group', { name: /^Cancel this order\?/ });
    await expect(confirm.getByRole('button')).toHaveText(['Cancel order', 'Keep order']);
    await confirm.getByRole('button', { name: 'Keep order' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();

    await api(page, 'POST', `/api/orders/${order.id}/cancel`, undefined, user.token);
    await page.goto(`/productsShow?id=${product}`);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const mail = await waitForMail({ to: waiting, subject: `${name} is available now` });
    expect(mail.text).toContain(`/productsShow?id=${product}`);
  } finally {
    await db.query('update products set stock = $2 where id = $1', [product, before!.stock]);
    await db.query('delete from product_notifications where email = $1', [waiting]);
    await db.query('delete from outbox where "to" = $1', [waiting]);
    // Stock written past the shop expires no page: after a failure between the order and the
    // cancellation, the product page would say "Out of stock" for the rest of the run.
    await expirePages(page.request, ['products']);
  }
});

// Issue 15, item 10: Buy now added a second unit to the cart's line of the same product and went to the whole cart's checkout.
test('Buy now checks out this one item: the cart keeps its line, and the order has the unit bought', async ({ page }) => {
  const user = await signedInUser(page, 'en');
  await api(
    page,
    'POST',
    '/api/addresses',
    { recipient: 'Mia', phone: '+1 415 555 0100', country: 'US', city: 'SF', line1: '1 Market St', postalCode: '94105' },
    user.token,
  );
  await api(page, 'POST', '/api/cards', { number: '4242424242424242', expMonth: 12, expYear: year, cvc: '123', holder: 'Mia' }, user.token);
  await api(page, 'POST', '/api/cart/items', { productId: 't2-tag', colorId: 'white', quantity: 1 }, user.token);

  await page.goto('/productsShow?id=t2-tag');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/shoppingcart\?step=checkout&buy=t2-tag%3Awhite%3A1$/);
  const checkout = page.getByTestId('buy-now');
  const lines = checkout.getByTestId('checkout-lines').getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText('× 1');
  await checkout.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /Your order #\d+ has been placed/ })).toBeVisible();

  const orders = await api(page, 'GET', '/api/orders', undefined, user.token);
  expect(orders.items).toEqual([expect.objectContaining({ itemCount: 1 })]);
  const order = await api(page, 'GET', `/api/orders/${orders.items[0].id}`, undefined, user.token);
  expect(order.lines).toEqual([expect.objectContaining({ productId: 't2-tag', colorId: 'white', quantity: 1 })]);
  const cart = await api(page, 'GET', '/api/cart', undefined, user.token);
  expect(cart.lines).toEqual([expect.objectContaining({ productId: 't2-tag', colorId: 'white', quantity: 1 })]);
});

// Issue 15, item 10: a guest could heart products, but /favorites sent guests to sign in.
test('a guest sees the favorites kept in this browser on /favorites, can remove one, and is offered to sign in', async ({ page }) => {
  await page.goto('/productsShow?id=t2-tag');
  await page.getByRole('button', { name: 'Add to favorites' }).first().click();
  await page.goto('/favorites');
  await expect(page).toHaveURL(/\/favorites$/);
  const list = page.getByTestId('favorites-list');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('T2');
  await expect(page.getByText('Your favorites are kept on this device.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/login?redirect=%2Ffavorites');
  await list.getByRole('button', { name: /Remove .* from your favorites/ }).click();
  await expect(page.getByText('You have no favorites yet', { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('favorites-list')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('pawtrail:guestFavorites'))).toBeNull();
});
