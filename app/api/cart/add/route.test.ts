import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import { hashToken } from '@/lib/server/auth/tokens';
import { closeDb, db, schema } from '@/lib/server/db';
import { env } from '@/lib/server/env';
import { formPost as plainFormPost } from '@/test/http';
import { cartCookieFrom, shopFixtures } from '@/test/shop-fixtures';
import { GET as getCart } from '../route';
import { POST as addByForm } from './route';

const fx = shopFixtures();
afterAll(async () => {
  await fx.cleanup();
  await closeDb();
});

/** This site's origin as the server knows it (npm test sets SITE_URL to its own port). */
const SITE = new URL(env().SITE_URL).origin;

/** The product page's plain form as a browser posts it from the product page. */
const formPost = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  plainFormPost('/api/cart/add', fields, '/productsShow?id=c4', headers);

async function linesOf(cookie: string) {
  const [cart] = await db()
    .select()
    .from(schema.carts)
    .where(eq(schema.carts.anonTokenHash, hashToken(cookie)));
  if (cart) fx.trackCart(cart.id);
  return cart ? db().select().from(schema.cartItems).where(eq(schema.cartItems.cartId, cart.id)) : [];
}

async function guestCarts(): Promise<number> {
  const rows = await db().select({ id: schema.carts.id }).from(schema.carts);
  return rows.length;
}

