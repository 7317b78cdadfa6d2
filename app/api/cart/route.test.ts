import { eq } from 'drizzle-orm';
import { includedTax } from '@/lib/shop/markets';
import { closeDb, db, schema } from '@/lib/server/db';
import { hashToken } from '@/lib/server/auth/tokens';
import { params, request } from '@/test/http';
import { cartCookieFrom, cookieWith, shopFixtures } from '@/test/shop-fixtures';
import { GET as getCount } from './count/route';
import { DELETE as deleteLine, PATCH as patchLine } from './items/[id]/route';
import { POST as addItem } from './items/route';
import { POST as merge } from './merge/route';
import { GET as getCart } from './route';

const fx = shopFixtures();
afterAll(async () => {
  await fx.cleanup();
  await closeDb();
});

async function cartRows(cookie: string) {
  const [cart] = await db()
    .select()
    .from(schema.carts)
    .where(eq(schema.carts.anonTokenHash, hashToken(cookie)));
  return cart ? db().select().from(schema.cartItems).where(eq(schema.cartItems.cartId, cart.id)) : [];
}

describe('guest cart', () => {
  it('adds a line, sets an HttpOnly pt_cart cookie and prices from the database', async () => {
    const rule = await fx.shipping();
    const product = await fx.product({ priceCents: 4000 });
    const res = await addItem(request('/api/cart/items', { body: { productId: product, colorId: 'coral', quantity: 2, priceCents: 1 } }));
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toMatch(/pt_cart=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cart = await res.json();
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ productId: product, colorId: 'coral', colorName: 'Coral', quantity: 2, unitPriceCents: 4000, lineTotalCents: 8000 });
    expect(cart.subtotalCents).toBe(8000);
    expect(cart.shippingCents).toBe(8000 >= rule.freeThresholdCents ? 0 : rule.flatRateCents);
    expect(cart.totalCents).toBe(cart.subtotalCents + cart.shippingCents);

    const cookie = cartCookieFrom(res)!;
    const again = await getCart(request('/api/cart', { headers: cookieWith(cookie) }));
    expect((await again.json()).count).toBe(2);
    const count = await getCount(request('/api/cart/count', { headers: cookieWith(cookie) }));
    expect(await count.json()).toEqual({ count: 2 });
    // Only the hash of the cookie is stored.
    const [stored] = await db()
      .select()
      .from(schema.carts)
      .where(eq(schema.carts.anonTokenHash, hashToken(cookie)));
    expect(stored).toBeDefined();
    fx.trackCart(stored!.id);
  });

  it('prices the cart in the market of the language: euros with VAT included and both shipping methods in German', async () => {
    const product = await fx.product({ priceCents: 4000 });
    const res = await addItem(request('/api/cart/items', { body: { productId: product, colorId: 'coral', quantity: 1 }, lang: 'de' }));
    expect(res.status).toBe(201);
    const cart = await res.json();
    fx.trackCart(
      (
        await db()
          .select({ id: schema.carts.id })
          .from(schema.carts)
          .where(eq(schema.carts.anonTokenHash, hashToken(cartCookieFrom(res)!)))
      )[0]!.id,
    );
    // €39.99 (stored for the German market), under the €79 threshold: standard €4.99, express €12.99.
    expect(cart).toMatchObject({
      market: 'DE',
      currency: 'EUR',
      subtotalCents: 3999,
      shippingCents: 499,
      totalCents: 4498,
      taxCents: includedTax(4498, 1900),
      tax: { kind: 'included', rateBp: 1900 },
      freeShippingThresholdCents: 7900,
      shippingOptions: [
        { method: 'standard', amount: 499, rate: 499, days: [2, 4] },
        { method: 'express', amount: 1299, rate: 1299, days: [1, 1] },
      ],
    });
    expect(cart.lines[0]).toMatchObject({ unitPriceCents: 3999, lineTotalCents: 3999 });
    // The same cart read in English is in dollars, sales tax left to the checkout.
    const english = await (await getCart(request('/api/cart', { headers: cookieWith(cartCookieFrom(res)!), lang: 'en' }))).json();
    expect(english).toMatchObject({ market: 'US', currency: 'USD', subtotalCents: 4000, taxCents: 0, tax: { kind: 'added' } });
  });

  it('shows free shipping at the threshold', async () => {
    const rule = await fx.shipping();
    const product = await fx.product({ priceCents: rule.freeThresholdCents });
    const res = await addItem(request('/api/cart/items', { body: { productId: product, colorId: 'midnight', quantity: 1 } }));
    const cart = await res.json();
    expect(cart.shippingCents).toBe(0);
    expect(cart.lines[0].image).toMatchObject({ src: expect.stringContaining('/media/'), width: 800, height: 800 });
  });

  it('refuses coming-soon and sold-out products with a localized message, writing nothing', async () => {
    const soon = await fx.product({ comingSoon: true, stock: 10 });
    const soldOut = await fx.product({ stock: 0 });
    const a = await addItem(request('/api/cart/items', { body: { productId: soon, colorId: 'midnight', quantity: 1 }, lang: 'zh' }));
    expect(a.status).toBe(409);
    const body = await a.json();
    expect(body.error.code).toBe('coming_soon');
    expect(body.error.message).toContain('即将上市');
    const b = await addItem(request('/api/cart/items', { body: { productId: soldOut, colorId: 'midnight', quantity: 1 } }));
    expect(b.status).toBe(409);
    expect((await b.json()).error).toMatchObject({ code: 'out_of_stock', message: expect.stringContaining('out of stock') });
    const c = await addItem(request('/api/cart/items', { body: { productId: 'no-such-product', colorId: 'midnight', quantity: 1 } }));
    expect(c.status).toBe(404);
  });

  it('rejects bad input with 422 and field messages, nothing written', async () => {
    const product = await fx.product();
    for (const body of [
      { productId: product, colorId: 'midnight', quantity: 0 },
      { productId: product, colorId: 'midnight', quantity: 100 },
      { productId: product, colorId: 'midnight', quantity: 1.5 },
      { productId: '../etc', colorId: 'midnight', quantity: 1 },
      { colorId: 'midnight' },
    ]) {
      const res = await addItem(request('/api/cart/items', { body, lang: 'de' }));
      expect(res.status).toBe(422);
      const json = await res.json();
      expect(json.error.code).toBe('invalid_fields');
      expect(Object.keys(json.error.fields).length).toBeGreaterThan(0);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const qty = await addItem(request('/api/cart/items', { body: { productId: product, colorId: 'midnight', quantity: 0 }, lang: 'de' }));
    expect((await qty.json()).error.fields.quantity).toBe('Bitte gib eine Menge von 1 bis 99 ein.');
    const color = await addItem(request('/api/cart/items', { body: { productId: product, colorId: 'plaid', quantity: 1 } }));
    expect(color.status).toBe(422);
    expect(color.headers.get('set-cookie')).toBeNull();
  });

  it('caps a line at 99 and a cart at 50 lines', async () => {
    const product = await fx.product({ stock: 500 });
    const first = await addItem(request('/api/cart/items', { body: { productId: product, colorId: 'midnight', quantity: 98 } }));
    const cookie = cartCookieFrom(first)!;
    const over = await addItem(request('/api/cart/items', { body: { productId: product, colorId: 'midnight', quantity: 2 }, headers: cookieWith(cookie) }));
    expect(over.status).toBe(422);
    expect((await over.json()).error.code).toBe('quantity_limit');
    expect((await cartRows(cookie))[0]!.quantity).toBe(98);

    // Fill the cart up to 50 lines directly, then one more line is refused.
    const [cart] = await db()
      .select()
      .from(schema.carts)
      .where(eq(schema.carts.anonTokenHash, hashToken(cookie)));
    fx.trackCart(cart!.id);
    const many = await Promise.all(Array.from({ length: 25 }, () => fx.product()));
    await db()
      .insert(schema.cartItems)
      .values(
        many
          .flatMap((p) => [
            { cartId: cart!.id, productId: p, colorId: 'midnight', quantity: 1 },
            { cartId: cart!.id, productId: p, colorId: 'coral', quantity: 1 },
          ])
          .slice(0, 49),
      );
    expect(await cartRows(cookie)).toHaveLength(50);
    const extra = await fx.product();
    const full = await addItem(request('/api/cart/items', { body: { productId: extra, colorId: 'midnight', quantity: 1 }, headers: cookieWith(cookie) }));
    expect(full.status).toBe(422);
    expect((await full.json()).error.code).toBe('cart_full');
    expect(await cartRows(cookie)).toHaveLength(50);
  });

  it('refuses more than the stock', async () => {
    const product = await fx.product({ stock: 3 });
    const res = await addItem(request('/api/cart/items', { body: { productId: product, colorId: 'midnight', quantity: 4 } }));
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toMatch(/Only 3 of .* are left in stock\./);
  });

  it('changes and removes lines', async () => {
    const product = await fx.product({ stock: 10 });
    const first = await addItem(request('/api/cart/items', { body: { productId: product, colorId: 'midnight', quantity: 1 } }));
    const cookie = cartCookieFrom(first)!;
    const lineId = (await first.json()).lines[0].id;
    const patched = await patchLine(
      request(`/api/cart/items/${lineId}`, { method: 'PATCH', body: { quantity: 5 }, headers: cookieWith(cookie) }),
      params({ id: lineId }),
    );
    expect(patched.status).toBe(200);
    expect((await patched.json()).lines[0].quantity).toBe(5);
    const tooMany = await patchLine(
      request(`/api/cart/items/${lineId}`, { method: 'PATCH', body: { quantity: 11 }, headers: cookieWith(cookie) }),
      params({ id: lineId }),
    );
    expect(tooMany.status).toBe(409);
    const removed = await deleteLine(request(`/api/cart/items/${lineId}`, { method: 'DELETE', headers: cookieWith(cookie) }), params({ id: lineId }));
    expect(removed.status).toBe(200);
    expect((await removed.json()).lines).toHaveLength(0);
  });
});

