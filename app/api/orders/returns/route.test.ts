import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { issueOrderLink } from '@/lib/server/shop/order-links';
import { request } from '@/test/http';
import { sentForm } from '@/test/outbox';
import { shopFixtures } from '@/test/shop-fixtures';
import { POST as lookup } from '../lookup/route';
import { POST as ask } from './route';

// A guest asks to return lines of their order from its mailed link (issue 34), without an account.

const shop = shopFixtures();
const orderIds: string[] = [];

afterAll(async () => {
  for (const id of orderIds) await db().delete(schema.orders).where(eq(schema.orders.id, id));
  await shop.cleanup();
  await closeDb();
});

/** A guest's order of 2 × a test product in `status`, placed in German, and a link to it; `userId` makes it an account's order. */
async function guestOrder(status: 'paid' | 'delivered' = 'delivered', userId: string | null = null) {
  const productId = await shop.product({ stock: 10, priceCents: 5000 });
  const email = `gast-${randomUUID().slice(0, 8)}@test.example`;
  const [order] = await db()
    .insert(schema.orders)
    .values({
      userId,
      email: userId ? null : email,
      guestKey: userId ? null : randomUUID(),
      locale: 'de',
      idempotencyKey: randomUUID(),
      requestHash: 'test',
      status,
      market: 'DE',
      currency: 'EUR',
      subtotalCents: 10000,
      shippingCents: 0,
      totalCents: 10000,
      address: { recipient: 'Jonas Gast', phone: '+49 30 1234567', country: 'DE', city: 'Berlin', line1: 'Torstraße 1', postalCode: '10119' },
      cardBrand: 'visa',
      cardLast4: '4242',
    })
    .returning({ id: schema.orders.id, number: schema.orders.number });
  orderIds.push(order!.id);
  await db().insert(schema.orderItems).values({ orderId: order!.id, productId, colorId: 'midnight', name: 'Test', unitPriceCents: 5000, quantity: 2 });
  const token = await issueOrderLink(order!.id, db());
  return { ...order!, email, productId, token };
}

const send = (body: Record<string, unknown>, lang = 'en') => ask(request('/api/orders/returns', { body, lang }));

describe('a guest’s return request by the order link', () => {
  it('is offered on the linked order, stored, and confirmed to the order’s email in its language with a new link to the order', async () => {
    const order = await guestOrder();
    const linked = (await (await lookup(request('/api/orders/lookup', { body: { token: order.token } }))).json()) as { returnable: boolean; owned: boolean };
    expect(linked).toMatchObject({ returnable: true, owned: false });

    const res = await send({
      token: order.token,
      reason: 'damaged',
      comment: 'Die Schnalle ist gebrochen.',
      items: [{ productId: order.productId, colorId: 'midnight', quantity: 1 }],
    });
    expect(res.status).toBe(201);
    const request_ = (await res.json()) as { id: string; number: number; status: string; items: { quantity: number }[] };
    expect(request_).toMatchObject({ status: 'requested', items: [{ quantity: 1 }] });

    const [mail] = await db().select().from(schema.outbox).where(eq(schema.outbox.to, order.email));
    expect(mail!.kind).toBe('return-requested');
    expect(mail!.subject).toBe(`Deine Pawtrail-Rücksendeanfrage #${request_.number}`);
    // The link in the mail opens the order (a new token, sealed in the outbox, not the one used to ask).
    expect(mail!.text).not.toMatch(/\/order#[A-Za-z0-9_-]{43}/);
    const link = /\/de\/order#([A-Za-z0-9_-]{43})/.exec(sentForm(mail!).text)![1]!;
    expect(link).not.toBe(order.token);
    expect((await lookup(request('/api/orders/lookup', { body: { token: link } }))).status).toBe(200);
    await db().delete(schema.outbox).where(eq(schema.outbox.to, order.email));
  });

  it('refuses more than is left, an order not yet shipped, an unknown link and an order an account holds, storing nothing', async () => {
    const order = await guestOrder();
    const line = (quantity: number) => [{ productId: order.productId, colorId: 'midnight', quantity }];
    const tooMany = await send({ token: order.token, reason: 'changed_mind', items: line(3) }, 'de');
    expect(tooMany.status).toBe(422);
    expect(((await tooMany.json()) as { error: { fields: Record<string, string> } }).error.fields['items.0.quantity']).toBeTruthy();

    const unpaid = await guestOrder('paid');
    expect((await send({ token: unpaid.token, reason: 'changed_mind', items: line(1) })).status).toBe(409);

    expect((await send({ token: 'A'.repeat(43), reason: 'changed_mind', items: line(1) })).status).toBe(404);
    expect((await send({ token: 'short', reason: 'changed_mind', items: line(1) })).status).toBe(422);

    const buyer = await shop.user('Holder');
    const held = await guestOrder('delivered', buyer.id);
    const heldLine = [{ productId: held.productId, colorId: 'midnight', quantity: 1 }];
    expect((await send({ token: held.token, reason: 'changed_mind', items: heldLine })).status).toBe(404);
    const heldLinked = (await (await lookup(request('/api/orders/lookup', { body: { token: held.token } }))).json()) as { returnable: boolean };
    expect(heldLinked.returnable).toBe(false);

    const stored = await db().select().from(schema.returnRequests);
    expect(stored.filter((r) => [order.id, unpaid.id, held.id].includes(r.orderId))).toEqual([]);
  });
});
