import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { setPaymentProvider } from '@/lib/server/payments/provider';
import { sandboxProvider } from '@/lib/server/payments/sandbox';
import { PENDING_ORDER_STALE_MS, settleStalePendingOrders } from '@/lib/server/shop/orders';
import { request } from '@/test/http';
import { sentForm } from '@/test/outbox';
import { sandboxWith, slowProvider } from '@/test/payment-provider';
import { shopFixtures } from '@/test/shop-fixtures';
import { until } from '@/test/until';
import { POST as createAddress } from '../addresses/route';
import { POST as createCard } from '../cards/route';
import { POST as placeOrder } from './route';

/**
 * A checkout whose process stopped between reserving the stock and marking the order paid (or that
 * lost the provider's answer twice) leaves a `pending` order holding its stock. The settlement asks
 * the provider what became of the charge and finishes what the checkout began.
 */
const fx = shopFixtures();
const year = new Date().getUTCFullYear() + 3;

afterAll(async () => {
  setPaymentProvider(sandboxProvider);
  await fx.cleanup();
  await closeDb();
});

async function buyer() {
  const u = await fx.user('Lena Vogel');
  const address = await (
    await createAddress(
      request('/api/addresses', {
        body: { recipient: 'Lena Vogel', phone: '+49 30 1234567', country: 'DE', city: 'Berlin', line1: 'Unter den Linden 1', postalCode: '10117' },
        token: u.token,
      }),
    )
  ).json();
  const card = await (
    await createCard(
      request('/api/cards', { body: { number: '4242424242424242', expMonth: 12, expYear: year, cvc: '123', holder: 'Lena Vogel' }, token: u.token }),
    )
  ).json();
  return { ...u, addressId: address.id as string, cardId: card.id as string };
}

/** The buyer's checkout of one unit of `productId`, with a new idempotency key. */
const checkout = (b: Awaited<ReturnType<typeof buyer>>, productId: string, lang = 'en') =>
  placeOrder(
    request('/api/orders', {
      body: { addressId: b.addressId, cardId: b.cardId, items: [{ productId, colorId: 'midnight', quantity: 1 }] },
      token: b.token,
      lang,
      headers: { 'idempotency-key': randomUUID() },
    }),
  );

/**
 * A checkout of one unit of `productId` whose provider calls all throw after `reach` has happened:
 * `'none'`, the charge never reached the provider; `'charged'`, the provider charged the card and
 * the answer was lost. Leaves the order `pending`, then dates it back beyond the settlement's wait.
 */
async function stoppedCheckout(productId: string, reach: 'none' | 'charged', lang = 'de') {
  const b = await buyer();
  setPaymentProvider(
    sandboxWith({
      charge: async (token, amountCents, currency, key) => {
        if (reach === 'charged') await sandboxProvider.charge(token, amountCents, currency, key);
        throw new Error('connection reset by the payment provider');
      },
    }),
  );
  try {
    const res = await checkout(b, productId, lang);
    expect(res.status).toBeGreaterThanOrEqual(500);
  } finally {
    setPaymentProvider(sandboxProvider);
  }
  const [order] = await db().select().from(schema.orders).where(eq(schema.orders.userId, b.id));
  expect(order!.status).toBe('pending');
  await age(order!.id, PENDING_ORDER_STALE_MS + 60_000);
  return { buyer: b, orderId: order!.id };
}

const age = (orderId: string, ms: number) =>
  db()
    .update(schema.orders)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(schema.orders.id, orderId));
const stockOf = async (id: string) => (await db().select({ s: schema.products.stock }).from(schema.products).where(eq(schema.products.id, id)))[0]!.s;
const orderRow = async (id: string) => (await db().select().from(schema.orders).where(eq(schema.orders.id, id)))[0];
const historyOf = async (id: string) =>
  (
    await db()
      .select({ status: schema.orderStatusHistory.status })
      .from(schema.orderStatusHistory)
      .where(eq(schema.orderStatusHistory.orderId, id))
      .orderBy(asc(schema.orderStatusHistory.id))
  ).map((h) => h.status);
const mailsOf = (orderId: string) => db().select().from(schema.outbox).where(eq(schema.outbox.orderId, orderId));
const settle = () => settleStalePendingOrders();