describe('cart ownership', () => {
  it("gives 404 for another cart's line, and changes nothing", async () => {
    const product = await fx.product();
    const owner = await fx.user();
    const other = await fx.user();
    const added = await addItem(request('/api/cart/items', { body: { productId: product, colorId: 'midnight', quantity: 2 }, token: owner.token }));
    const lineId = (await added.json()).lines[0].id;
    const guest = await addItem(request('/api/cart/items', { body: { productId: product, colorId: 'coral', quantity: 1 } }));
    const guestCookie = cartCookieFrom(guest)!;
    for (const who of [{ token: other.token }, { headers: cookieWith(guestCookie) }, {}]) {
      const p = await patchLine(request(`/api/cart/items/${lineId}`, { method: 'PATCH', body: { quantity: 7 }, ...who }), params({ id: lineId }));
      expect(p.status).toBe(404);
      const d = await deleteLine(request(`/api/cart/items/${lineId}`, { method: 'DELETE', ...who }), params({ id: lineId }));
      expect(d.status).toBe(404);
    }
    const [line] = await db().select().from(schema.cartItems).where(eq(schema.cartItems.id, lineId));
    expect(line!.quantity).toBe(2);
  });
});

describe('guest cart merge at sign-in', () => {
  it('POST /api/cart/merge adds quantities (capped at 99), keeps one line per product and colour, clears the cookie', async () => {
    const a = await fx.product({ stock: 500 });
    const b = await fx.product({ stock: 500 });
    const buyer = await fx.user();
    await addItem(request('/api/cart/items', { body: { productId: a, colorId: 'midnight', quantity: 60 }, token: buyer.token }));
    const g1 = await addItem(request('/api/cart/items', { body: { productId: a, colorId: 'midnight', quantity: 50 } }));
    const cookie = cartCookieFrom(g1)!;
    await addItem(request('/api/cart/items', { body: { productId: b, colorId: 'coral', quantity: 3 }, headers: cookieWith(cookie) }));

    const res = await merge(request('/api/cart/merge', { method: 'POST', token: buyer.token, headers: cookieWith(cookie) }));
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/pt_cart=; Max-Age=0/);
    expect(res.headers.get('set-cookie')).toMatch(/pt_cart_hint=; Max-Age=0/);
    const body = await res.json();
    expect(body.merged).toBe(2);
    const lines = body.cart.lines.map((l: { productId: string; colorId: string; quantity: number }) => [l.productId, l.colorId, l.quantity]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [a, 'midnight', 99],
        [b, 'coral', 3],
      ]),
    );
    expect(lines).toHaveLength(2);
    expect(await cartRows(cookie)).toHaveLength(0);
    // A second merge with the same cookie is a no-op.
    const again = await merge(request('/api/cart/merge', { method: 'POST', token: buyer.token, headers: cookieWith(cookie) }));
    expect((await again.json()).merged).toBe(0);
  });

  it('GET /api/cart with a token and a guest cookie merges lazily', async () => {
    const a = await fx.product();
    const buyer = await fx.user();
    const g = await addItem(request('/api/cart/items', { body: { productId: a, colorId: 'coral', quantity: 2 } }));
    const cookie = cartCookieFrom(g)!;
    const res = await getCart(request('/api/cart', { token: buyer.token, headers: cookieWith(cookie) }));
    expect(res.headers.get('set-cookie')).toMatch(/pt_cart=; Max-Age=0/);
    expect((await res.json()).lines.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity])).toEqual([[a, 2]]);
  });

  it('needs a signed-in user', async () => {
    const res = await merge(request('/api/cart/merge', { method: 'POST' }));
    expect(res.status).toBe(401);
  });
});
