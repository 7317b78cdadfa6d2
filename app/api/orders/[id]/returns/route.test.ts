import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { POST as createAddress } from '@/app/api/addresses/route';
import { POST as createCard } from '@/app/api/cards/route';
import { GET as getOrder } from '@/app/api/orders/[id]/route';
import { POST as placeOrder } from '@/app/api/orders/route';
import { closeDb, db, schema } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { POST as requestReturn } from './route';

const fx = shopFixtures();
afterAll(async () => {
  await fx.cleanup();
  await closeDb();
});

type Buyer = Awaited<ReturnType<typeof fx.user>>;

/** A paid order of a buyer whose account speaks `locale`: 3 × midnight and 1 × coral of one product. */
async function paidOrder(locale = 'en', buyer?: Buyer) {
  const b = buyer ?? (await fx.user('Lena Vogel'));
  await db().update(schema.users).set({ locale }).where(eq(schema.users.id, b.id));
  const productId = await fx.product({ stock: 20, priceCents: 4000 });
  const address = await (
    await createAddress(
      request('/api/addresses', {
        token: b.token,
        body: { recipient: 'Lena Vogel', phone: '+49 30 1234567', country: 'DE', region: 'Berlin', city: 'Berlin', line1: 'Torstraße 1', postalCode: '10119' },
      }),
    )
  ).json();
  const card = await (
    await createCard(
      request('/api/cards', {
        token: b.token,
        body: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', holder: 'Lena Vogel' },
      }),
    )
  ).json();
  const res = await placeOrder(
    request('/api/orders', {
      token: b.token,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        addressId: address.id,
        cardId: card.id,
        items: [
          { productId, colorId: 'midnight', quantity: 3 },
          { productId, colorId: 'coral', quantity: 1 },
        ],
      },
    }),
  );
  expect(res.status).toBe(201);
  const order = (await res.json()) as { id: string; number: number };
  return { ...order, buyer: b, productId };
}

/** Fulfilment as staff record it (the staff route is tested in app/api/admin/orders). */
async function advance(id: string, status: 'shipped' | 'delivered') {
  await db().update(schema.orders).set({ status, updatedAt: new Date() }).where(eq(schema.orders.id, id));
}

const ask = (orderId: string, token: string | undefined, body: unknown, lang = 'en') =>
  requestReturn(request(`/api/orders/${orderId}/returns`, { token, body, lang }), params({ id: orderId }));
const stored = async (orderId: string) => {
  const requests = await db().select().from(schema.returnRequests).where(eq(schema.returnRequests.orderId, orderId));
  const items = requests.length
    ? await db()
        .select()
        .from(schema.returnRequestItems)
        .where(
          inArray(
            schema.returnRequestItems.requestId,
            requests.map((r) => r.id),
          ),
        )
    : [];
  return { requests, items };
};
const mailsTo = (to: string) =>
  db()
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.to, to), eq(schema.outbox.kind, 'return-requested')));
const detail = async (orderId: string, token: string) =>
  (await (await getOrder(request(`/api/orders/${orderId}`, { token }), params({ id: orderId }))).json()) as {
    returnable: boolean;
    returns: { number: number; status: string; reason: string; comment: string; items: { colorId: string; name: string; quantity: number }[] }[];
  };

