import { randomUUID } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { POST as createAddress } from '@/app/api/addresses/route';
import { POST as createCard } from '@/app/api/cards/route';
import { POST as placeOrder } from '@/app/api/orders/route';
import { closeDb, db, schema } from '@/lib/server/db';
import { REFUND_PENDING_STALE_MS, settlePendingRefunds } from '@/lib/server/staff/refunds';
import { setPaymentProvider } from '@/lib/server/payments/provider';
import { sandboxWith } from '@/test/payment-provider';
import { sandboxProvider } from '@/lib/server/payments/sandbox';
import { params, request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { until } from '@/test/until';
import { staffFixtures } from '@/test/staff-fixtures';
import { GET as detail } from './[id]/route';
import { POST as refundRoute } from './[id]/refunds/route';
import { POST as changeStatus } from './[id]/status/route';

const shop = shopFixtures();
const staff = staffFixtures();
const { asStaff } = staff;

/**
 * The provider's answer can be turned into a refusal, into no answer (the connection lost after the
 * provider received the call, or before), or held up; the sandbox does the work otherwise.
 */
let refuse = false;
let silent: 'after' | 'before' | null = null;
let holdUp: Promise<void> | null = null;
const spy = sandboxWith({
  refund: async (ref, amountCents, key) => {
    if (holdUp) await holdUp;
    if (refuse) return { ok: false, ref: '' };
    if (silent === 'before') throw new Error('connection refused by the payment provider');
    const answer = await sandboxProvider.refund(ref, amountCents, key);
    if (silent === 'after') throw new Error('connection reset by the payment provider');
    return answer;
  },
});

let support: Awaited<ReturnType<typeof staff.signedIn>>;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
beforeAll(async () => {
  setPaymentProvider(spy);
  [support, editor] = await Promise.all([staff.signedIn('support'), staff.signedIn('editor')]);
});

afterAll(async () => {
  setPaymentProvider(sandboxProvider);
  await staff.cleanup();
  await shop.cleanup();
  await closeDb();
});

const US = { recipient: 'Sam Rivera', phone: '+1 415 555 0100', country: 'US', region: 'CA', city: 'San Francisco', line1: '1 Market St', postalCode: '94105' };
const JP = {
  recipient: 'Yui Tanaka',
  phone: '+81 3 1234 5678',
  country: 'JP',
  region: 'Tokyo',
  city: 'Shibuya',
  line1: '1-2-3 Jingumae',
  postalCode: '150-0001',
};

/** A paid order of two lines (2 × A, 1 × B), with odd prices so sales tax rounds, by a buyer whose account speaks `locale`. */
async function paidOrder(locale = 'en', address = US) {
  const buyer = await shop.user(address.recipient);
  await db().update(schema.users).set({ locale }).where(eq(schema.users.id, buyer.id));
  const a = await shop.product({ stock: 10, priceCents: 3333 });
  const b = await shop.product({ stock: 10, priceCents: 1999 });
  const addr = await (await createAddress(request('/api/addresses', { token: buyer.token, body: address }))).json();
  const card = await (
    await createCard(
      request('/api/cards', {
        token: buyer.token,
        body: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', holder: address.recipient },
      }),
    )
  ).json();
  const res = await placeOrder(
    request('/api/orders', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        addressId: addr.id,
        cardId: card.id,
        items: [
          { productId: a, colorId: 'midnight', quantity: 2 },
          { productId: b, colorId: 'midnight', quantity: 1 },
        ],
      },
    }),
  );
  expect(res.status).toBe(201);
  const order = (await res.json()) as { id: string; number: number };
  return { ...order, buyer, a, b };
}

interface Order {
  status: string;
  updatedAt: string;
  totalCents: number;
  shippingCents: number;
  refundedCents: number;
  refunded: string;
  refunds: { amountCents: number; by: string | null; restocked: boolean; lines: { productId: string; quantity: number }[] }[];
  refundable: { leftCents: number; shippingCents: number; lines: { productId: string; quantity: number }[] } | null;
}
const read = async (id: string) => (await (await detail(request(`/api/admin/orders/${id}`, asStaff(support.cookie)), params({ id }))).json()) as Order;
type Body = {
  lines: { productId: string; colorId: string; quantity: number }[];
  shipping?: boolean;
  restock?: boolean;
  reason?: string;
  idempotencyKey?: string;
};
const refund = (id: string, body: Body, cookie = support.cookie, lang = 'en') =>
  refundRoute(
    request(`/api/admin/orders/${id}/refunds`, asStaff(cookie, { body: { reason: 'Damaged in transit', idempotencyKey: randomUUID(), ...body }, lang })),
    params({ id }),
  );
