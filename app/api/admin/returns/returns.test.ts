import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as createAddress } from '@/app/api/addresses/route';
import { GET as staffOrder } from '@/app/api/admin/orders/[id]/route';
import { POST as createCard } from '@/app/api/cards/route';
import { POST as requestReturn } from '@/app/api/orders/[id]/returns/route';
import { POST as placeOrder } from '@/app/api/orders/route';
import { closeDb, db, schema } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { staffFixtures } from '@/test/staff-fixtures';
import { PATCH as change } from './[id]/route';
import { GET as list } from './route';

const shop = shopFixtures();
const staff = staffFixtures();
const { asStaff } = staff;

let support: Awaited<ReturnType<typeof staff.signedIn>>;
let admin: Awaited<ReturnType<typeof staff.signedIn>>;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
beforeAll(async () => {
  [support, admin, editor] = await Promise.all([staff.signedIn('support'), staff.signedIn('admin'), staff.signedIn('editor')]);
});
afterAll(async () => {
  await staff.cleanup();
  await shop.cleanup();
  await closeDb();
});

/** A delivered order of 2 × a test product (plus 1 × its coral colour with `twoLines`) with a buyer's return request for one of them. */
async function requested({ twoLines = false } = {}) {
  const buyer = await shop.user('Ana Souza');
  const productId = await shop.product({ stock: 10, priceCents: 5000 });
  const address = await (
    await createAddress(
      request('/api/addresses', {
        token: buyer.token,
        body: { recipient: 'Ana Souza', phone: '+1 212 555 0100', country: 'US', region: 'NY', city: 'New York', line1: '1 Broadway', postalCode: '10004' },
      }),
    )
  ).json();
  const card = await (
    await createCard(
      request('/api/cards', {
        token: buyer.token,
        body: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', holder: 'Ana Souza' },
      }),
    )
  ).json();
  const placed = await placeOrder(
    request('/api/orders', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        addressId: address.id,
        cardId: card.id,
        items: [{ productId, colorId: 'midnight', quantity: 2 }, ...(twoLines ? [{ productId, colorId: 'coral', quantity: 1 }] : [])],
      },
    }),
  );
  const order = (await placed.json()) as { id: string; number: number };
  await db().update(schema.orders).set({ status: 'delivered', updatedAt: new Date() }).where(eq(schema.orders.id, order.id));
  const res = await requestReturn(
    request(`/api/orders/${order.id}/returns`, {
      token: buyer.token,
      body: { reason: 'not_as_described', comment: 'Too big for my cat.', items: [{ productId, colorId: 'midnight', quantity: 1 }] },
    }),
    params({ id: order.id }),
  );
  expect(res.status).toBe(201);
  const ret = (await res.json()) as { id: string; number: number };
  return { order, buyer, productId, ret };
}

type Row = { id: string; number: number; status: string; updatedAt: string; next: string[]; order: { number: number }; customer: { email: string } };
const listed = async (query = '', cookie = support.cookie) =>
  ((await (await list(request(`/api/admin/returns${query}`, asStaff(cookie)))).json()) as { items: Row[]; counts: Record<string, number> }).items;
const patch = (id: string, body: Record<string, unknown>, cookie: string | null = support.cookie) =>
  change(request(`/api/admin/returns/${id}`, asStaff(cookie, { method: 'PATCH', body })), params({ id }));

