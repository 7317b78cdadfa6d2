import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { POST as createAddress } from '@/app/api/addresses/route';
import { POST as createCard } from '@/app/api/cards/route';
import { POST as placeOrder } from '@/app/api/orders/route';
import { closeDb, db, schema } from '@/lib/server/db';
import { setPaymentProvider } from '@/lib/server/payments/provider';
import { sandboxWith } from '@/test/payment-provider';
import { sandboxProvider } from '@/lib/server/payments/sandbox';
import { params, request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { staffFixtures } from '@/test/staff-fixtures';
import { GET as buyerOrder } from '@/app/api/orders/[id]/route';
import { POST as addNote } from './[id]/notes/route';
import { GET as detail } from './[id]/route';
import { POST as changeStatus } from './[id]/status/route';
import { GET as list } from './route';

const shop = shopFixtures();
const staff = staffFixtures();
const { asStaff } = staff;

/** Refunds the provider was asked for (the sandbox still does the work). */
const refunds: { ref: string; amountCents: number; key: string }[] = [];
const spy = sandboxWith({
  refund: async (ref, amountCents, key) => {
    refunds.push({ ref, amountCents, key });
    return sandboxProvider.refund(ref, amountCents, key);
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

/** A paid order of a buyer whose account speaks `locale`, for 2 × a test product. */
async function paidOrder(locale = 'ja') {
  const buyer = await shop.user('Yui Tanaka');
  await db().update(schema.users).set({ locale }).where(eq(schema.users.id, buyer.id));
  const productId = await shop.product({ stock: 10, priceCents: 5000 });
  const address = await (
    await createAddress(
      request('/api/addresses', {
        token: buyer.token,
        body: {
          recipient: 'Yui Tanaka',
          phone: '+81 3 1234 5678',
          country: 'JP',
          region: 'Tokyo',
          city: 'Shibuya',
          line1: '1-2-3 Jingumae',
          postalCode: '150-0001',
        },
      }),
    )
  ).json();
  const card = await (
    await createCard(
      request('/api/cards', {
        token: buyer.token,
        body: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', holder: 'Yui Tanaka' },
      }),
    )
  ).json();
  const res = await placeOrder(
    request('/api/orders', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { addressId: address.id, cardId: card.id, items: [{ productId, colorId: 'midnight', quantity: 2 }] },
    }),
  );
  expect(res.status).toBe(201);
  const order = (await res.json()) as { id: string; number: number };
  return { ...order, buyer, productId };
}

type StaffOrder = {
  status: string;
  updatedAt: string;
  next: string[];
  shipment: { carrier: string; trackingNumber: string; url: string | null } | null;
  history: { status: string; by: string | null }[];
  mails: { kind: string; to: string; subject: string; state: string }[];
};
const read = async (id: string, cookie = support.cookie) =>
  (await (await detail(request(`/api/admin/orders/${id}`, asStaff(cookie)), params({ id }))).json()) as StaffOrder;
const change = (id: string, body: Record<string, unknown>, cookie = support.cookie, lang = 'en') =>
  changeStatus(request(`/api/admin/orders/${id}/status`, asStaff(cookie, { body, lang })), params({ id }));
const mailsTo = (to: string, kind: string) =>
  db()
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.to, to), eq(schema.outbox.kind, kind)));

