import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { GET as getOrder } from '@/app/api/orders/[id]/route';
import { POST as lookup } from '@/app/api/orders/lookup/route';
import { POST as withdrawByLink } from '@/app/api/orders/withdrawal/route';
import { closeDb, db, schema } from '@/lib/server/db';
import { issueOrderLink } from '@/lib/server/shop/order-links';
import type { OrderDetail, WithdrawalView } from '@/lib/types/shop';
import { params, request } from '@/test/http';
import { placePaidOrder } from '@/test/orders';
import { sentForm } from '@/test/outbox';
import { shopFixtures } from '@/test/shop-fixtures';
import { POST as withdraw } from './route';

// The withdrawal function (EU Directive 2023/2673, issue 32): the buyer withdraws from the contract
// of an order from its page; an unshipped order is cancelled and refunded, a shipped one gets a
// return request, and the acknowledgement of receipt arrives by mail in the buyer's language.

const fx = shopFixtures();
const mailed: string[] = [];
const orderIds: string[] = [];
afterAll(async () => {
  // No SMTP here: the mails stay queued, and go with their addresses.
  if (mailed.length) await db().delete(schema.outbox).where(inArray(schema.outbox.to, mailed));
  if (orderIds.length) await db().delete(schema.orders).where(inArray(schema.orders.id, orderIds));
  await fx.cleanup();
  await closeDb();
});

type Buyer = Awaited<ReturnType<typeof fx.user>>;

/** A German buyer's order placed and paid through the checkout (market DE, EUR): 2 × midnight of a product with 10 in stock. */
async function paidGermanOrder() {
  const order = await placePaidOrder(fx, 'de');
  mailed.push(order.buyer.email);
  orderIds.push(order.id);
  expect(order.market).toBe('DE');
  return order;
}

/** An order put straight into the database in `market`, delivered `daysAgo` days ago (its history says when). */
async function deliveredOrder(opts: { market?: 'DE' | 'US' | 'KR'; daysAgo: number; userId?: string | null; email?: string }) {
  const productId = await fx.product({ stock: 5, priceCents: 5000 });
  const [order] = await db()
    .insert(schema.orders)
    .values({
      userId: opts.userId ?? null,
      email: opts.userId ? null : opts.email,
      guestKey: opts.userId ? null : randomUUID(),
      locale: 'de',
      idempotencyKey: randomUUID(),
      requestHash: 'test',
      status: 'delivered',
      market: opts.market ?? 'DE',
      currency: 'EUR',
      subtotalCents: 15000,
      shippingCents: 0,
      totalCents: 15000,
      address: { recipient: 'Jonas Gast', phone: '+49 30 1234567', country: 'DE', city: 'Berlin', line1: 'Torstraße 1', postalCode: '10119' },
      cardBrand: 'visa',
      cardLast4: '4242',
    })
    .returning({ id: schema.orders.id, number: schema.orders.number });
  orderIds.push(order!.id);
  await db()
    .insert(schema.orderItems)
    .values([
      { orderId: order!.id, productId, colorId: 'midnight', name: 'Test', unitPriceCents: 5000, quantity: 2 },
      { orderId: order!.id, productId, colorId: 'coral', name: 'Test', unitPriceCents: 5000, quantity: 1 },
    ]);
  const at = new Date(Date.now() - opts.daysAgo * 86_400_000);
  await db()
    .insert(schema.orderStatusHistory)
    .values([
      { orderId: order!.id, status: 'shipped', at: new Date(at.getTime() - 86_400_000) },
      { orderId: order!.id, status: 'delivered', at },
    ]);
  return { ...order!, productId };
}

const send = (orderId: string, buyer: Buyer, body: unknown, lang = 'de') =>
  withdraw(request(`/api/orders/${orderId}/withdrawal`, { token: buyer.token, body, lang }), params({ id: orderId }));
const detail = async (orderId: string, buyer: Buyer) =>
  (await (await getOrder(request(`/api/orders/${orderId}`, { token: buyer.token, method: 'GET' }), params({ id: orderId }))).json()) as OrderDetail;
const mailsOf = (orderId: string) =>
  db()
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.orderId, orderId), eq(schema.outbox.kind, 'withdrawal-received')));