describe('returns in the back office', () => {
  it('lists return requests newest first with order, customer, lines, reason and status; the staff order shows them too', async () => {
    const first = await requested();
    const second = await requested();
    const rows = await listed('?status=requested');
    const ids = rows.map((r) => r.id);
    expect(ids.indexOf(second.ret.id)).toBeLessThan(ids.indexOf(first.ret.id));
    expect(ids.indexOf(first.ret.id)).toBeGreaterThanOrEqual(0);
    expect(rows.find((r) => r.id === first.ret.id)).toMatchObject({
      number: first.ret.number,
      status: 'requested',
      reason: 'not_as_described',
      comment: 'Too big for my cat.',
      order: { id: first.order.id, number: first.order.number, status: 'delivered' },
      customer: { name: 'Ana Souza', email: first.buyer.email },
      items: [{ productId: first.productId, colorId: 'midnight', quantity: 1, name: `Test collar ${first.productId}`, colorName: 'Midnight' }],
      next: ['approved', 'rejected'],
    });
    expect((await listed('?status=approved')).map((r) => r.id)).not.toContain(first.ret.id);

    const order = (await (
      await staffOrder(request(`/api/admin/orders/${first.order.id}`, asStaff(support.cookie)), params({ id: first.order.id }))
    ).json()) as {
      returns: { id: string; status: string }[];
    };
    expect(order.returns).toEqual([expect.objectContaining({ id: first.ret.id, status: 'requested' })]);
  });

  it('lists a return on an order of two lines with the returned line only (its name subquery once matched every line: 500)', async () => {
    const { ret, productId } = await requested({ twoLines: true });
    const res = await list(request('/api/admin/returns', asStaff(support.cookie)));
    expect(res.status).toBe(200);
    const rows = ((await res.json()) as { items: (Row & { items: unknown[] })[] }).items;
    expect(rows.find((r) => r.id === ret.id)?.items).toEqual([
      { productId, colorId: 'midnight', quantity: 1, name: `Test collar ${productId}`, colorName: 'Midnight' },
    ]);
  });

  it('approves, then records the refund, with audit entries; a stale version or a closed move is 409', async () => {
    const { ret, order } = await requested();
    const before = (await listed('?status=requested')).find((r) => r.id === ret.id)!;

    const approved = await patch(ret.id, { status: 'approved', updatedAt: before.updatedAt });
    expect(approved.status).toBe(200);
    const after = (await approved.json()) as Row;
    expect(after).toMatchObject({ id: ret.id, status: 'approved', next: ['refunded'] });

    // The version the member saw is stale now: nothing changes twice.
    const stale = await patch(ret.id, { status: 'rejected', updatedAt: before.updatedAt }, admin.cookie);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { code: string } }).error.code).toBe('version_conflict');
    // Approved cannot go back to rejected.
    expect((await patch(ret.id, { status: 'rejected', updatedAt: after.updatedAt }, admin.cookie)).status).toBe(409);

    const refunded = await patch(ret.id, { status: 'refunded', updatedAt: after.updatedAt }, admin.cookie);
    expect(refunded.status).toBe(200);
    expect(((await refunded.json()) as Row).status).toBe('refunded');
    const [row] = await db().select().from(schema.returnRequests).where(eq(schema.returnRequests.id, ret.id));
    expect(row!.status).toBe('refunded');

    const audit = await db().select().from(schema.auditLog).where(eq(schema.auditLog.targetId, ret.id));
    expect(audit.map((a) => [a.action, a.actor]).sort()).toEqual([
      ['return.approve', support.email],
      ['return.refund', admin.email],
    ]);
    expect(audit.find((a) => a.action === 'return.approve')).toMatchObject({
      targetType: 'return_request',
      before: { status: 'requested' },
      after: { status: 'approved', order: order.id },
    });
    expect((await patch(ret.id, { status: 'bogus', updatedAt: after.updatedAt })).status).toBe(422);
  });

  it('mails the buyer the decision in their language with the lines asked back; recording the refund sends no decision mail', async () => {
    const mails = async (email: string) =>
      (await db().select().from(schema.outbox).where(eq(schema.outbox.to, email))).filter((m) => m.kind.startsWith('return-'));
    const first = await requested();
    await db().update(schema.users).set({ locale: 'pt' }).where(eq(schema.users.id, first.buyer.id));
    const before = (await listed('?status=requested')).find((r) => r.id === first.ret.id)!;
    const approved = (await (await patch(first.ret.id, { status: 'approved', updatedAt: before.updatedAt })).json()) as Row;
    const approval = (await mails(first.buyer.email)).find((m) => m.kind === 'return-approved')!;
    expect(approval.subject).toBe(`Sua solicitação de devolução Pawtrail nº ${first.ret.number} foi aprovada`);
    expect(approval.text).toContain(`Aprovamos sua solicitação de devolução nº ${first.ret.number} referente ao pedido nº ${first.order.number}.`);
    expect(approval.text).toContain('Too big for my cat.');
    expect(approval.text).toContain(`/pt/user?order=${first.order.id}`);
    expect(approval.html).toContain('lang="pt-BR"');
    // Listed on the order in the back office.
    expect(approval.orderId).toBe(first.order.id);
    expect((await patch(first.ret.id, { status: 'refunded', updatedAt: approved.updatedAt })).status).toBe(200);
    expect((await mails(first.buyer.email)).map((m) => m.kind).sort()).toEqual(['return-approved', 'return-requested']);

    const second = await requested();
    const asked = (await listed('?status=requested')).find((r) => r.id === second.ret.id)!;
    expect((await patch(second.ret.id, { status: 'rejected', updatedAt: asked.updatedAt })).status).toBe(200);
    const rejection = (await mails(second.buyer.email)).find((m) => m.kind === 'return-rejected')!;
    expect(rejection.subject).toBe(`Your Pawtrail return request #${second.ret.number} could not be approved`);
    expect(rejection.text).toContain(`we could not approve your return request #${second.ret.number} for order #${second.order.number}`);
  });

  it('keeps editors, customers and anonymous callers out', async () => {
    const { ret, buyer } = await requested();
    const version = (await listed()).find((r) => r.id === ret.id)!.updatedAt;
    expect((await list(request('/api/admin/returns', asStaff(editor.cookie)))).status).toBe(403);
    expect((await list(request('/api/admin/returns', { token: buyer.token }))).status).toBe(403);
    expect((await list(request('/api/admin/returns'))).status).toBe(401);
    expect((await patch(ret.id, { status: 'approved', updatedAt: version }, editor.cookie)).status).toBe(403);
    const customer = await change(
      request(`/api/admin/returns/${ret.id}`, { method: 'PATCH', token: buyer.token, body: { status: 'approved', updatedAt: version } }),
      params({ id: ret.id }),
    );
    expect(customer.status).toBe(403);
    expect((await patch(ret.id, { status: 'approved', updatedAt: version }, null)).status).toBe(401);
    const [row] = await db().select().from(schema.returnRequests).where(eq(schema.returnRequests.id, ret.id));
    expect(row!.status).toBe('requested');
    expect((await patch(randomUUID(), { status: 'approved', updatedAt: version })).status).toBe(404);
  });
});