describe('orders in the back office', () => {
  it('ships with a carrier and tracking number, then delivers, emailing the customer in their language each time', async () => {
    const order = await paidOrder('ja');
    const before = await read(order.id);
    expect(before).toMatchObject({ status: 'paid', next: ['shipped', 'cancelled'], shipment: null });

    const missing = await change(order.id, { to: 'shipped', carrier: '', trackingNumber: '<script>', updatedAt: before.updatedAt }, support.cookie, 'ja');
    expect(missing.status).toBe(422);
    expect(Object.keys(((await missing.json()) as { error: { fields: object } }).error.fields).sort()).toEqual(['carrier', 'trackingNumber']);
    expect((await read(order.id)).status).toBe('paid');

    const shipped = await change(order.id, { to: 'shipped', carrier: 'Yamato', trackingNumber: '4455-6677-8899', updatedAt: before.updatedAt });
    expect(shipped.status).toBe(200);
    const afterShip = (await shipped.json()) as StaffOrder;
    expect(afterShip).toMatchObject({ status: 'shipped', next: ['delivered'], shipment: { carrier: 'Yamato', trackingNumber: '4455-6677-8899' } });
    expect(afterShip.history.at(-1)).toEqual(expect.objectContaining({ status: 'shipped', by: support.name }));
    const [mail] = await mailsTo(order.buyer.email, 'order-shipped');
    expect(mail!.subject).toBe(`【Pawtrail】ご注文#${order.number}を発送しました`);
    expect(mail!.text).toContain('Yamatoにて発送いたしました');
    expect(mail!.text).toContain('お問い合わせ番号：4455-6677-8899');
    // A carrier the site knows: its tracking page, in the HTML part too, and the order page.
    const yamato = 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=4455-6677-8899';
    expect(afterShip.shipment).toEqual({ carrier: 'Yamato', trackingNumber: '4455-6677-8899', url: yamato });
    expect(mail!.text).toContain(yamato);
    expect(mail!.html).toContain(yamato.replace(/&/g, '&amp;'));
    expect(mail!.text).toContain(`/ja/user?order=${order.id}`);

    // The version the member saw is stale now: nothing changes twice.
    expect((await change(order.id, { to: 'delivered', updatedAt: before.updatedAt })).status).toBe(409);
    const delivered = await change(order.id, { to: 'delivered', updatedAt: afterShip.updatedAt });
    expect(delivered.status).toBe(200);
    expect((await mailsTo(order.buyer.email, 'order-delivered'))[0]!.subject).toBe(`【Pawtrail】ご注文#${order.number}のお届けが完了しました`);

    const done = await read(order.id);
    expect(done.next).toEqual([]);
    // The order lists every mail its buyer got about it, oldest first: confirmation, shipped, delivered.
    expect(done.mails.map((m) => [m.kind, m.to])).toEqual([
      ['order-confirmation', order.buyer.email],
      ['order-shipped', order.buyer.email],
      ['order-delivered', order.buyer.email],
    ]);
    expect(done.mails[1]!.subject).toBe(`【Pawtrail】ご注文#${order.number}を発送しました`);
    expect(done.mails.every((m) => ['queued', 'sent'].includes(m.state))).toBe(true);
    expect((await change(order.id, { to: 'cancelled', updatedAt: done.updatedAt })).status).toBe(409);
    const audit = await db().select().from(schema.auditLog).where(eq(schema.auditLog.targetId, order.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['order.deliver', 'order.ship']);
    expect(audit.find((a) => a.action === 'order.ship')).toMatchObject({
      actor: support.email,
      before: { status: 'paid' },
      after: { status: 'shipped', carrier: 'Yamato' },
    });
  });

  it('cancels a paid order: refunds the charge through the provider, returns the stock, tells the customer', async () => {
    const order = await paidOrder('de');
    const stock = async () => (await db().select({ s: schema.products.stock }).from(schema.products).where(eq(schema.products.id, order.productId)))[0]!.s;
    expect(await stock()).toBe(8);
    const res = await change(order.id, { to: 'cancelled', updatedAt: (await read(order.id)).updatedAt });
    expect(res.status).toBe(200);
    expect(((await res.json()) as StaffOrder).status).toBe('cancelled');
    expect(await stock()).toBe(10);
    expect(refunds).toContainEqual(expect.objectContaining({ amountCents: expect.any(Number), key: `refund:${order.id}` }));
    const [mail] = await mailsTo(order.buyer.email, 'order-cancelled');
    expect(mail!.subject).toBe(`Deine Pawtrail-Bestellung #${order.number} wurde storniert`);
    expect(mail!.text).toMatch(/auf deine Karte mit der Endung 4242 erstattet/);
  });

  it('keeps internal notes on an order for the team: audited, oldest first, never in what the buyer reads; bad input and editors are refused', async () => {
    const order = await paidOrder('de');
    const note = (body: unknown, cookie = support.cookie, lang = 'en') =>
      addNote(request(`/api/admin/orders/${order.id}/notes`, asStaff(cookie, { body: { body }, lang })), params({ id: order.id }));
    const first = await note('Customer called: leave the parcel with the neighbour.');
    expect(first.status).toBe(201);
    expect(((await first.json()) as { notes: unknown[] }).notes).toEqual([
      { id: expect.any(Number), author: support.name, body: 'Customer called: leave the parcel with the neighbour.', at: expect.any(String) },
    ]);
    expect((await note('Second thought.\nOn two lines.')).status).toBe(201);
    const notes = (
      (await (await detail(request(`/api/admin/orders/${order.id}`, asStaff(support.cookie)), params({ id: order.id }))).json()) as {
        notes: { body: string }[];
      }
    ).notes;
    expect(notes.map((n) => n.body)).toEqual(['Customer called: leave the parcel with the neighbour.', 'Second thought.\nOn two lines.']);

    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetId, order.id), eq(schema.auditLog.action, 'order.note')));
    expect(audit.map((a) => a.actor)).toEqual([support.email, support.email]);

    // The buyer's own view of the order says nothing of them.
    const mine = await buyerOrder(request(`/api/orders/${order.id}`, { token: order.buyer.token }), params({ id: order.id }));
    expect(mine.status).toBe(200);
    expect(JSON.stringify(await mine.json())).not.toContain('neighbour');

    const empty = await note('   ', support.cookie, 'de');
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { error: { fields: Record<string, string> } }).error.fields.body).toBeTruthy();
    expect((await note('An editor’s note', editor.cookie)).status).toBe(403);
    const unknown = randomUUID();
    expect(
      (await addNote(request(`/api/admin/orders/${unknown}/notes`, asStaff(support.cookie, { body: { body: 'x' } })), params({ id: unknown }))).status,
    ).toBe(404);
    expect(await db().select().from(schema.orderNotes).where(eq(schema.orderNotes.orderId, order.id))).toHaveLength(2);
  });

  it('lists and finds orders by number or customer email; editors and customers cannot see them', async () => {
    const order = await paidOrder('en');
    const find = async (q: string) =>
      ((await (await list(request(`/api/admin/orders?q=${encodeURIComponent(q)}`, asStaff(support.cookie)))).json()) as { items: { id: string }[] }).items.map(
        (i) => i.id,
      );
    expect(await find(`#${order.number}`)).toEqual([order.id]);
    expect(await find(order.buyer.email.slice(0, 14))).toContain(order.id);
    expect(await find('%')).not.toContain(order.id);

    expect((await list(request('/api/admin/orders', asStaff(editor.cookie)))).status).toBe(403);
    expect((await detail(request(`/api/admin/orders/${order.id}`, asStaff(editor.cookie)), params({ id: order.id }))).status).toBe(403);
    expect((await change(order.id, { to: 'cancelled', updatedAt: new Date().toISOString() }, editor.cookie)).status).toBe(403);
    const customer = await changeStatus(
      request(`/api/admin/orders/${order.id}/status`, { token: order.buyer.token, body: { to: 'cancelled', updatedAt: new Date().toISOString() } }),
      params({ id: order.id }),
    );
    expect(customer.status).toBe(403);
    expect((await read(order.id)).status).toBe('paid');
    expect((await detail(request(`/api/admin/orders/${randomUUID()}`, asStaff(support.cookie)), params({ id: randomUUID() }))).status).toBe(404);
  });
});
