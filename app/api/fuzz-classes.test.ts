import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { POST as postMessage } from './messages/route';
import { POST as register } from './auth/register/route';
import { PATCH as patchMe } from './me/route';
import { POST as postAddress } from './addresses/route';
import { POST as postCard } from './cards/route';
import { GET as getProduct } from './products/[id]/route';
import { POST as notify } from './products/[id]/notify/route';
import { GET as listNews } from './news/route';

/**
 * The classes of input the security probe's fuzzer turned into 500s (issue 11, item 3): a NUL in
 * any free-text field, a NUL in a product id, an out-of-range news cursor. Each is a clear,
 * localized 422 (404 for the id) and writes nothing.
 */
const shop = shopFixtures();
const ip = () => `2001:db8:f::${randomUUID().slice(0, 4)}`;
const NUL = 'a\u0000b';

afterAll(async () => {
  await shop.cleanup();
  await closeDb();
});

async function expect422(res: Response, field: string, lang = 'en') {
  expect(res.status).toBe(422);
  const body = await res.json();
  expect(body.error.code).toMatch(/^invalid_/);
  expect(body.error.fields[field]).toBe(lang === 'de' ? 'Dieses Feld enthält unzulässige Zeichen.' : 'This field contains characters that are not allowed.');
}

describe('control characters in free-text fields', () => {
  it('message form: 422 and no row', async () => {
    const marker = `fuzz-${randomUUID()}`;
    await expect422(await postMessage(request('/api/messages', { body: { name: NUL, message: marker }, ip: ip() })), 'name');
    await expect422(await postMessage(request('/api/messages', { body: { message: `${marker}\u0000` }, ip: ip(), lang: 'de' })), 'message', 'de');
    expect(await db().select().from(schema.messages).where(eq(schema.messages.message, marker))).toHaveLength(0);
  });

  it('keeps line breaks and tabs in a message', async () => {
    const res = await postMessage(request('/api/messages', { body: { message: `fuzz line one\n\tline two ${randomUUID()}` }, ip: ip() }));
    expect(res.status).toBe(201);
    const { id } = await res.json();
    await db()
      .delete(schema.outbox)
      .where(like(schema.outbox.text, `%${id}%`));
    await db().delete(schema.messages).where(eq(schema.messages.id, id));
  });

  it('registration name: 422 and no account', async () => {
    const email = `fuzz-${randomUUID().slice(0, 8)}@test.example`;
    const res = await register(
      request('/api/auth/register', { body: { email, password: 'lantern meadow violet 27', name: NUL, acceptTerms: true }, ip: ip() }),
    );
    await expect422(res, 'name');
    expect(await db().select().from(schema.users).where(eq(schema.users.email, email))).toHaveLength(0);
  });

  it('profile name, address fields and card holder: 422 and nothing changed', async () => {
    const user = await shop.user('Fuzz Buyer');
    await expect422(await patchMe(request('/api/me', { method: 'PATCH', body: { name: NUL }, token: user.token })), 'name');
    const [row] = await db().select({ name: schema.users.name }).from(schema.users).where(eq(schema.users.id, user.id));
    expect(row!.name).toBe('Fuzz Buyer');

    const address = { recipient: 'Robin', phone: '+1 555 0100', country: 'US', region: 'CA', city: 'San Jose', line1: '1 Main St', postalCode: '95110' };
    for (const field of ['recipient', 'city', 'line1', 'line2', 'region'] as const) {
      await expect422(await postAddress(request('/api/addresses', { body: { ...address, [field]: NUL }, token: user.token })), field);
    }
    expect(await db().select().from(schema.addresses).where(eq(schema.addresses.userId, user.id))).toHaveLength(0);

    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', holder: NUL };
    await expect422(await postCard(request('/api/cards', { body: card, token: user.token })), 'holder');
    expect(await db().select().from(schema.cards).where(eq(schema.cards.userId, user.id))).toHaveLength(0);
  });
});

describe('ids and cursors', () => {
  it('a NUL in a product id is 404, for the product and its notify form', async () => {
    const res = await getProduct(request('/api/products/a%00b'), params({ id: NUL }));
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatchObject({ code: 'not_found', message: 'Not found.' });
    const res2 = await notify(request('/api/products/a%00b/notify', { body: { email: 'fuzz@test.example' }, ip: ip() }), params({ id: NUL }));
    expect(res2.status).toBe(404);
  });

  it.each(['+275760-09-13T00:00:00.000Z|a', '-271821-04-20T00:00:00.000Z|a', '0000-01-01T00:00:00.000Z|a', 'Infinity|a', '2026-13-45T00:00:00.000Z|a'])(
    'an out-of-range news cursor %s is 422',
    async (cursor) => {
      const res = await listNews(request(`/api/news?cursor=${encodeURIComponent(cursor)}`, { lang: 'de' }));
      expect(res.status).toBe(422);
      expect((await res.json()).error).toMatchObject({ code: 'invalid_query', message: 'Ungültige Eingabe', fields: { cursor: expect.any(String) } });
    },
  );

  it('a cursor the API handed out still works', async () => {
    const first = await (await listNews(request('/api/news?limit=2'))).json();
    const res = await listNews(request(`/api/news?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`));
    expect(res.status).toBe(200);
  });
});