describe('withdrawing from an order from the account', () => {
  it('cancels and refunds an order that has not shipped, and acknowledges the statement in German with the time it arrived', async () => {
    const order = await paidGermanOrder();
    expect(await detail(order.id, order.buyer)).toMatchObject({
      withdrawable: true,
      withdrawalRight: { days: 14, refundDays: 14, until: null },
      withdrawal: null,
    });
    const before = Date.now();

    const res = await send(order.id, order.buyer, { name: '  Lena Vogel ' });
    expect(res.status).toBe(201);
    const withdrawal = (await res.json()) as WithdrawalView;
    expect(withdrawal).toMatchObject({ name: 'Lena Vogel', email: order.buyer.email, channel: 'account', outcome: 'cancelled', returnNumber: null });
    expect(Date.parse(withdrawal.receivedAt)).toBeGreaterThanOrEqual(before - 1000);

    // The order is cancelled, its stock is back and the charge refunded; the page shows the withdrawal.
    expect(await detail(order.id, order.buyer)).toMatchObject({ status: 'cancelled', withdrawable: false, withdrawal: { outcome: 'cancelled' } });
    const [product] = await db().select({ stock: schema.products.stock }).from(schema.products).where(eq(schema.products.id, order.productId));
    expect(product!.stock).toBe(10);

    const [mail] = await mailsOf(order.id);
    expect(mail!.to).toBe(order.buyer.email);
    expect(mail!.subject).toBe(`Wir haben deinen Widerruf zur Pawtrail-Bestellung #${order.number} erhalten`);
    // The statement's content and the date and time it reached us (in the market's time zone, named).
    expect(mail!.text).toContain('Lena Vogel');
    expect(mail!.text).toContain(`#${order.number}`);
    const berlin = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeStyle: 'long', timeZone: 'Europe/Berlin' }).format(
      new Date(withdrawal.receivedAt),
    );
    expect(berlin).toMatch(/\d{2}:\d{2}:\d{2} (MEZ|MESZ)$/);
    expect(mail!.text).toContain(`am ${berlin} bei uns eingegangen`);
    // What was refunded, to which card.
    expect(mail!.text).toContain(
      `${new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(order.totalCents / 100)} auf deine Karte mit der Endung 4242`,
    );
  });

  it('answers a second statement with 409 and a German message, and keeps the first', async () => {
    const order = await paidGermanOrder();
    expect((await send(order.id, order.buyer, { name: 'Lena Vogel' })).status).toBe(201);
    const again = await send(order.id, order.buyer, { name: 'Lena V.' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'already_withdrawn', message: 'Du hast diese Bestellung bereits widerrufen.' } });
    expect(await mailsOf(order.id)).toHaveLength(1);
    expect((await detail(order.id, order.buyer)).withdrawal).toMatchObject({ name: 'Lena Vogel' });
  });

  it('refuses a blank or overlong name on its field, in the buyer’s language, and changes nothing', async () => {
    const order = await paidGermanOrder();
    for (const name of ['   ', 'x'.repeat(101)]) {
      const res = await send(order.id, order.buyer, { name });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(body.error.fields.name).toBe('Bitte gib deinen Namen ein (höchstens 100 Zeichen).');
    }
    expect(await detail(order.id, order.buyer)).toMatchObject({ status: 'paid', withdrawable: true, withdrawal: null });
    expect(await mailsOf(order.id)).toHaveLength(0);
  });

  it('opens a return for what a delivered order has not already asked back, within the period', async () => {
    const buyer = await fx.user('Jonas Gast');
    mailed.push(buyer.email);
    await db().update(schema.users).set({ locale: 'de' }).where(eq(schema.users.id, buyer.id));
    const order = await deliveredOrder({ daysAgo: 3, userId: buyer.id });
    // One unit already asked back: the withdrawal's return covers the rest.
    const [earlier] = await db().insert(schema.returnRequests).values({ orderId: order.id, reason: 'damaged' }).returning({ id: schema.returnRequests.id });
    await db().insert(schema.returnRequestItems).values({ requestId: earlier!.id, productId: order.productId, colorId: 'coral', quantity: 1 });

    const shown = await detail(order.id, buyer);
    expect(shown.withdrawable).toBe(true);
    expect(shown.withdrawalRight!.until).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const res = await send(order.id, buyer, { name: 'Jonas Gast' });
    expect(res.status).toBe(201);
    const withdrawal = (await res.json()) as WithdrawalView;
    expect(withdrawal).toMatchObject({ outcome: 'return', returnNumber: expect.any(Number) });
    const after = await detail(order.id, buyer);
    expect(after.status).toBe('delivered');
    const opened = after.returns.find((r) => r.number === withdrawal.returnNumber)!;
    expect(opened).toMatchObject({ status: 'requested', reason: 'changed_mind', items: [{ colorId: 'midnight', quantity: 2 }] });

    const [mail] = await mailsOf(order.id);
    // The market's withdrawal period and refund days, as the Widerrufsbelehrung states them.
    expect(mail!.text).toContain('dafür hast du ab heute 14 Tage Zeit');
    expect(mail!.text).toContain('spätestens 14 Tage nach Eingang deines Widerrufs');
  });

  it('is closed once the period after delivery has ended, and where the market’s law gives no right', async () => {
    const buyer = await fx.user('Jonas Gast');
    const late = await deliveredOrder({ daysAgo: 16, userId: buyer.id });
    expect(await detail(late.id, buyer)).toMatchObject({ withdrawable: false, withdrawalRight: { days: 14 } });
    const res = await send(late.id, buyer, { name: 'Jonas Gast' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'not_withdrawable' } });

    const us = await deliveredOrder({ market: 'US', daysAgo: 1, userId: buyer.id });
    expect(await detail(us.id, buyer)).toMatchObject({ withdrawable: false, withdrawalRight: null });
    expect((await send(us.id, buyer, { name: 'Jonas Gast' }, 'en')).status).toBe(409);

    for (const id of [late.id, us.id]) {
      expect(await db().select().from(schema.orderWithdrawals).where(eq(schema.orderWithdrawals.orderId, id))).toEqual([]);
      expect(await db().select().from(schema.returnRequests).where(eq(schema.returnRequests.orderId, id))).toEqual([]);
    }
  });

  it('counts Korea’s 7 days: open on the 6th day after delivery', async () => {
    const buyer = await fx.user('Min-jun Kim');
    mailed.push(buyer.email);
    const order = await deliveredOrder({ market: 'KR', daysAgo: 6, userId: buyer.id });
    expect(await detail(order.id, buyer)).toMatchObject({ withdrawable: true, withdrawalRight: { days: 7 } });
    expect((await send(order.id, buyer, { name: '김민준' }, 'ko')).status).toBe(201);
  });

  it('answers someone else’s order with 404', async () => {
    const order = await paidGermanOrder();
    const stranger = await fx.user('Eve');
    expect((await send(order.id, stranger, { name: 'Eve' })).status).toBe(404);
    expect((await detail(order.id, order.buyer)).withdrawal).toBeNull();
  });
});

