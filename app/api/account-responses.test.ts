import { z } from 'zod';
import { closeDb } from '@/lib/server/db';
import { openApiDocument } from '@/lib/server/openapi';
import { answer } from '@/lib/server/openapi-paths/types';
import { addressSchema, orderSummarySchema, savedCardSchema } from '@/lib/types/shop';
import { params, request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { GET as getAddress } from './addresses/[id]/route';
import { GET as listAddresses, POST as createAddress } from './addresses/route';
import { GET as listCards, POST as createCard } from './cards/route';
import { ROUTE_MODULES } from './openapi.json/routes';
import { GET as listOrders } from './orders/route';

// The account answers against their contract: each handler's real JSON is allowed by the strict zod
// schema in lib/types/shop.ts, the one /api/openapi.json documents for it.

const fx = shopFixtures();
afterAll(async () => {
  await fx.cleanup();
  await closeDb();
});
type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>> };
const doc = openApiDocument('http://localhost', ROUTE_MODULES) as unknown as Doc;
const documented = (path: string, method: string, status: string) => doc.paths[path]![method]!.responses[status]!.content!['application/json']!.schema;
const list = <T extends z.ZodType>(item: T) => z.strictObject({ items: z.array(item) });

async function expectAnswer(res: Response, status: number, schema: z.ZodType) {
  expect(res.status).toBe(status);
  const parsed = schema.safeParse(await res.json());
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  return parsed.data;
}

const address = {
  recipient: 'Mia Chen',
  phone: '+1 415 555 0100',
  country: 'us',
  region: 'CA',
  city: 'San Francisco',
  line1: '1 Market St',
  postalCode: '94105',
};
const visa = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', holder: 'Mia Chen' };

describe('account answers match their documented schema', () => {
  it('addresses, cards and orders', async () => {
    const u = await fx.user();
    expect(documented('/api/addresses', 'post', '201')).toEqual(answer(addressSchema));
    const created = (await expectAnswer(await createAddress(request('/api/addresses', { body: address, token: u.token })), 201, addressSchema)) as {
      id: string;
    };
    expect(documented('/api/addresses/{id}', 'get', '200')).toEqual(answer(addressSchema));
    await expectAnswer(await getAddress(request(`/api/addresses/${created.id}`, { token: u.token }), params({ id: created.id })), 200, addressSchema);
    expect(documented('/api/addresses', 'get', '200')).toEqual(answer(list(addressSchema)));
    await expectAnswer(await listAddresses(request('/api/addresses', { token: u.token })), 200, list(addressSchema));

    expect(documented('/api/cards', 'post', '201')).toEqual(answer(savedCardSchema));
    await expectAnswer(await createCard(request('/api/cards', { body: visa, token: u.token })), 201, savedCardSchema);
    expect(documented('/api/cards', 'get', '200')).toEqual(answer(list(savedCardSchema)));
    await expectAnswer(await listCards(request('/api/cards', { token: u.token })), 200, list(savedCardSchema));

    expect(documented('/api/orders', 'get', '200')).toEqual(answer(list(orderSummarySchema)));
    await expectAnswer(await listOrders(request('/api/orders', { token: u.token })), 200, list(orderSummarySchema));
  });

  it('refuses a card answer carrying more than the schema names (a number or a CVC)', () => {
    const card = { id: 'c', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, holder: 'Mia', billingAddressId: null, isDefault: true };
    expect(savedCardSchema.safeParse(card).success).toBe(true);
    expect(savedCardSchema.safeParse({ ...card, number: '4242424242424242' }).success).toBe(false);
  });
});
