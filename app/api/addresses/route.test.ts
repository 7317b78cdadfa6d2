import { eq } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { DELETE as remove, GET as getOne, PATCH as patch } from './[id]/route';
import { GET as list, POST as create } from './route';

const fx = shopFixtures();
afterAll(async () => {
  await fx.cleanup();
  await closeDb();
});

const valid = {
  recipient: 'Mia Chen',
  phone: '+1 415 555 0100',
  country: 'us',
  region: 'CA',
  city: 'San Francisco',
  line1: '1 Market St',
  postalCode: '94105',
};
const rowsOf = (userId: string) => db().select().from(schema.addresses).where(eq(schema.addresses.userId, userId));
const defaults = async (userId: string) => (await rowsOf(userId)).filter((r) => r.isDefault).map((r) => r.id);

describe('addresses', () => {
  it('creates (first is default), reads, edits, lists default first', async () => {
    const u = await fx.user();
    const res = await create(request('/api/addresses', { body: { ...valid, extra: 'dropped' }, token: u.token }));
    expect(res.status).toBe(201);
    const first = await res.json();
    expect(first).toMatchObject({ country: 'US', isDefault: true, line2: '' });
    expect(first).not.toHaveProperty('extra');
    const second = await (
      await create(request('/api/addresses', { body: { ...valid, recipient: 'Leo', country: 'DE', postalCode: '10115' }, token: u.token }))
    ).json();
    expect(second.isDefault).toBe(false);
    const got = await getOne(request(`/api/addresses/${second.id}`, { token: u.token }), params({ id: second.id }));
    expect(got.headers.get('cache-control')).toBe('no-store');
    expect((await got.json()).recipient).toBe('Leo');
    const edited = await patch(
      request(`/api/addresses/${second.id}`, { method: 'PATCH', body: { city: 'Berlin', isDefault: true }, token: u.token }),
      params({ id: second.id }),
    );
    expect(await edited.json()).toMatchObject({ city: 'Berlin', isDefault: true });
    expect(await defaults(u.id)).toEqual([second.id]);
    const { items } = await (await list(request('/api/addresses', { token: u.token }))).json();
    expect(items.map((a: { id: string }) => a.id)).toEqual([second.id, first.id]);
  });

  it('validates each field with localized messages (422, nothing written)', async () => {
    const u = await fx.user();
    const res = await create(
      request('/api/addresses', {
        body: { recipient: '', phone: 'call me', country: 'XX', city: '', line1: '', postalCode: 'ABC' },
        token: u.token,
        lang: 'fr',
      }),
    );
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.fields).toMatchObject({
      phone: 'Saisissez un numéro de téléphone valide.',
      country: 'Choisissez un pays ou une région.',
      recipient: expect.any(String),
      city: expect.any(String),
      line1: expect.any(String),
    });
    const postal = await create(request('/api/addresses', { body: { ...valid, postalCode: '1234' }, token: u.token }));
    expect((await postal.json()).error.fields.postalCode).toBe('Enter a valid postal code for this country.');
    const hk = await create(request('/api/addresses', { body: { ...valid, country: 'HK', postalCode: '' }, token: u.token }));
    expect(hk.status).toBe(201);
    expect(await rowsOf(u.id)).toHaveLength(1);
  });

  it('keeps exactly one default: deleting the default promotes another; two first addresses at once make one default', async () => {
    const u = await fx.user();
    const made = await Promise.all([1, 2, 3, 4].map((i) => create(request('/api/addresses', { body: { ...valid, recipient: `R${i}` }, token: u.token }))));
    expect(made.every((r) => r.status === 201)).toBe(true);
    const defs = await defaults(u.id);
    expect(defs).toHaveLength(1);
    // The default cannot just be switched off.
    await patch(request(`/api/addresses/${defs[0]}`, { method: 'PATCH', body: { isDefault: false }, token: u.token }), params({ id: defs[0]! }));
    expect(await defaults(u.id)).toEqual(defs);
    await remove(request(`/api/addresses/${defs[0]}`, { method: 'DELETE', token: u.token }), params({ id: defs[0]! }));
    const after = await defaults(u.id);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(defs[0]);
    expect(await rowsOf(u.id)).toHaveLength(3);
  });

  it('another user gets 404 for GET, PATCH and DELETE, and nothing changes', async () => {
    const a = await fx.user();
    const b = await fx.user();
    const mine = await (await create(request('/api/addresses', { body: valid, token: a.token }))).json();
    const before = await rowsOf(a.id);
    for (const [fn, method, body] of [
      [getOne, 'GET', undefined],
      [patch, 'PATCH', { city: 'Hacked' }],
      [remove, 'DELETE', undefined],
    ] as const) {
      const res = await fn(request(`/api/addresses/${mine.id}`, { method, body, token: b.token }), params({ id: mine.id }));
      expect(res.status).toBe(404);
    }
    expect(await rowsOf(a.id)).toEqual(before);
    expect((await list(request('/api/addresses', { token: b.token })).then((r) => r.json())).items).toEqual([]);
    expect((await list(request('/api/addresses'))).status).toBe(401);
  });
});
