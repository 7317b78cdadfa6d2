import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { createSession } from '@/lib/server/auth/session';
import { db, schema } from '@/lib/server/db';
import { XSRF } from './http';

/** Products made by the fixtures have ids starting with this, so catalogue-wide checks can leave them out. */
export const FIXTURE_PRODUCT_PREFIX = 't-';

/** Rows made by one spec file, removed again by `cleanup()` (users cascade to carts, addresses, cards, orders). */
export function shopFixtures() {
  const tag = randomBytes(4).toString('hex');
  const users: string[] = [];
  const products: string[] = [];
  const carts: string[] = [];
  const category = `shop-test-${tag}`;
  const startedAt = new Date();

  async function user(name = 'Test Buyer') {
    // Dots and letters between the random parts: with dashes, hex that happened to be all digits
    // read as a 13+ digit Luhn-valid run, and the card-number scan of the orders test failed.
    const email = `shop.${tag}.u${users.length}.${randomBytes(3).toString('hex')}@test.example`;
    const [row] = await db().insert(schema.users).values({ email, passwordHash: 'not-a-real-hash', name }).returning({ id: schema.users.id });
    users.push(row!.id);
    return { id: row!.id, email, name, token: await createSession(row!.id, null) };
  }

  let categoryReady: Promise<unknown> | null = null;
  async function product(opts: { stock?: number; priceCents?: number; comingSoon?: boolean } = {}) {
    categoryReady ??= db().insert(schema.productCategories).values({ id: category, position: 99 }).onConflictDoNothing();
    await categoryReady;
    const id = `${FIXTURE_PRODUCT_PREFIX}${tag}-${products.length}`;
    products.push(id);
    await db()
      .insert(schema.products)
      .values({
        id,
        categoryId: category,
        priceCents: opts.priceCents ?? 12900,
        stock: opts.stock ?? 100,
        comingSoon: opts.comingSoon ?? false,
        releasedAt: '2026-01-01',
      });
    await db()
      .insert(schema.productTexts)
      .values([
        { productId: id, locale: 'en', name: `Test collar ${id}` },
        { productId: id, locale: 'zh', name: `测试项圈 ${id}` },
      ]);
    await db()
      .insert(schema.productColors)
      .values([
        { productId: id, id: 'midnight', hex: '#1f2a44', position: 0 },
        { productId: id, id: 'coral', hex: '#e8664f', position: 1 },
      ]);
    await db()
      .insert(schema.productColorTexts)
      .values([
        { productId: id, colorId: 'midnight', locale: 'en', name: 'Midnight' },
        { productId: id, colorId: 'coral', locale: 'en', name: 'Coral' },
        { productId: id, colorId: 'midnight', locale: 'zh', name: '午夜蓝' },
      ]);
    await db()
      .insert(schema.productImages)
      .values({ productId: id, colorId: 'midnight', position: 0, src: '/media/products/c4/midnight-1.svg', width: 800, height: 800 });
    return id;
  }

  async function shipping() {
    await db()
      .insert(schema.siteSettings)
      .values({ key: 'shipping', value: { flatRateCents: 699, freeThresholdCents: 9900, currency: 'USD' } })
      .onConflictDoNothing();
    const res = await db().execute<{ value: { flatRateCents: number; freeThresholdCents: number } }>(
      sql`select value from site_settings where key = 'shipping'`,
    );
    return res.rows[0]!.value;
  }

  async function cleanup() {
    if (users.length) await db().delete(schema.users).where(inArray(schema.users.id, users));
    if (carts.length) await db().delete(schema.carts).where(inArray(schema.carts.id, carts));
    // Guest carts emptied by a test (only shop specs make guest carts).
    await db().execute(
      sql`delete from carts c where c.user_id is null and c.created_at >= ${startedAt.toISOString()} and not exists (select 1 from cart_items i where i.cart_id = c.id)`,
    );
    if (products.length) {
      await db().execute(
        sql`delete from carts where user_id is null and id in (select cart_id from cart_items where product_id in (${sql.join(
          products.map((p) => sql`${p}`),
          sql`, `,
        )}))`,
      );
      // Guest orders (no user to cascade from) of the fixture products.
      await db().execute(
        sql`delete from orders where user_id is null and id in (select order_id from order_items where product_id in (${sql.join(
          products.map((p) => sql`${p}`),
          sql`, `,
        )}))`,
      );
      await db().delete(schema.cartItems).where(inArray(schema.cartItems.productId, products));
      await db().delete(schema.favorites).where(inArray(schema.favorites.productId, products));
      await db().delete(schema.products).where(inArray(schema.products.id, products));
      await db().delete(schema.productColorTexts).where(inArray(schema.productColorTexts.productId, products));
      await db()
        .delete(schema.productCategories)
        .where(sql`id = ${category}`);
    }
  }

  return { tag, user, product, shipping, cleanup, trackCart: (id: string) => carts.push(id) };
}

/** The guest cart cookie a response set, for the next request. */
export function cartCookieFrom(res: Response): string | null {
  const header = res.headers.get('set-cookie') ?? '';
  const match = /pt_cart=([^;]*)/.exec(header);
  return match ? match[1]! : null;
}

/** Cookie header with the XSRF pair plus a guest cart (its token and the readable hint, as a browser holds them). */
export function cookieWith(cart: string): Record<string, string> {
  return { cookie: `XSRF-TOKEN=${XSRF}; pt_cart=${cart}; pt_cart_hint=1` };
}
