import { eq } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { hashToken } from '@/lib/server/auth/tokens';
import { request } from '@/test/http';
import { cartCookieFrom, cookieWith, shopFixtures } from '@/test/shop-fixtures';
import { POST as addItem } from '../items/route';
import { POST as quote } from './route';

const fx = shopFixtures();
afterAll(async () => {
  await fx.cleanup();
  await closeDb();
});

// Issue 15, item 10: Buy now added a second unit to the cart's line; it now checks out this item alone, priced here.
describe('POST /api/cart/quote (buy now)', () => {
  it('prices the item as a cart would, and leaves the cart as it was', async () => {
    const rule = await fx.shipping();
    const product = await fx.product({ priceCents: 2500, stock: 5 });
    const added = await addItem(request('/api/cart/items', { body: { productId: product, colorId: 'coral', quantity: 1 } }));
    const cookie = cartCookieFrom(added)!;

    const res = await quote(
      request('/api/cart/quote', { body: { items: [{ productId: product, colorId: 'coral', quantity: 2, priceCents: 1 }] }, headers: cookieWith(cookie) }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const view = await res.json();
    expect(view.lines).toEqual([expect.objectContaining({ productId: product, colorId: 'coral', quantity: 2, unitPriceCents: 2500, lineTotalCents: 5000 })]);
    expect(view.shippingCents).toBe(5000 >= rule.freeThresholdCents ? 0 : rule.flatRateCents);
    expect(view.totalCents).toBe(5000 + view.shippingCents);

    const [cart] = await db()
      .select()
      .from(schema.carts)
      .where(eq(schema.carts.anonTokenHash, hashToken(cookie)));
    fx.trackCart(cart!.id);
    const lines = await db().select().from(schema.cartItems).where(eq(schema.cartItems.cartId, cart!.id));
    expect(lines.map((l) => l.quantity)).toEqual([1]);
  });

  it('refuses what the cart would refuse: an unknown colour, more than the stock, a malformed item', async () => {
    const product = await fx.product({ stock: 2 });
    expect((await quote(request('/api/cart/quote', { body: { items: [{ productId: product, colorId: 'plaid', quantity: 1 }] } }))).status).toBe(422);
    const tooMany = await quote(request('/api/cart/quote', { body: { items: [{ productId: product, colorId: 'coral', quantity: 3 }] }, lang: 'de' }));
    expect(tooMany.status).toBe(409);
    expect((await tooMany.json()).error.message).toMatch(/2/);
    expect((await quote(request('/api/cart/quote', { body: { items: [] } }))).status).toBe(422);
  });
});
