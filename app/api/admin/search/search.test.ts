import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { staffSearchSchema, type StaffSearch } from '@/lib/types/staff';
import { request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { staffFixtures } from '@/test/staff-fixtures';
import { GET as search } from './route';

const shop = shopFixtures();
const staff = staffFixtures();
const { asStaff } = staff;
const run = randomBytes(4).toString('hex');
const media: string[] = [];

let cookies: Record<'admin' | 'editor' | 'support', string>;
let buyer: Awaited<ReturnType<typeof shop.user>>;
let orderNumber: number;

beforeAll(async () => {
  const [admin, editor, support] = await Promise.all([staff.signedIn('admin'), staff.signedIn('editor'), staff.signedIn('support')]);
  cookies = { admin: admin.cookie, editor: editor.cookie, support: support.cookie };
  buyer = await shop.user(`Ada ${run}`);
  const [order] = await db()
    .insert(schema.orders)
    .values({
      userId: buyer.id,
      idempotencyKey: `search-${run}`,
      requestHash: 'x',
      status: 'paid',
      subtotalCents: 1000,
      shippingCents: 0,
      totalCents: 1000,
      address: { recipient: 'Ada' },
      cardBrand: 'visa',
      cardLast4: '4242',
    })
    .returning({ number: schema.orders.number });
  orderNumber = order!.number;
  // Names with the LIKE wildcards in them: a typed % or _ must find only itself.
  for (const name of [`100%_${run}.png`, `100ab${run}.png`]) {
    const id = `search-${run}-${media.length}`;
    media.push(id);
    await db()
      .insert(schema.media)
      .values({ id, name, width: 10, height: 10, bytes: 1, sha256: `${run}-${id}` });
  }
  // A photo whose name says nothing: the library finds it by its tags.
  const id = `search-${run}-${media.length}`;
  media.push(id);
  await db()
    .insert(schema.media)
    .values({ id, name: `IMG_${run}.jpg`, width: 10, height: 10, bytes: 1, sha256: `${run}-${id}`, tags: ['lifestyle', `beach-${run}`] });
});

afterAll(async () => {
  await db().delete(schema.media).where(inArray(schema.media.id, media));
  await staff.cleanup();
  await shop.cleanup();
  await closeDb();
});

async function find(role: keyof typeof cookies, q: string): Promise<StaffSearch> {
  const res = await search(request(`/api/admin/search?q=${encodeURIComponent(q)}`, asStaff(cookies[role])));
  expect(res.status).toBe(200);
  return staffSearchSchema.parse(await res.json());
}
const group = (answer: StaffSearch, kind: string) => answer.groups.find((g) => g.kind === kind);

describe('GET /api/admin/search', () => {
  it('finds an order by part of the buyer’s email and by its number, and the customer by name', async () => {
    const byEmail = await find('support', buyer.email.slice(0, 14).toUpperCase());
    expect(group(byEmail, 'orders')!.items).toContainEqual({ id: expect.any(String), label: `#${orderNumber}`, detail: buyer.email, locale: null });
    const byNumber = await find('support', `#${orderNumber}`);
    expect(group(byNumber, 'orders')!.items[0]!.label).toBe(`#${orderNumber}`);
    const customers = group(await find('support', `Ada ${run}`), 'customers')!;
    expect(customers.items).toEqual([{ id: buyer.id, label: `Ada ${run}`, detail: buyer.email, locale: null }]);
    expect(customers.more).toBe(false);
  });

  it('shows each role only the groups of its screens', async () => {
    const kinds = async (role: keyof typeof cookies) => (await find(role, run)).groups.map((g) => g.kind);
    expect(await kinds('support')).toEqual(['orders', 'customers', 'messages']);
    expect(await kinds('editor')).toEqual(['products', 'news', 'media']);
    expect(await kinds('admin')).toEqual(['orders', 'customers', 'messages', 'products', 'news', 'media']);
    // An editor never receives an order, even when typing its buyer's email.
    expect(group(await find('editor', buyer.email), 'orders')).toBeUndefined();
  });

  it('takes % and _ as themselves, not as wildcards', async () => {
    const names = async (q: string) => group(await find('editor', q), 'media')!.items.map((i) => i.label);
    expect(await names(`100%_${run}`)).toEqual([`100%_${run}.png`]);
    expect(await names(`100__${run}`)).toEqual([]);
    expect((await names(`100`)).filter((n) => n.endsWith(`${run}.png`)).sort()).toEqual([`100%_${run}.png`, `100ab${run}.png`]);
  });

  it('finds media by a tag, or part of one, in any case', async () => {
    const names = async (q: string) => group(await find('editor', q), 'media')!.items.map((i) => i.label);
    expect(await names(`Beach-${run}`)).toEqual([`IMG_${run}.jpg`]);
    expect(await names(`each-${run}`)).toEqual([`IMG_${run}.jpg`]);
    expect(await names(`beach_${run}`)).toEqual([]);
  });

  it('finds products and news by their name or title in any language, opening the language found', async () => {
    const [text] = await db().select().from(schema.newsTexts).where(eq(schema.newsTexts.locale, 'ja')).limit(1);
    const news = group(await find('editor', text!.title), 'news')!;
    expect(news.items).toContainEqual({ id: text!.newsId, label: text!.title, detail: text!.newsId, locale: 'ja' });
  });

  it('refuses an empty query and a signed-out caller', async () => {
    expect((await search(request('/api/admin/search?q=%20', asStaff(cookies.admin)))).status).toBe(422);
    expect((await search(request('/api/admin/search?q=abc'))).status).toBe(401);
    expect((await search(request(`/api/admin/search?q=${'x'.repeat(101)}`, asStaff(cookies.admin)))).status).toBe(422);
    // Whatever is typed answers 200 or 422, never 500: a NUL byte, lone surrogates, LIKE and regex characters.
    for (const q of ['%00abc', '%ED%A0%80', '%5C%25%5F', '.*(%5B']) {
      expect([200, 400, 422]).toContain((await search(request(`/api/admin/search?q=${q}`, asStaff(cookies.admin)))).status);
    }
  });
});
