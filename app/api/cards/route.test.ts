import { eq } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { POST as createAddress } from '../addresses/route';
import { DELETE as remove, GET as getOne, PATCH as patch } from './[id]/route';
import { GET as list, POST as create } from './route';

const fx = shopFixtures();
afterAll(async () => {
  await fx.cleanup();
  await closeDb();
});

const year = new Date().getUTCFullYear() + 2;
const visa = { number: '4242 4242 4242 4242', expMonth: 12, expYear: year, cvc: '123', holder: 'Mia Chen' };
const rowsOf = (userId: string) => db().select().from(schema.cards).where(eq(schema.cards.userId, userId));

describe('cards', () => {
  it('tokenizes: stores token, brand, last four, expiry, holder — never the number or CVC', async () => {
    const u = await fx.user();
    const res = await create(request('/api/cards', { body: visa, token: u.token }));
    expect(res.status).toBe(201);
    const card = await res.json();
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: year, holder: 'Mia Chen', isDefault: true });
    expect(JSON.stringify(card)).not.toContain('4242424242424242');
    expect(card).not.toHaveProperty('providerToken');
    const [row] = await rowsOf(u.id);
    expect(row!.providerToken).toMatch(/^tok_sbx_ok_/);
    expect(JSON.stringify(row)).not.toMatch(/4242424242424242|"123"/);
    const mc = await (await create(request('/api/cards', { body: { ...visa, number: '5555-5555-5555-4444' }, token: u.token }))).json();
    expect(mc).toMatchObject({ brand: 'mastercard', last4: '4444', isDefault: false });
  });

  it('checks Luhn, brand, length, expiry and CVC (422, nothing stored)', async () => {
    const u = await fx.user();
    const now = new Date();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...visa, number: '4242424242424241' }, 'number', 'Enter a valid card number.'],
      [{ ...visa, number: '4242' }, 'number', 'Enter a valid card number.'],
      [{ ...visa, number: '9999999999999995' }, 'number', 'We do not accept this type of card.'],
      [{ ...visa, number: '42424242424242424' }, 'number', 'Enter a valid card number.'],
      [
        {
          ...visa,
          expMonth: now.getUTCMonth() === 0 ? 12 : now.getUTCMonth(),
          expYear: now.getUTCMonth() === 0 ? now.getUTCFullYear() - 1 : now.getUTCFullYear(),
        },
        'expYear',
        'This card has expired.',
      ],
      [{ ...visa, expMonth: 13 }, 'expMonth', 'Enter a valid expiry date.'],
      [{ ...visa, cvc: '12' }, 'cvc', 'Enter the 3- or 4-digit security code.'],
      [{ ...visa, cvc: '1234' }, 'cvc', 'Enter the 3- or 4-digit security code.'],
      [{ ...visa, holder: '' }, 'holder', 'This field is required.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(request('/api/cards', { body, token: u.token }));
      expect(res.status).toBe(422);
      expect((await res.json()).error.fields[field]).toBe(message);
    }
    expect(await rowsOf(u.id)).toHaveLength(0);
  });

  it('keeps exactly one default, as addresses do: four first cards at once, marking, deleting', async () => {
    const u = await fx.user();
    const made = await Promise.all([1, 2, 3, 4].map((i) => create(request('/api/cards', { body: { ...visa, holder: `H${i}` }, token: u.token }))));
    expect(made.every((r) => r.status === 201)).toBe(true);
    const defaults = async () => (await rowsOf(u.id)).filter((r) => r.isDefault).map((r) => r.id);
    expect(await defaults()).toHaveLength(1);
    const other = (await rowsOf(u.id)).find((r) => !r.isDefault)!;
    await patch(request(`/api/cards/${other.id}`, { method: 'PATCH', body: { isDefault: true }, token: u.token }), params({ id: other.id }));
    expect(await defaults()).toEqual([other.id]);
    await remove(request(`/api/cards/${other.id}`, { method: 'DELETE', token: u.token }), params({ id: other.id }));
    const after = await defaults();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(other.id);
    expect(await rowsOf(u.id)).toHaveLength(3);
  });

  it('edits holder, expiry, billing address and default — the number cannot change', async () => {
    const u = await fx.user();
    const a = await (await create(request('/api/cards', { body: visa, token: u.token }))).json();
    const b = await (await create(request('/api/cards', { body: { ...visa, number: '5555555555554444' }, token: u.token }))).json();
    const addr = await (
      await createAddress(
        request('/api/addresses', {
          body: { recipient: 'M', phone: '+86 10 5555 0100', country: 'CN', city: '北京', line1: '长安街 1 号', postalCode: '100000' },
          token: u.token,
        }),
      )
    ).json();
    const res = await patch(
      request(`/api/cards/${b.id}`, {
        method: 'PATCH',
        body: { holder: 'Mia C', expMonth: 1, expYear: year + 1, billingAddressId: addr.id, isDefault: true, number: '4000000000000002', last4: '0000' },
        token: u.token,
      }),
      params({ id: b.id }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      holder: 'Mia C',
      expMonth: 1,
      expYear: year + 1,
      billingAddressId: addr.id,
      isDefault: true,
      last4: '4444',
      brand: 'mastercard',
    });
    expect((await rowsOf(u.id)).filter((r) => r.isDefault).map((r) => r.id)).toEqual([b.id]);
    const expired = await patch(request(`/api/cards/${b.id}`, { method: 'PATCH', body: { expMonth: 1, expYear: 2001 }, token: u.token }), params({ id: b.id }));
    expect(expired.status).toBe(422);
    await remove(request(`/api/cards/${b.id}`, { method: 'DELETE', token: u.token }), params({ id: b.id }));
    expect((await rowsOf(u.id)).map((r) => [r.id, r.isDefault])).toEqual([[a.id, true]]);
  });

  it('another user gets 404 for GET, PATCH and DELETE (and cannot bill to my address); nothing changes', async () => {
    const a = await fx.user();
    const b = await fx.user();
    const card = await (await create(request('/api/cards', { body: visa, token: a.token }))).json();
    const before = await rowsOf(a.id);
    for (const [fn, method, body] of [
      [getOne, 'GET', undefined],
      [patch, 'PATCH', { holder: 'Thief' }],
      [remove, 'DELETE', undefined],
    ] as const) {
      const res = await fn(request(`/api/cards/${card.id}`, { method, body, token: b.token }), params({ id: card.id }));
      expect(res.status).toBe(404);
    }
    const addrA = await (
      await createAddress(
        request('/api/addresses', {
          body: { recipient: 'A', phone: '+1 415 555 0100', country: 'US', city: 'SF', line1: '1 Main', postalCode: '94105' },
          token: a.token,
        }),
      )
    ).json();
    const cardB = await (await create(request('/api/cards', { body: visa, token: b.token }))).json();
    const steal = await patch(
      request(`/api/cards/${cardB.id}`, { method: 'PATCH', body: { billingAddressId: addrA.id }, token: b.token }),
      params({ id: cardB.id }),
    );
    expect(steal.status).toBe(404);
    expect(await rowsOf(a.id)).toEqual(before);
    expect((await list(request('/api/cards', { token: b.token })).then((r) => r.json())).items).toHaveLength(1);
  });
});
