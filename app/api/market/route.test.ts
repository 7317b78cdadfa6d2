import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { orderTotals, suggestedPrice } from '@/lib/shop/markets';
import { request } from '@/test/http';
import { cartCookieFrom, cookieWith, shopFixtures } from '@/test/shop-fixtures';
import { POST as addItem } from '../cart/items/route';
import { GET as getCart } from '../cart/route';
import { POST as guestOrder } from '../orders/guest/route';
import { GET as prices } from '../products/prices/route';
import { GET as chooseMarket } from './route';

const fx = shopFixtures();
afterAll(async () => {
  await fx.cleanup();
  await closeDb();
});

describe('choosing a market apart from the language', () => {
  it('the footer switch sets the cookie and goes back to the same-site page it was used on', async () => {
    const res = await chooseMarket(request('/api/market?market=JP', { headers: { referer: 'http://localhost:3000/de/productsShow?id=c4' } }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/de/productsShow?id=c4');
    expect(res.headers.get('set-cookie')).toMatch(/^pt_market=JP; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    // The host the browser addressed, on another port than SITE_URL's (CI's test server: 3100).
    const proxied = await chooseMarket(
      request('/api/market?market=JP', { headers: { host: 'localhost:3100', referer: 'http://localhost:3100/ja/products?x=1' } }),
    );
    expect(proxied.headers.get('location')).toBe('/ja/products?x=1');
    // A protocol-relative path would leave the site: refused.
    const sneaky = await chooseMarket(request('/api/market?market=JP', { headers: { referer: 'http://localhost:3000//evil.example/x' } }));
    expect(sneaky.headers.get('location')).toBe('/');
    // Another site's page, or none: the home page.
    const away = await chooseMarket(request('/api/market?market=JP', { headers: { referer: 'https://evil.example/x' } }));
    expect(away.headers.get('location')).toBe('/');
    expect((await chooseMarket(request('/api/market?market=JP'))).headers.get('location')).toBe('/');
    // An unknown market is a 422 and sets nothing.
    const bad = await chooseMarket(request('/api/market?market=XX'));
    expect(bad.status).toBe(422);
    expect(bad.headers.get('set-cookie')).toBeNull();
  });

  it('prices products for sale in the chosen market, for the pre-rendered pages to show', async () => {
    const p = await fx.product({ priceCents: 12900 });
    const res = await prices(request(`/api/products/prices?market=JP&ids=${p},no-such-product`));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    expect(await res.json()).toEqual({ market: 'JP', currency: 'JPY', taxIncluded: true, prices: { [p]: suggestedPrice(12900, 'JP') } });
    expect((await prices(request(`/api/products/prices?market=US&ids=${p}`))).status).toBe(200);
    expect((await prices(request('/api/products/prices?market=JP&ids='))).status).toBe(422);
    expect((await prices(request('/api/products/prices?market=JP&ids=a%20b'))).status).toBe(422);
  });

  it('an English visitor who chose Japan has the cart, and the order, in yen at the stored JPY price', async () => {
    const p = await fx.product({ stock: 5, priceCents: 12900 });
    const first = await addItem(request('/api/cart/items', { body: { productId: p, colorId: 'midnight', quantity: 1 } }));
    const cart = cartCookieFrom(first)!;
    const withMarket = (market: string | null) => ({ cookie: `${cookieWith(cart).cookie}${market ? `; pt_market=${market}` : ''}` });
    const yen = suggestedPrice(12900, 'JP');
    const inJapan = await (await getCart(request('/api/cart', { headers: withMarket('JP') }))).json();
    expect(inJapan).toMatchObject({ market: 'JP', currency: 'JPY', subtotalCents: yen });
    // Without the choice the language's market is back; a forged value is ignored.
    expect(await (await getCart(request('/api/cart', { headers: withMarket(null) }))).json()).toMatchObject({ market: 'US', subtotalCents: 12900 });
    expect(await (await getCart(request('/api/cart', { headers: withMarket('ZZ') }))).json()).toMatchObject({ market: 'US' });

    const email = `market-${fx.tag}-${randomUUID().slice(0, 6)}@test.example`;
    const res = await guestOrder(
      request('/api/orders/guest', {
        body: {
          email,
          recipient: 'Aiko Sato',
          phone: '+81 3 1234 5678',
          country: 'JP',
          city: 'Tokyo',
          line1: '1-1 Marunouchi',
          postalCode: '100-0005',
          number: '4242424242424242',
          expMonth: 12,
          expYear: new Date().getUTCFullYear() + 2,
          cvc: '123',
          holder: 'Aiko Sato',
        },
        headers: { ...withMarket('JP'), 'idempotency-key': randomUUID() },
      }),
    );
    expect(res.status).toBe(201);
    const totals = orderTotals('JP', yen, 'standard', { country: 'JP' });
    expect(await res.json()).toMatchObject({ market: 'JP', currency: 'JPY', subtotalCents: yen, totalCents: totals.total });
    const [row] = await db().select().from(schema.orders).where(eq(schema.orders.email, email));
    expect(row).toMatchObject({ market: 'JP', currency: 'JPY', locale: 'en' });
  });
});
