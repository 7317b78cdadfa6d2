import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { GET as detail } from './[id]/route';
import { POST as notify } from './[id]/notify/route';
import { GET as list } from './route';

afterAll(closeDb);

interface Item {
  id: string;
  categoryId: string;
  name: string;
  priceCents: number;
  releasedAt: string;
  featured: boolean;
}
type ListBody = { items: Item[]; total: number; nextCursor: string | null };
const cursorOf = (k: unknown, s: string) => Buffer.from(JSON.stringify({ k, s })).toString('base64url');

async function page(query: string, lang = 'en'): Promise<{ status: number; body: ListBody }> {
  const res = await list(request(`/api/products?${query}`, { lang }));
  return { status: res.status, body: (await res.json()) as ListBody };
}

describe('GET /api/products', () => {
  it('filters by category', async () => {
    const { status, body } = await page('category=shampoo&limit=50');
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThanOrEqual(4);
    expect(body.items.every((p) => p.categoryId === 'shampoo')).toBe(true);
    expect(body.total).toBe(body.items.length);
  });

  it.each([
    ['price-asc', (a: Item, b: Item) => a.priceCents <= b.priceCents],
    ['price-desc', (a: Item, b: Item) => a.priceCents >= b.priceCents],
    ['newest', (a: Item, b: Item) => a.releasedAt >= b.releasedAt],
    ['featured', (a: Item, b: Item) => Number(a.featured) >= Number(b.featured)],
  ] as const)('sorts by %s', async (sort, ordered) => {
    const { body } = await page(`sort=${sort}&limit=50`);
    expect(body.items.length).toBeGreaterThan(10);
    body.items.slice(1).forEach((item, i) => expect(ordered(body.items[i]!, item)).toBe(true));
  });

  /** Every page of a listing from `first` on, following nextCursor; `between` runs after the first page. */
  async function walk(query: string, between?: () => Promise<void>): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const { status, body }: { status: number; body: ListBody } = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(status).toBe(200);
      expect(body.items.length).toBeLessThanOrEqual(4);
      seen.push(...body.items.map((p) => p.id));
      cursor = body.nextCursor;
      if (seen.length === body.items.length) await between?.();
    } while (cursor);
    return seen;
  }

  /** Ids present before and after `run` (the same ones: nothing else writes to this worker's database meanwhile). */
  async function stayed(run: () => Promise<string[]>): Promise<{ seen: string[]; stable: string[] }> {
    const ids = async () => (await db().select({ id: schema.products.id }).from(schema.products)).map((r) => r.id);
    const before = await ids();
    const seen = await run();
    const after = new Set(await ids());
    return { seen, stable: before.filter((id) => after.has(id)) };
  }

  it.each(['price-asc', 'price-desc', 'newest', 'featured'])('pages with opaque cursors through every product exactly once (%s)', async (sort) => {
    const { seen, stable } = await stayed(() => walk(`sort=${sort}&limit=4`));
    expect(stable.length).toBeGreaterThan(12);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...stable].sort());
  });

  it('repeats and skips nothing when a product is added between two pages', async () => {
    const fixtures = shopFixtures();
    try {
      const { seen, stable } = await stayed(() => walk('sort=price-asc&limit=4', async () => void (await fixtures.product({ priceCents: 1 }))));
      // The new product sorts before the first page: an offset would show its last product again.
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual([...stable].sort());
    } finally {
      await fixtures.cleanup();
    }
  });

  it('localizes by x-lang', async () => {
    const { body } = await page('category=smart&limit=50', 'de');
    expect(body.items.find((p) => p.id === 'c4')?.name).toBe('C4 Smart-GPS-Halsband');
  });

  it.each([
    ['limit=51', 'invalid_query'],
    ['sort=cheapest', 'invalid_query'],
    ['category=gadgets', 'unknown_category'],
    ['cursor=not-a-cursor', 'invalid_cursor'],
    // Well-formed cursors of the right listing whose position cannot exist: 422, never a database error.
    [`sort=newest&cursor=${cursorOf({ v: '2026-13-45', p: 0, id: 'c4' }, 'all:newest')}`, 'invalid_cursor'],
    [`sort=price-asc&cursor=${cursorOf({ v: 'cheap', p: 0, id: 'c4' }, 'all:price-asc')}`, 'invalid_cursor'],
    [`sort=price-asc&cursor=${cursorOf({ v: 1e12, p: 0, id: 'c4' }, 'all:price-asc')}`, 'invalid_cursor'],
    [`sort=featured&cursor=${cursorOf({ v: true, p: 0, id: "c4'--" }, 'all:featured')}`, 'invalid_cursor'],
    [`sort=featured&cursor=${cursorOf(40, 'all:featured')}`, 'invalid_cursor'],
  ])('refuses %s with 422', async (query, code) => {
    const res = await list(request(`/api/products?${query}`));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { code } });
  });

  it('refuses a cursor of another listing', async () => {
    const { body } = await page('sort=newest&limit=2');
    const res = await list(request(`/api/products?sort=price-asc&limit=2&cursor=${body.nextCursor}`));
    expect(res.status).toBe(422);
  });
});