describe('withdrawing from a guest order by its link', () => {
  it('is offered on the linked order, records the statement and mails the acknowledgement to the order’s email with a new link', async () => {
    const email = `gast-${randomUUID().slice(0, 8)}@test.example`;
    mailed.push(email);
    const order = await deliveredOrder({ daysAgo: 1, email });
    const token = await issueOrderLink(order.id, db());
    const linked = (await (await lookup(request('/api/orders/lookup', { body: { token } }))).json()) as OrderDetail;
    expect(linked.withdrawable).toBe(true);

    const res = await withdrawByLink(request('/api/orders/withdrawal', { body: { token, name: 'Jonas Gast' }, lang: 'de' }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ channel: 'link', outcome: 'return', email });

    const [mail] = await mailsOf(order.id);
    expect(mail!.to).toBe(email);
    const link = /\/de\/order#([A-Za-z0-9_-]{43})/.exec(sentForm(mail!).text)![1]!;
    expect(link).not.toBe(token);
    expect((await withdrawByLink(request('/api/orders/withdrawal', { body: { token: link, name: 'Jonas Gast' }, lang: 'de' }))).status).toBe(409);
  });

  it('answers the link of an order an account holds with 404: that order is withdrawn from the account', async () => {
    const buyer = await fx.user('Jonas Gast');
    const order = await deliveredOrder({ daysAgo: 1, userId: buyer.id });
    const token = await issueOrderLink(order.id, db());
    const res = await withdrawByLink(request('/api/orders/withdrawal', { body: { token, name: 'Jonas Gast' } }));
    expect(res.status).toBe(404);
    expect(await db().select().from(schema.orderWithdrawals).where(eq(schema.orderWithdrawals.orderId, order.id))).toEqual([]);
  });
});