const line = (productId: string, quantity: number) => ({ productId, colorId: 'midnight', quantity });
const stockOf = async (id: string) => (await db().select({ s: schema.products.stock }).from(schema.products).where(eq(schema.products.id, id)))[0]!.s;
const recorded = (orderId: string) => db().select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId));
const sandboxRefunds = (orderId: string) =>
  db()
    .select()
    .from(schema.sandboxRefunds)
    .where(like(schema.sandboxRefunds.idempotencyKey, `refund:${orderId}:%`));
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('refunds in the back office', () => {
  it('refunds in parts, tax included, and never more than was paid: the last part gives back exactly the rest', async () => {
    const order = await paidOrder('en');
    const start = await read(order.id);
    expect(start).toMatchObject({ refunded: 'none', refundedCents: 0, refunds: [] });

    const first = await refund(order.id, { lines: [line(order.a, 1)] });
    expect(first.status).toBe(200);
    const afterFirst = (await first.json()) as Order;
    expect(afterFirst.refunded).toBe('partial');
    // Sales tax is added on top in California: the refund is more than the unit price.
    expect(afterFirst.refundedCents).toBeGreaterThan(3333);
    expect(afterFirst.refunds).toEqual([expect.objectContaining({ amountCents: afterFirst.refundedCents, by: support.name, restocked: false })]);

    expect((await refund(order.id, { lines: [line(order.a, 1)] })).status).toBe(200);
    expect((await refund(order.id, { lines: [line(order.b, 1)] })).status).toBe(200);
    const beforeShipping = await read(order.id);
    expect(beforeShipping.refundable).toMatchObject({
      leftCents: beforeShipping.totalCents - beforeShipping.refundedCents,
      lines: [{ quantity: 0 }, { quantity: 0 }],
    });

    const last = await refund(order.id, { lines: [], shipping: true });
    expect(last.status).toBe(200);
    const done = (await last.json()) as Order;
    expect(done).toMatchObject({ refunded: 'full', refundedCents: done.totalCents, refundable: null });
    const rows = await recorded(order.id);
    expect(rows.reduce((s, r) => s + r.amountCents, 0)).toBe(done.totalCents);
    const given = await sandboxRefunds(order.id);
    expect(given.reduce((s, r) => s + r.amountCents, 0)).toBe(done.totalCents);

    const again = await refund(order.id, { lines: [], shipping: true });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('refund_shipping');
    expect(await recorded(order.id)).toHaveLength(4);

    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetId, order.id), eq(schema.auditLog.action, 'order.refund')))
      .orderBy(asc(schema.auditLog.id));
    expect(audit).toHaveLength(4);
    expect(audit[0]).toMatchObject({ actor: support.email, after: expect.objectContaining({ reason: 'Damaged in transit', currency: 'USD' }) });
  });

  it('lets exactly one of two refunds at once pass when together they would exceed what was paid', async () => {
    const order = await paidOrder('en');
    const results = await Promise.all([refund(order.id, { lines: [line(order.a, 2)] }), refund(order.id, { lines: [line(order.a, 2)] })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await recorded(order.id)).toHaveLength(1);
    expect(await sandboxRefunds(order.id)).toHaveLength(1);
  });

  it('records a retried refund once: the same key reaches the provider and the table once', async () => {
    const order = await paidOrder('en');
    const key = randomUUID();
    const [a, b] = await Promise.all([
      refund(order.id, { lines: [line(order.b, 1)], idempotencyKey: key }),
      refund(order.id, { lines: [line(order.b, 1)], idempotencyKey: key }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await refund(order.id, { lines: [line(order.b, 1)], idempotencyKey: key })).status).toBe(200);
    expect(await recorded(order.id)).toHaveLength(1);
    expect(await sandboxRefunds(order.id)).toHaveLength(1);
  });

  it('refuses bad input with a localized message and changes nothing', async () => {
    const order = await paidOrder('en');
    const stock = await stockOf(order.a);
    const bad = [{ lines: [line(order.a, 3)] }, { lines: [line(order.a, -1)] }, { lines: [line('no-such-product', 1)] }, { lines: [] }];
    for (const body of bad) {
      const res = await refund(order.id, { ...body, restock: true }, support.cookie, 'de');
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
    }
    const over = await refund(order.id, { lines: [line(order.a, 3)] }, support.cookie, 'de');
    expect((await errorOf(over)).message).toMatch(/Höchstens 2 können noch erstattet werden/);
    expect((await refund(order.id, { lines: [line(order.a, 1)], reason: '' })).status).toBe(422);
    expect((await refund(order.id, { lines: [line(order.a, 1)] }, editor.cookie)).status).toBe(403);
    expect(await recorded(order.id)).toHaveLength(0);
    expect(await sandboxRefunds(order.id)).toHaveLength(0);
    expect(await stockOf(order.a)).toBe(stock);
  });

  it('records nothing when the provider refuses, and says so in the member’s language', async () => {
    const order = await paidOrder('en');
    refuse = true;
    try {
      const res = await refund(order.id, { lines: [line(order.a, 1)], restock: true }, support.cookie, 'de');
      expect(res.status).toBe(502);
      expect((await errorOf(res)).message).toBe('Der Zahlungsanbieter hat die Erstattung abgelehnt. Es wurde nichts gespeichert.');
    } finally {
      refuse = false;
    }
    expect(await recorded(order.id)).toHaveLength(0);
    expect(await stockOf(order.a)).toBe(8);
  });

  it('puts refunded items back in stock when asked, and mails the buyer in the order’s language', async () => {
    const order = await paidOrder('ja', JP);
    expect(await stockOf(order.a)).toBe(8);
    const res = await refund(order.id, { lines: [line(order.a, 1)], restock: true });
    expect(res.status).toBe(200);
    expect(await stockOf(order.a)).toBe(9);
    expect(await stockOf(order.b)).toBe(9);
    const body = (await res.json()) as Order;
    expect(body.refunds[0]).toMatchObject({ restocked: true, lines: [{ productId: order.a, quantity: 1 }] });

    const [mail] = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.to, order.buyer.email), eq(schema.outbox.kind, 'order-refund')));
    expect(mail!.subject).toBe(`【Pawtrail】ご注文#${order.number}の返金について`);
    // Listed on the order in the back office.
    expect(mail!.orderId).toBe(order.id);
    expect(mail!.text).toContain('末尾4242のカードへ返金いたしました');
    expect(mail!.text).toContain('10営業日以内');
    expect(mail!.text).toContain('（数量：1）');
  });

  it('cancels a partly refunded order by refunding only the rest and restocking only what is not back', async () => {
    const order = await paidOrder('en');
    expect((await refund(order.id, { lines: [line(order.a, 1)], restock: true })).status).toBe(200);
    expect(await stockOf(order.a)).toBe(9);
    const res = await changeStatus(
      request(`/api/admin/orders/${order.id}/status`, asStaff(support.cookie, { body: { to: 'cancelled', updatedAt: (await read(order.id)).updatedAt } })),
      params({ id: order.id }),
    );
    expect(res.status).toBe(200);
    expect(await stockOf(order.a)).toBe(10);
    expect(await stockOf(order.b)).toBe(10);
    const rest = await db()
      .select()
      .from(schema.sandboxRefunds)
      .where(eq(schema.sandboxRefunds.idempotencyKey, `refund:${order.id}`));
    const [first] = await recorded(order.id);
    expect(rest[0]!.amountCents + first!.amountCents).toBe((await read(order.id)).totalCents);
  });
});