describe('POST /api/orders/{id}/returns', () => {
  it('takes a return request for a delivered order, shows it on the order and mails the buyer in the order’s language', async () => {
    const order = await paidOrder('de');
    await advance(order.id, 'delivered');
    expect((await detail(order.id, order.buyer.token)).returnable).toBe(true);

    // The page is in English, the account in German: the answer follows the page, the mail the account.
    const res = await ask(order.id, order.buyer.token, {
      reason: 'damaged',
      comment: '  The buckle broke.  ',
      items: [{ productId: order.productId, colorId: 'midnight', quantity: 2 }],
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const created = (await res.json()) as { id: string; number: number; status: string; items: unknown[] };
    expect(created).toMatchObject({
      status: 'requested',
      reason: 'damaged',
      comment: 'The buckle broke.',
      items: [{ productId: order.productId, colorId: 'midnight', quantity: 2, name: `Test collar ${order.productId}`, colorName: 'Midnight' }],
    });

    const { requests, items } = await stored(order.id);
    expect(requests).toEqual([expect.objectContaining({ id: created.id, reason: 'damaged', status: 'requested', comment: 'The buckle broke.' })]);
    expect(items).toEqual([expect.objectContaining({ productId: order.productId, colorId: 'midnight', quantity: 2 })]);

    const [mail] = await mailsTo(order.buyer.email);
    expect(mail!.subject).toBe(`Deine Pawtrail-Rücksendeanfrage #${created.number}`);
    expect(mail!.text).toContain(`wir haben deine Rücksendeanfrage #${created.number} zur Bestellung #${order.number} erhalten.`);
    expect(mail!.text).toContain('Es kam beschädigt an');
    expect(mail!.text).toContain('The buckle broke.');
    expect(mail!.text).toContain(`/de/user?order=${order.id}`);
    expect(mail!.html).toContain('lang="de');

    const seen = await detail(order.id, order.buyer.token);
    expect(seen.returns).toEqual([expect.objectContaining({ number: created.number, status: 'requested', reason: 'damaged' })]);
    // One midnight and the coral are still open.
    expect(seen.returnable).toBe(true);
  });

  it('refuses an order that has not shipped yet (409, localized) and stores nothing', async () => {
    const order = await paidOrder();
    const res = await ask(
      order.id,
      order.buyer.token,
      { reason: 'changed_mind', items: [{ productId: order.productId, colorId: 'midnight', quantity: 1 }] },
      'fr',
    );
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'not_returnable',
      message: 'Seules les commandes expédiées ou livrées peuvent faire l’objet d’un retour.',
    });
    expect((await stored(order.id)).requests).toEqual([]);
    expect((await detail(order.id, order.buyer.token)).returnable).toBe(false);
    expect(await mailsTo(order.buyer.email)).toEqual([]);
  });

  it('refuses more than was ordered, or than open requests leave, and lines not in the order (422, nothing stored)', async () => {
    const order = await paidOrder();
    await advance(order.id, 'shipped');
    const over = await ask(order.id, order.buyer.token, { reason: 'other', items: [{ productId: order.productId, colorId: 'midnight', quantity: 4 }] });
    expect(over.status).toBe(422);
    expect(((await over.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'items.0.quantity': 'You can return at most 3 of this item.',
    });

    // The same line twice counts once, with its quantities added.
    const twice = await ask(order.id, order.buyer.token, {
      reason: 'other',
      items: [
        { productId: order.productId, colorId: 'coral', quantity: 1 },
        { productId: order.productId, colorId: 'coral', quantity: 1 },
      ],
    });
    expect(twice.status).toBe(422);
    const foreign = await ask(order.id, order.buyer.token, { reason: 'other', items: [{ productId: order.productId, colorId: 'sand', quantity: 1 }] }, 'ja');
    expect(foreign.status).toBe(422);
    expect(((await foreign.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'items.0': 'この商品はご注文に含まれていません。',
    });
    const noReason = await ask(order.id, order.buyer.token, { reason: 'bored', items: [] });
    expect(noReason.status).toBe(422);
    expect(Object.keys(((await noReason.json()) as { error: { fields: object } }).error.fields).sort()).toEqual(['items', 'reason']);
    expect((await stored(order.id)).requests).toEqual([]);

    expect(
      (await ask(order.id, order.buyer.token, { reason: 'wrong_item', items: [{ productId: order.productId, colorId: 'midnight', quantity: 2 }] })).status,
    ).toBe(201);
    const again = await ask(order.id, order.buyer.token, { reason: 'wrong_item', items: [{ productId: order.productId, colorId: 'midnight', quantity: 2 }] });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'items.0.quantity': 'You can return at most 1 of this item.',
    });
    expect((await stored(order.id)).requests).toHaveLength(1);

    // A rejected request gives its quantities back.
    await db().update(schema.returnRequests).set({ status: 'rejected' }).where(eq(schema.returnRequests.orderId, order.id));
    expect(
      (await ask(order.id, order.buyer.token, { reason: 'wrong_item', items: [{ productId: order.productId, colorId: 'midnight', quantity: 3 }] })).status,
    ).toBe(201);
    expect((await ask(order.id, order.buyer.token, { reason: 'other', items: [{ productId: order.productId, colorId: 'coral', quantity: 1 }] })).status).toBe(
      201,
    );
    const full = await detail(order.id, order.buyer.token);
    expect(full.returnable).toBe(false);
    const gone = await ask(order.id, order.buyer.token, { reason: 'other', items: [{ productId: order.productId, colorId: 'coral', quantity: 1 }] });
    expect(((await gone.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'items.0.quantity': 'This item has already been requested back in full.',
    });
  });

  it('answers 404 for someone else’s order and 401 without a session', async () => {
    const order = await paidOrder();
    await advance(order.id, 'delivered');
    const other = await fx.user('Someone Else');
    const body = { reason: 'changed_mind', items: [{ productId: order.productId, colorId: 'midnight', quantity: 1 }] };
    expect((await ask(order.id, other.token, body)).status).toBe(404);
    expect((await ask(randomUUID(), order.buyer.token, body)).status).toBe(404);
    expect((await ask(order.id, undefined, body)).status).toBe(401);
    expect((await stored(order.id)).requests).toEqual([]);
  });
});
