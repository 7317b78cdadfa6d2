import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { hashToken } from '@/lib/server/auth/tokens';
import { sandboxProvider } from '@/lib/server/payments/sandbox';
import { listStaffOrders } from '@/lib/server/staff/orders';
import { orderTotals, suggestedPrice } from '@/lib/shop/markets';
import { sentForm } from '@/test/outbox';
import { request } from '@/test/http';
import { cartCookieFrom, cookieWith, shopFixtures } from '@/test/shop-fixtures';
import { POST as addItem } from '../../cart/items/route';
import { GET as getCart } from '../../cart/route';
import { POST as claim } from '../claim/route';
import { POST as lookup } from '../lookup/route';
import { GET as listOrders } from '../route';
import { POST as guestOrder } from './route';

const fx = shopFixtures();
afterAll(async () => {
  await fx.cleanup();
  await closeDb();
});

const year = new Date().getUTCFullYear() + 3;
const guestEmail = () => `guest-${fx.tag}-${randomUUID().slice(0, 8)}@test.example`;

/** What a guest in Munich types at checkout. */
function details(email: string, over: Record<string, unknown> = {}) {
  return {
    email,
    recipient: 'Lena Huber',
    phone: '+49 89 1234567',
    country: 'DE',
    city: 'München',
    line1: 'Leopoldstraße 12',
    postalCode: '80802',
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: year,
    cvc: '123',
    holder: 'Lena Huber',
    shippingMethod: 'express',
    ...over,
  };
}

/** A guest cart holding `quantity` of the product; returns its cookie. */
async function guestCart(productId: string, quantity = 1): Promise<string> {
  const res = await addItem(request('/api/cart/items', { body: { productId, colorId: 'midnight', quantity }, lang: 'de' }));
  expect(res.status).toBe(201);
  return cartCookieFrom(res)!;
}

function place(cart: string | null, body: Record<string, unknown>, key: string | null = randomUUID(), lang = 'de') {
  return guestOrder(
    request('/api/orders/guest', {
      body,
      lang,
      headers: { ...(cart ? cookieWith(cart) : {}), ...(key ? { 'idempotency-key': key } : {}) },
    }),
  );
}

const stockOf = async (id: string) => (await db().select({ s: schema.products.stock }).from(schema.products).where(eq(schema.products.id, id)))[0]!.s;
const guestOrdersOf = (email: string) => db().select().from(schema.orders).where(eq(schema.orders.email, email));
const open = (token: string, lang = 'de') => lookup(request('/api/orders/lookup', { body: { token }, lang }));