describe('GET /api/products/{id}', () => {
  it('returns colours, each with its own sorted images', async () => {
    const res = await detail(request('/api/products/c4', { lang: 'fr' }), params({ id: 'c4' }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { name: string; colors: { id: string; images: { src: string }[] }[] };
    expect(body.name).toBe('Collier GPS connecté C4');
    expect(body.colors.length).toBeGreaterThanOrEqual(2);
    for (const c of body.colors) {
      expect(c.images.length).toBeGreaterThanOrEqual(3);
      expect(c.images.every((i) => i.src.includes(`/${c.id}-`))).toBe(true);
      expect(c.images.map((i) => i.src)).toEqual([...c.images.map((i) => i.src)].sort());
    }
  });

  it('answers 404 for an unknown id', async () => {
    const res = await detail(request('/api/products/nope', { lang: 'de' }), params({ id: 'nope' }));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('POST /api/products/{id}/notify', () => {
  const tag = randomBytes(5).toString('hex');
  const email = `notify-${tag}@example.com`;
  afterAll(async () => {
    await db().execute(sql`delete from product_notifications where email like ${`%-${tag}@example.com`}`);
  });

  it('stores the address of a coming-soon product once (201 both times)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await notify(request('/api/products/c4-mini/notify', { body: { email }, ip: `198.51.100.${i + 10}` }), params({ id: 'c4-mini' }));
      expect(res.status).toBe(201);
    }
    const { rows } = await db().execute(sql`select count(*)::int as n from product_notifications where email = ${email}`);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('validates, knows the product and its state', async () => {
    const ip = `198.51.100.${20 + (parseInt(tag.slice(0, 2), 16) % 200)}`;
    const bad = await notify(request('/api/products/c4-mini/notify', { body: { email: 'nope' }, ip, lang: 'de' }), params({ id: 'c4-mini' }));
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ error: { fields: { email: expect.any(String) } } });
    const unknown = await notify(request('/api/products/zzz/notify', { body: { email }, ip }), params({ id: 'zzz' }));
    expect(unknown.status).toBe(404);
    const available = await notify(request('/api/products/c4/notify', { body: { email }, ip }), params({ id: 'c4' }));
    expect(available.status).toBe(409);
  });

  it('requires the anti-forgery pair and limits each address', async () => {
    const noXsrf = await notify(request('/api/products/c4-mini/notify', { body: { email }, xsrf: false }), params({ id: 'c4-mini' }));
    expect(noXsrf.status).toBe(403);
    const ip = `2001:db8::${tag}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await notify(request('/api/products/c4-mini/notify', { body: { email: `n${i}-${tag}@example.com` }, ip }), params({ id: 'c4-mini' }));
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