describe('the sandbox provider’s refunds', () => {
  it('refuses to give back more than was captured, and answers a repeated key as the first time', async () => {
    const token = (await sandboxProvider.tokenize({ number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123', holder: 'T' })).token;
    const charge = await sandboxProvider.charge(token, 1000, 'USD', `test:${randomUUID()}`);
    if (!charge.ok) throw new Error('charge failed');
    const key = `test-refund:${randomUUID()}`;
    expect((await sandboxProvider.refund(charge.ref, 600, key)).ok).toBe(true);
    expect((await sandboxProvider.refund(charge.ref, 600, key)).ok).toBe(true);
    expect((await sandboxProvider.refund(charge.ref, 500, `test-refund:${randomUUID()}`)).ok).toBe(false);
    expect((await sandboxProvider.refund(charge.ref, 400, `test-refund:${randomUUID()}`)).ok).toBe(true);
    expect((await sandboxProvider.refund('ch_sbx_unknown', 1, `test-refund:${randomUUID()}`)).ok).toBe(false);
  });
});

describe('a refund the provider has not confirmed', () => {
  const refundMails = (email: string) =>
    db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.to, email), eq(schema.outbox.kind, 'order-refund')));
  const age = (refundId: string) =>
    db()
      .update(schema.refunds)
      .set({ createdAt: new Date(Date.now() - REFUND_PENDING_STALE_MS - 60_000) })
      .where(eq(schema.refunds.id, refundId));

  /** A refund of `one` line whose call never reached the provider: 502, and the pending refund it left. */
  async function unanswered(orderId: string, one: ReturnType<typeof line>) {
    silent = 'before';
    try {
      expect((await refund(orderId, { lines: [one] })).status).toBe(502);
    } finally {
      silent = null;
    }
    const [pending] = await recorded(orderId);
    return pending!;
  }

  it('waits as pending when the provider does not answer, counts against what is left, and a retry with its key completes it once', async () => {
    const order = await paidOrder();
    const key = randomUUID();
    silent = 'after';
    try {
      const res = await refund(order.id, { lines: [line(order.a, 1)], restock: true, idempotencyKey: key });
      expect(res.status).toBe(502);
      expect(await errorOf(res)).toMatchObject({ code: 'refund_unconfirmed', message: expect.stringMatching(/did not answer/) });
    } finally {
      silent = null;
    }
    const [pending] = await recorded(order.id);
    expect(pending).toMatchObject({ status: 'pending', providerRef: null });
    expect(await stockOf(order.a)).toBe(8);
    expect(await refundMails(order.buyer.email)).toHaveLength(0);
    const seen = await read(order.id);
    expect(seen.refunds).toEqual([expect.objectContaining({ status: 'pending' })]);
    // Decided, so it is not refunded twice: the first line has one unit left to refund, not two.
    expect(seen.refundable!.lines.find((l) => l.productId === order.a)!.quantity).toBe(1);
    expect((await refund(order.id, { lines: [line(order.a, 2)] })).status).toBe(422);

    const again = await refund(order.id, { lines: [line(order.a, 1)], restock: true, idempotencyKey: key });
    expect(again.status).toBe(200);
    const [done] = await recorded(order.id);
    expect(done).toMatchObject({ id: pending!.id, status: 'done', providerRef: expect.stringMatching(/^re_sbx_/) });
    expect(await sandboxRefunds(order.id)).toHaveLength(1);
    expect(await stockOf(order.a)).toBe(9);
    expect(await refundMails(order.buyer.email)).toHaveLength(1);
    // A third time: nothing more.
    expect((await refund(order.id, { lines: [line(order.a, 1)], restock: true, idempotencyKey: key })).status).toBe(200);
    expect(await refundMails(order.buyer.email)).toHaveLength(1);
  });

  it('is confirmed by the settlement, audited under the member who decided it, the buyer mailed', async () => {
    const order = await paidOrder('de');
    const pending = await unanswered(order.id, line(order.b, 1));
    expect(await sandboxRefunds(order.id)).toHaveLength(0);
    // Recent: left to the member's own retry.
    await settlePendingRefunds();
    expect((await recorded(order.id))[0]).toMatchObject({ status: 'pending' });

    await age(pending.id);
    const result = await settlePendingRefunds();
    expect(result.confirmed).toBeGreaterThanOrEqual(1);
    expect((await recorded(order.id))[0]).toMatchObject({ status: 'done' });
    expect(await sandboxRefunds(order.id)).toEqual([expect.objectContaining({ amountCents: pending.amountCents })]);
    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetId, order.id), eq(schema.auditLog.action, 'order.refund')));
    expect(audit).toEqual([expect.objectContaining({ actor: support.email, ip: null })]);
    const mails = await refundMails(order.buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/Erstattung/);
    // Several settlements at once, later: nothing more.
    await Promise.all([settlePendingRefunds(), settlePendingRefunds()]);
    expect(await refundMails(order.buyer.email)).toHaveLength(1);
  });

  it('is dropped by the settlement when the provider refuses it: nothing recorded, the amount free again', async () => {
    const order = await paidOrder();
    const pending = await unanswered(order.id, line(order.b, 1));
    await age(pending.id);
    refuse = true;
    try {
      expect((await settlePendingRefunds()).dropped).toBeGreaterThanOrEqual(1);
    } finally {
      refuse = false;
    }
    expect(await recorded(order.id)).toEqual([]);
    expect((await read(order.id)).refundable!.lines.find((l) => l.productId === order.b)!.quantity).toBe(1);
  });

  it('does not hold the order while the provider is asked: another member’s change to the order goes through', async () => {
    const order = await paidOrder();
    let release!: () => void;
    holdUp = new Promise<void>((resolve) => (release = resolve));
    try {
      const first = refund(order.id, { lines: [line(order.a, 1)] });
      await until(async () => (await recorded(order.id)).length === 1);
      // With the provider called inside the transaction, this would wait for the first one's lock.
      const { updatedAt } = await read(order.id);
      const shipped = await changeStatus(
        request(
          `/api/admin/orders/${order.id}/status`,
          asStaff(support.cookie, { body: { to: 'shipped', updatedAt, carrier: 'DHL', trackingNumber: 'JD014600006281234567' } }),
        ),
        params({ id: order.id }),
      );
      expect(shipped.status).toBe(200);
      release();
      expect((await first).status).toBe(200);
    } finally {
      holdUp = null;
      release();
    }
    expect((await recorded(order.id))[0]).toMatchObject({ status: 'done' });
    expect((await read(order.id)).status).toBe('shipped');
  });
});