describe('guest checkout', () => {
  it('a guest in /de buys with express shipping in EUR, VAT included: order, mail with the link, the link opens it', async () => {
    const p = await fx.product({ stock: 5, priceCents: 12900 });
    const cart = await guestCart(p, 2);
    const email = guestEmail();
    const res = await place(cart, details(email));
    expect(res.status).toBe(201);
    const o = await res.json();
    const unit = suggestedPrice(12900, 'DE');
    const totals = orderTotals('DE', 2 * unit, 'express', { country: 'DE' });
    expect(o).toMatchObject({
      status: 'paid',
      market: 'DE',
      currency: 'EUR',
      subtotalCents: 2 * unit,
      shippingMethod: 'express',
      shippingCents: totals.shipping,
      taxIncluded: true,
      taxRateBp: 1900,
      taxCents: totals.tax,
      totalCents: totals.total,
      email,
      card: { brand: 'visa', last4: '4242' },
      address: { recipient: 'Lena Huber', city: 'München', country: 'DE', postalCode: '80802' },
      cancellable: false,
    });
    expect(o.lookupToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await stockOf(p)).toBe(3);
    // The guest cart is empty now; the order keeps the buyer's email and language, no user.
    expect((await (await getCart(request('/api/cart', { headers: cookieWith(cart) }))).json()).lines).toEqual([]);
    const [row] = await guestOrdersOf(email);
    expect(row).toMatchObject({ userId: null, locale: 'de', guestKey: hashToken(cart) });
    // Only the token's hash is stored.
    const links = await db().select().from(schema.orderLinks).where(eq(schema.orderLinks.orderId, o.id));
    expect(links.map((l) => l.tokenHash)).toEqual([hashToken(o.lookupToken)]);
    expect(JSON.stringify(row)).not.toContain('4242424242424242');

    // The confirmation, in German, links the order page with the same token.
    const [queued] = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.to, email), eq(schema.outbox.kind, 'order-confirmation')));
    // The stored row keeps no working link; the mail as sent does.
    expect(JSON.stringify(queued)).not.toContain(o.lookupToken);
    const mail = sentForm(queued!);
    expect(mail.subject).toContain(`#${o.number}`);
    expect(mail.text).toContain('Hallo Lena Huber');
    expect(mail.text).toContain(`/de/order#${o.lookupToken}`);
    expect(mail.html).toContain(`/de/order#${o.lookupToken}`);

    const opened = await open(o.lookupToken);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(await opened.json()).toMatchObject({ id: o.id, number: o.number, email, claimed: false, totalCents: totals.total, cancellable: false });
  });

  it('a link that is unknown or expired opens nothing (404, localized)', async () => {
    const p = await fx.product({ stock: 5 });
    const res = await place(await guestCart(p), details(guestEmail()));
    const o = await res.json();
    const unknown = await open('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatchObject({ code: 'order_link_invalid', message: expect.stringContaining('Bestelllink') });
    expect((await open('short')).status).toBe(422);
    await db()
      .update(schema.orderLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.orderLinks.orderId, o.id));
    expect((await open(o.lookupToken)).status).toBe(404);
  });

  it('is idempotent per guest cart and key: a repeat returns the order with a new working link, another body is 409', async () => {
    const p = await fx.product({ stock: 50 });
    const cart = await guestCart(p);
    const email = guestEmail();
    const key = randomUUID();
    const callsBefore = sandboxProvider.chargeCalls;
    const results = await Promise.all(Array.from({ length: 8 }, () => place(cart, details(email), key)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const bodies = await Promise.all(results.map((r) => r.json()));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(sandboxProvider.chargeCalls - callsBefore).toBe(1);
    expect(await guestOrdersOf(email)).toHaveLength(1);
    expect(await stockOf(p)).toBe(49);
    for (const b of bodies) expect((await open(b.lookupToken)).status).toBe(200);

    const other = await place(cart, details(email, { shippingMethod: 'standard' }), key);
    expect(other.status).toBe(409);
    expect((await other.json()).error.code).toBe('idempotency_conflict');
    // The same key from another guest cart is another checkout.
    const second = await place(await guestCart(p), details(email), key);
    expect(second.status).toBe(201);
    expect(await guestOrdersOf(email)).toHaveLength(2);
  });

  it('bad input is a localized 422 per field and changes nothing; a missing key is 400', async () => {
    const p = await fx.product({ stock: 5 });
    const cart = await guestCart(p);
    const email = guestEmail();
    const res = await place(cart, details(email, { email: 'not-an-email', number: '4242 4242 4242 4241', postalCode: '1234', expYear: 2001 }));
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(Object.keys(error.fields).sort()).toEqual(['email', 'expYear', 'number', 'postalCode']);
    expect(error.fields.number).toMatch(/Kartennummer/);
    expect((await place(cart, details(email), null)).status).toBe(400);
    expect(await stockOf(p)).toBe(5);
    expect(await guestOrdersOf(email)).toHaveLength(0);
    expect((await (await getCart(request('/api/cart', { headers: cookieWith(cart) }))).json()).lines).toHaveLength(1);
  });

  it('a declined card is a 402 with no order and the stock as it was', async () => {
    const p = await fx.product({ stock: 3 });
    const cart = await guestCart(p);
    const email = guestEmail();
    const res = await place(cart, details(email, { number: '4000 0000 0000 0002' }));
    expect(res.status).toBe(402);
    expect((await res.json()).error.code).toBe('card_declined');
    expect(await guestOrdersOf(email)).toHaveLength(0);
    expect(await stockOf(p)).toBe(3);
  });

  it('buys "buy now" lines without a cart, and refuses an empty cart and a signed-in caller', async () => {
    const p = await fx.product({ stock: 5 });
    const email = guestEmail();
    const now = await place(null, details(email, { items: [{ productId: p, colorId: 'coral', quantity: 1 }] }));
    expect(now.status).toBe(201);
    expect(cartCookieFrom(now)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const empty = await place(null, details(email));
    expect(empty.status).toBe(422);
    expect((await empty.json()).error.code).toBe('cart_empty');
    const u = await fx.user();
    const signedIn = await guestOrder(request('/api/orders/guest', { body: details(u.email), token: u.token, headers: { 'idempotency-key': randomUUID() } }));
    expect(signedIn.status).toBe(409);
    expect((await signedIn.json()).error.code).toBe('signed_in_checkout');
    expect(await stockOf(p)).toBe(4);
  });

  it('an account with the order email claims the order with its link; another account cannot', async () => {
    const p = await fx.product({ stock: 5 });
    const owner = await fx.user('Lena Huber');
    const stranger = await fx.user('Someone Else');
    // The guest typed their address in capitals; the account has it in lower case.
    const res = await place(await guestCart(p), details(owner.email.toUpperCase()));
    const o = await res.json();
    const claimAs = (token: string | undefined, body: unknown) => claim(request('/api/orders/claim', { body, token, lang: 'de' }));

    expect((await claimAs(undefined, { token: o.lookupToken })).status).toBe(401);
    const refused = await claimAs(stranger.token, { token: o.lookupToken });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('order_claim_email');
    expect((await claimAs(owner.token, { token: 'B'.repeat(43) })).status).toBe(404);
    expect((await (await listOrders(request('/api/orders', { token: stranger.token }))).json()).items).toEqual([]);

    const claimed = await claimAs(owner.token, { token: o.lookupToken });
    expect(claimed.status).toBe(200);
    expect((await claimed.json()).id).toBe(o.id);
    expect((await claimAs(owner.token, { token: o.lookupToken })).status).toBe(200);
    const mine = await (await listOrders(request('/api/orders', { token: owner.token }))).json();
    expect(mine.items.map((i: { id: string }) => i.id)).toEqual([o.id]);
    expect(await (await open(o.lookupToken)).json()).toMatchObject({ claimed: true });
  });

  it('the mailed link gives the signed-in account holding the order its return (and cancel) actions; nobody else', async () => {
    const p = await fx.product({ stock: 5 });
    const owner = await fx.user('Lena Huber');
    const stranger = await fx.user('Someone Else');
    const o = await (await place(await guestCart(p), details(owner.email))).json();
    const openAs = async (token?: string) =>
      (await (await lookup(request('/api/orders/lookup', { body: { token: o.lookupToken }, token, lang: 'de' }))).json()) as {
        owned: boolean;
        cancellable: boolean;
        returnable: boolean;
      };
    expect(await openAs(owner.token)).toMatchObject({ owned: false, cancellable: false, returnable: false });
    expect((await claim(request('/api/orders/claim', { body: { token: o.lookupToken }, token: owner.token, lang: 'de' }))).status).toBe(200);
    expect(await openAs(owner.token)).toMatchObject({ owned: true, cancellable: true, returnable: false });

    await db().update(schema.orders).set({ status: 'delivered' }).where(eq(schema.orders.id, o.id));
    expect(await openAs(owner.token)).toMatchObject({ owned: true, cancellable: false, returnable: true });
    expect(await openAs(stranger.token)).toMatchObject({ owned: false, returnable: false });
    expect(await openAs()).toMatchObject({ owned: false, returnable: false });
  });

  it('staff find a guest order by its email, with the buyer taken from the order', async () => {
    const p = await fx.product({ stock: 5 });
    const email = guestEmail();
    const o = await (await place(await guestCart(p), details(email))).json();
    const found = await listStaffOrders({ q: email, limit: 10 });
    expect(found.items).toEqual([expect.objectContaining({ id: o.id, email, customer: 'Lena Huber', guest: true })]);
    const count = await db().execute<{ n: number }>(sql`select count(*)::int as n from orders where email = ${email} and user_id is null`);
    expect(count.rows[0]!.n).toBe(1);
  });
});