describe('settling the checkouts that stopped halfway', () => {
  it('releases an order the provider never charged: the order goes and its stock returns', async () => {
    const p = await fx.product({ stock: 3 });
    const { orderId } = await stoppedCheckout(p, 'none');
    expect(await stockOf(p)).toBe(2);
    const result = await settle();
    expect(result.released).toBeGreaterThanOrEqual(1);
    expect(await orderRow(orderId)).toBeUndefined();
    expect(await stockOf(p)).toBe(3);
  });

  it('completes an order the provider charged: paid with its reference, confirmation mailed in the buyer’s language, stock kept', async () => {
    const p = await fx.product({ stock: 3 });
    const { buyer: b, orderId } = await stoppedCheckout(p, 'charged', 'de');
    await db().update(schema.users).set({ locale: 'de' }).where(eq(schema.users.id, b.id));
    await settle();
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: 'paid' });
    const [charge] = await db()
      .select()
      .from(schema.sandboxCharges)
      .where(eq(schema.sandboxCharges.idempotencyKey, `order:${orderId}`));
    expect(order!.paymentRef).toBe(charge!.ref);
    expect(await historyOf(orderId)).toEqual(['pending', 'paid']);
    expect(await stockOf(p)).toBe(2);
    const mails = await mailsOf(orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: b.email, kind: 'order-confirmation' });
    expect(sentForm(mails[0]!).text).toContain(`/user?order=${orderId}`);
    expect(mails[0]!.subject).toMatch(/Bestellung/);
  });

  it('completes a guest’s charged order with a mail to the address they gave, carrying a new order link', async () => {
    const p = await fx.product({ stock: 3 });
    const { orderId } = await stoppedCheckout(p, 'charged');
    // What a guest's checkout writes instead of the account: the email, the language, the cart's key.
    const guestEmail = `guest.${randomUUID().slice(0, 8)}@test.example`;
    await db().update(schema.orders).set({ userId: null, email: guestEmail, locale: 'fr', guestKey: randomUUID() }).where(eq(schema.orders.id, orderId));
    try {
      await settle();
      expect(await orderRow(orderId)).toMatchObject({ status: 'paid' });
      const mails = await mailsOf(orderId);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: guestEmail, kind: 'order-confirmation' });
      expect(mails[0]!.subject).toMatch(/commande/i);
      expect(sentForm(mails[0]!).text).toMatch(/\/fr\/order#[A-Za-z0-9_-]{20,}/);
    } finally {
      await db().delete(schema.orders).where(eq(schema.orders.id, orderId));
    }
  });

  it('leaves a recent pending order alone, and one whose provider cannot be asked for the next pass', async () => {
    const p = await fx.product({ stock: 5 });
    const recent = await stoppedCheckout(p, 'none');
    await age(recent.orderId, PENDING_ORDER_STALE_MS - 60_000);
    const unreachable = await stoppedCheckout(p, 'charged');
    setPaymentProvider(
      sandboxWith({
        chargeOutcome: async (key) => {
          if (key === `order:${unreachable.orderId}`) throw new Error('provider unreachable');
          return sandboxProvider.chargeOutcome(key);
        },
      }),
    );
    try {
      const result = await settle();
      expect(result.unknown).toBeGreaterThanOrEqual(1);
    } finally {
      setPaymentProvider(sandboxProvider);
    }
    expect(await orderRow(recent.orderId)).toMatchObject({ status: 'pending' });
    expect(await orderRow(unreachable.orderId)).toMatchObject({ status: 'pending' });
    expect(await stockOf(p)).toBe(3);
    // The next pass, with the provider back, finishes the charged one.
    await settle();
    expect(await orderRow(unreachable.orderId)).toMatchObject({ status: 'paid' });
  });

  it('two settlements at once complete a charged order once: one paid entry, one mail', async () => {
    const p = await fx.product({ stock: 3 });
    const { orderId } = await stoppedCheckout(p, 'charged');
    await Promise.all([settle(), settle(), settle()]);
    expect(await historyOf(orderId)).toEqual(['pending', 'paid']);
    expect(await mailsOf(orderId)).toHaveLength(1);
    const released = await db()
      .select()
      .from(schema.orders)
      .where(inArray(schema.orders.id, [orderId]));
    expect(released).toHaveLength(1);
  });

  it('a checkout held up past the wait, completed meanwhile by the settlement with its charge, answers placed and refunds nothing', async () => {
    const p = await fx.product({ stock: 3 });
    const b = await buyer();
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    setPaymentProvider(
      sandboxWith({
        // The provider charges at once but its answer takes longer than the settlement's wait.
        charge: async (...args) => {
          const result = await sandboxProvider.charge(...args);
          await gate;
          return result;
        },
      }),
    );
    try {
      const answer = checkout(b, p);
      let orderId = '';
      await until(async () => {
        const [row] = await db().select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.userId, b.id));
        orderId = row?.id ?? '';
        return !!row && (await sandboxProvider.chargeOutcome(`order:${row.id}`)) !== null;
      });
      await age(orderId, PENDING_ORDER_STALE_MS + 60_000);
      await settle();
      expect(await orderRow(orderId)).toMatchObject({ status: 'paid' });
      openGate();
      const res = await answer;
      expect(res.status).toBe(201);
      expect(await orderRow(orderId)).toMatchObject({ status: 'paid' });
      expect(await historyOf(orderId)).toEqual(['pending', 'paid']);
      expect(await mailsOf(orderId)).toHaveLength(1);
      const ref = (await orderRow(orderId))!.paymentRef!;
      expect(await db().select().from(schema.sandboxRefunds).where(eq(schema.sandboxRefunds.chargeRef, ref))).toEqual([]);
      expect(await stockOf(p)).toBe(2);
    } finally {
      openGate();
      setPaymentProvider(sandboxProvider);
    }
  });

  it('a charge that reaches the provider only after the settlement released its order is refunded, and the buyer told', async () => {
    const p = await fx.product({ stock: 3 });
    const b = await buyer();
    // The request to the provider is held up on its way: the provider knows nothing of it yet.
    const slow = slowProvider('charge');
    try {
      const answer = checkout(b, p);
      await until(() => slow.asked);
      const [row] = await db().select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.userId, b.id));
      await age(row!.id, PENDING_ORDER_STALE_MS + 60_000);
      await settle();
      expect(await orderRow(row!.id)).toBeUndefined();
      expect(await stockOf(p)).toBe(3);
      slow.answer();
      const res = await answer;
      expect(res.status).toBe(503);
      expect((await res.json()).error.code).toBe('order_not_completed');
      const [charge] = await db()
        .select()
        .from(schema.sandboxCharges)
        .where(eq(schema.sandboxCharges.idempotencyKey, `order:${row!.id}`));
      const [refund] = await db().select().from(schema.sandboxRefunds).where(eq(schema.sandboxRefunds.chargeRef, charge!.ref!));
      expect(refund).toMatchObject({ amountCents: charge!.amountCents });
      expect(await stockOf(p)).toBe(3);
    } finally {
      slow.restore();
    }
  });
});
