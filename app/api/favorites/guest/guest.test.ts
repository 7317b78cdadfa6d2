import { closeDb } from '@/lib/server/db';
import { request } from '@/test/http';
import { POST as guestFavorites } from './route';

afterAll(closeDb);

// Issue 15, item 10: a guest's favorites (kept in the browser) had no page; this shows them like an account's.
describe('POST /api/favorites/guest', () => {
  it('shows the products in the order given, without signing in, and leaves out unknown ids', async () => {
    const res = await guestFavorites(request('/api/favorites/guest', { body: { productIds: ['t2-tag', 'no-such-product', 'c4', 't2-tag'] }, lang: 'de' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { items } = await res.json();
    expect(items.map((f: { productId: string }) => f.productId)).toEqual(['t2-tag', 'c4']);
    expect(items[1]).toMatchObject({ productId: 'c4', colorId: expect.any(String), priceCents: expect.any(Number), stock: expect.any(String) });
    expect(items[1].name).toMatch(/Halsband/);
  });

  it('refuses what is not a list of product ids', async () => {
    expect((await guestFavorites(request('/api/favorites/guest', { body: { productIds: ['../etc'] } }))).status).toBe(422);
    expect((await guestFavorites(request('/api/favorites/guest', { body: { productIds: Array.from({ length: 201 }, (_, i) => `p${i}`) } }))).status).toBe(422);
  });
});