describe('POST /api/cart/add (the add-to-cart form without JavaScript)', () => {
  it('adds the item to a new guest cart and goes back to the product page in the form’s language, showing the confirmation', async () => {
    const product = await fx.product({ priceCents: 4000 });
    const res = await addByForm(formPost({ productId: product, colorId: 'coral', quantity: '2', locale: 'de' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/de/productsShow?id=${product}&color=coral#added-to-cart`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toMatch(/pt_cart=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);
    // Beside it, the readable hint that this browser has a cart (the header's count asks only then).
    expect(res.headers.get('set-cookie')).toMatch(/pt_cart_hint=1; Max-Age=\d+; Path=\/; SameSite=Lax(?!; HttpOnly)/);
    const cookie = cartCookieFrom(res)!;
    expect(await linesOf(cookie)).toEqual([expect.objectContaining({ productId: product, colorId: 'coral', quantity: 2 })]);
    // The cart the page's scripts read is that one (priced as ever).
    const cart = await (await getCart(new NextRequest(new URL('/api/cart', SITE), { headers: { cookie: `pt_cart=${cookie}`, 'x-lang': 'en' } }))).json();
    expect(cart.lines[0]).toMatchObject({ productId: product, quantity: 2, unitPriceCents: 4000 });

    // Again with the cookies: the same line grows, no second cookie. No quantity field means one; English has no prefix.
    const again = await addByForm(formPost({ productId: product, colorId: 'coral', locale: 'en' }, { cookie: `pt_cart=${cookie}; pt_cart_hint=1` }));
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`/productsShow?id=${product}&color=coral#added-to-cart`);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect((await linesOf(cookie))[0]!.quantity).toBe(3);

    // A cart from before the hint existed (its token alone): the answer sets the hint, same token.
    const older = await addByForm(formPost({ productId: product, colorId: 'coral', locale: 'en' }, { cookie: `pt_cart=${cookie}` }));
    expect(older.status).toBe(303);
    expect(cartCookieFrom(older)).toBe(cookie);
    expect(older.headers.get('set-cookie')).toMatch(/pt_cart_hint=1; Max-Age=\d+/);
    expect((await linesOf(cookie))[0]!.quantity).toBe(4);
  });

  it('without Fetch metadata (an older browser) it takes the Origin header’s word', async () => {
    const product = await fx.product();
    const res = await addByForm(formPost({ productId: product, colorId: 'midnight', quantity: '1', locale: 'en' }, { 'sec-fetch-site': '' }));
    expect(res.status).toBe(303);
    expect(await linesOf(cartCookieFrom(res)!)).toHaveLength(1);
  });

  it('refuses a post from another site, or one that says nothing of where it comes from, writing nothing', async () => {
    const product = await fx.product();
    const before = await guestCarts();
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'http://shop.localhost:3000' },
      // Fetch metadata says same-origin but the Origin is someone else's: refused too.
      { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
      { 'sec-fetch-site': '', origin: '' },
    ]) {
      const res = await addByForm(formPost({ productId: product, colorId: 'midnight', quantity: '1', locale: 'fr' }, headers));
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const page = await res.text();
      expect(page).toContain('<html lang="fr">');
      expect(page).toContain('Rien n’a été ajouté à votre panier.');
    }
    expect(await guestCarts()).toBe(before);
  });

  it('answers bad input with a page in the form’s language that says what is wrong and leads back, nothing written', async () => {
    const product = await fx.product();
    const soldOut = await fx.product({ stock: 0 });
    const soon = await fx.product({ comingSoon: true });
    const before = await guestCarts();
    const cases: { fields: Record<string, string>; status: number; says: string }[] = [
      { fields: { productId: product, colorId: 'midnight', quantity: '0', locale: 'de' }, status: 422, says: 'Bitte gib eine Menge von 1 bis 99 ein.' },
      { fields: { productId: product, colorId: 'midnight', quantity: '1.5', locale: 'de' }, status: 422, says: 'Bitte gib eine Menge von 1 bis 99 ein.' },
      { fields: { productId: product, colorId: 'midnight', quantity: 'zwei', locale: 'de' }, status: 422, says: 'Bitte gib eine Menge von 1 bis 99 ein.' },
      { fields: { productId: product, colorId: 'midnight', quantity: '100', locale: 'de' }, status: 422, says: 'Bitte gib eine Menge von 1 bis 99 ein.' },
      { fields: { productId: 'no-such-product', colorId: 'midnight', quantity: '1', locale: 'en' }, status: 404, says: 'This product was not found.' },
      { fields: { productId: product, colorId: 'plaid', quantity: '1', locale: 'en' }, status: 422, says: 'This colour is not available for the product.' },
      { fields: { productId: soldOut, colorId: 'midnight', quantity: '1', locale: 'en' }, status: 409, says: 'is out of stock.' },
      { fields: { productId: soon, colorId: 'midnight', quantity: '1', locale: 'zh' }, status: 409, says: '即将上市' },
      { fields: { productId: product, colorId: 'midnight', quantity: '1\u0000', locale: 'en' }, status: 422, says: 'Enter a quantity from 1 to 99.' },
      {
        fields: { productId: product, colorId: 'mid\u0007night', quantity: '1', locale: 'en' },
        status: 422,
        says: 'This field contains characters that are not allowed.',
      },
    ];
    for (const { fields, status, says } of cases) {
      const res = await addByForm(formPost(fields));
      expect([fields, res.status]).toEqual([fields, status]);
      expect(res.headers.get('set-cookie')).toBeNull();
      const page = await res.text();
      expect(page).toContain(says);
      expect(page).toMatch(/<p role="alert">[^<]+<\/p>/);
    }
    // The way back is the product page (when the id could name one) in the form's language.
    const back = await (await addByForm(formPost({ productId: product, colorId: 'midnight', quantity: '0', locale: 'ja' }))).text();
    expect(back).toContain(`<a href="/ja/productsShow?id=${product}">製品ページに戻る</a>`);
    expect(await guestCarts()).toBe(before);
  });

  it('accepts only what a plain form sends', async () => {
    const product = await fx.product();
    const json = new NextRequest(new URL('/api/cart/add', SITE), {
      method: 'POST',
      body: JSON.stringify({ productId: product, colorId: 'midnight', quantity: 1 }),
      headers: { 'content-type': 'application/json', origin: SITE, 'sec-fetch-site': 'same-origin' },
    });
    const res = await addByForm(json);
    expect(res.status).toBe(415);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
