import { and, eq } from 'drizzle-orm';
import { suggestedPrice } from '@/lib/shop/markets';
import { closeDb, db, schema } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { DELETE as remove } from './[productId]/route';
import { POST as mergeFavorites } from './merge/route';
import { GET as list, POST as add } from './route';

const fx = shopFixtures();
afterAll(async () => {
  await fx.cleanup();
  await closeDb();
});

const rowsOf = (userId: string) => db().select().from(schema.favorites).where(eq(schema.favorites.userId, userId));

describe('favorites', () => {
  it('adds once, lists with image, name, colour, price and stock state, removes', async () => {
    const p = await fx.product({ priceCents: 2500, stock: 0 });
    const u = await fx.user();
    expect((await add(request('/api/favorites', { body: { productId: p, colorId: 'midnight' }, token: u.token }))).status).toBe(201);
    expect((await add(request('/api/favorites', { body: { productId: p, colorId: 'midnight' }, token: u.token }))).status).toBe(201);
    expect(await rowsOf(u.id)).toHaveLength(1);
    const res = await list(request('/api/favorites', { token: u.token, lang: 'zh' }));
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { items } = await res.json();
    expect(items).toEqual([
      expect.objectContaining({
        productId: p,
        colorId: 'midnight',
        name: `测试项圈 ${p}`,
        colorName: '午夜蓝',
        // Listed in Chinese: the Chinese market's stored price, in yuan.
        priceCents: suggestedPrice(2500, 'CN'),
        currency: 'CNY',
        stock: 'out_of_stock',
        image: { src: '/media/products/c4/midnight-1.svg', width: 800, height: 800 },
      }),
    ]);
    const del = await remove(request(`/api/favorites/${p}`, { method: 'DELETE', token: u.token }), params({ productId: p }));
    expect(del.status).toBe(200);
    expect(await rowsOf(u.id)).toHaveLength(0);
  });

  it('validates input (422, nothing written) and needs a session (401)', async () => {
    const u = await fx.user();
    const p = await fx.product();
    for (const body of [{}, { productId: '' }, { productId: 'a b' }, { productId: p, colorId: '%%' }]) {
      const res = await add(request('/api/favorites', { body, token: u.token }));
      expect(res.status).toBe(422);
    }
    expect((await add(request('/api/favorites', { body: { productId: 'nope-nope' }, token: u.token }))).status).toBe(404);
    expect(await rowsOf(u.id)).toHaveLength(0);
    expect((await list(request('/api/favorites'))).status).toBe(401);
    expect((await add(request('/api/favorites', { body: { productId: p } }))).status).toBe(401);
  });

  it('another user deleting my favorite gets 404 and mine stays', async () => {
    const p = await fx.product();
    const a = await fx.user();
    const b = await fx.user();
    await add(request('/api/favorites', { body: { productId: p }, token: a.token }));
    const res = await remove(request(`/api/favorites/${p}`, { method: 'DELETE', token: b.token }), params({ productId: p }));
    expect(res.status).toBe(404);
    expect(
      await db()
        .select()
        .from(schema.favorites)
        .where(and(eq(schema.favorites.userId, a.id), eq(schema.favorites.productId, p))),
    ).toHaveLength(1);
    const listB = await (await list(request('/api/favorites', { token: b.token }))).json();
    expect(listB.items).toEqual([]);
  });

  it('merges guest favorites without duplicates and ignores unknown products', async () => {
    const p1 = await fx.product();
    const p2 = await fx.product();
    const u = await fx.user();
    await add(request('/api/favorites', { body: { productId: p1 }, token: u.token }));
    const res = await mergeFavorites(request('/api/favorites/merge', { body: { productIds: [p1, p2, p2, 'ghost-product'] }, token: u.token }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ added: 1 });
    expect((await rowsOf(u.id)).map((r) => r.productId).sort()).toEqual([p1, p2].sort());
    const bad = await mergeFavorites(request('/api/favorites/merge', { body: { productIds: 'x' }, token: u.token }));
    expect(bad.status).toBe(422);
  });
});
