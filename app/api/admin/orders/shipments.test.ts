import { eq, inArray } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { request } from '@/test/http';
import { placePaidOrder } from '@/test/orders';
import { shopFixtures } from '@/test/shop-fixtures';
import { staffFixtures } from '@/test/staff-fixtures';
import { POST as ship } from './shipments/route';

// Orders marked shipped from a CSV file (issue 34): every line or none, each order audited and its
// buyer mailed in their language; a bad line is named with what is wrong, in the member's language.

const shop = shopFixtures();
const staff = staffFixtures();
let support: Awaited<ReturnType<typeof staff.signedIn>>;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
const orderIds: string[] = [];
beforeAll(async () => {
  [support, editor] = await Promise.all([staff.signedIn('support'), staff.signedIn('editor')]);
});
afterAll(async () => {
  if (orderIds.length) {
    await db().delete(schema.outbox).where(inArray(schema.outbox.orderId, orderIds));
    await db().delete(schema.orders).where(inArray(schema.orders.id, orderIds));
  }
  await staff.cleanup();
  await shop.cleanup();
  await closeDb();
});

const send = (csv: string, cookie = support.cookie, lang = 'en') =>
  ship(request('/api/admin/orders/shipments', staff.asStaff(cookie, { body: { csv }, lang })));
async function order(locale: 'de' | 'en' | 'ja') {
  const placed = await placePaidOrder(shop, locale, 1);
  orderIds.push(placed.id);
  return placed;
}
const statusOf = async (id: string) => (await db().select({ status: schema.orders.status }).from(schema.orders).where(eq(schema.orders.id, id)))[0]!.status;

it('ships every order of the file in one go: carriers as the list names them, a mail in each buyer’s language, an audit entry each', async () => {
  const [de, ja] = [await order('de'), await order('ja')];
  const csv = `order,carrier,tracking,weight\n#${de.number},dhl,00340434161094042557,1.2\n${ja.number},Yamato Transport,4512-3456-7890,0.4\n`;
  const res = await send(csv);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ shipped: [de, ja].map((o) => ({ id: o.id, number: o.number })).sort((a, b) => a.number - b.number) });

  const rows = await db()
    .select()
    .from(schema.orders)
    .where(inArray(schema.orders.id, [de.id, ja.id]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  expect(byId.get(de.id)).toMatchObject({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' });
  expect(byId.get(ja.id)).toMatchObject({ status: 'shipped', trackingNumber: '4512-3456-7890' });

  const mails = await db()
    .select()
    .from(schema.outbox)
    .where(inArray(schema.outbox.orderId, [de.id, ja.id]));
  const shippedMail = (id: string) => mails.find((m) => m.orderId === id && m.kind === 'order-shipped')!;
  expect(shippedMail(de.id).subject).toBe(`Deine Pawtrail-Bestellung #${de.number} ist unterwegs`);
  expect(shippedMail(ja.id).subject).toContain(`#${ja.number}`);

  const audit = await db()
    .select()
    .from(schema.auditLog)
    .where(inArray(schema.auditLog.targetId, [de.id, ja.id]));
  expect(audit.map((a) => [a.targetId, a.action, (a.after as { bulk?: boolean }).bulk])).toEqual(
    expect.arrayContaining([
      [de.id, 'order.ship', true],
      [ja.id, 'order.ship', true],
    ]),
  );
});

it('changes nothing when one line is wrong, and names each bad line in the member’s language', async () => {
  const [a, b, c] = [await order('en'), await order('en'), await order('en')];
  await db().update(schema.orders).set({ status: 'shipped' }).where(eq(schema.orders.id, c.id));
  const csv = [
    'order,carrier,tracking',
    `${a.number},UPS,1Z999AA10123456784`,
    `${b.number},UPS,x`, // tracking too short
    `${a.number},UPS,1Z999AA10123456785`, // the same order twice
    `abc,UPS,1Z999AA10123456786`,
  ].join('\n');
  const res = await send(csv, support.cookie, 'de');
  expect(res.status).toBe(422);
  const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
  expect(body.error.code).toBe('invalid_rows');
  expect(Object.keys(body.error.fields).sort()).toEqual(['3:tracking', '4:order', '5:order']);
  expect(body.error.fields['4:order']).toBe('Diese Bestellung steht schon in Zeile 2.');
  expect(await statusOf(a.id)).toBe('paid');

  // The file reads well, but one order is not waiting to ship and another does not exist: still nothing changes.
  const second = await send(
    `order,carrier,tracking\n${a.number},UPS,1Z999AA10123456784\n${c.number},UPS,1Z999AA10123456787\n999999999,UPS,1Z999AA10123456788\n`,
  );
  expect(second.status).toBe(422);
  const fields = ((await second.json()) as { error: { fields: Record<string, string> } }).error.fields;
  expect(fields).toEqual({
    '3:order': `Order #${c.number} is not waiting to ship: its status is “Shipped”.`,
    '4:order': 'There is no order #999999999.',
  });
  expect(await statusOf(a.id)).toBe('paid');
  expect(await db().select().from(schema.outbox).where(eq(schema.outbox.orderId, a.id))).toHaveLength(1); // the confirmation only
});

it('refuses a file without the columns, and members other than support and admins', async () => {
  const res = await send('number,carrier\n1,UPS\n');
  expect(res.status).toBe(422);
  expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields['1']).toContain('tracking');
  expect((await send('order,carrier,tracking\n1,UPS,1Z999AA10123456784\n', editor.cookie)).status).toBe(403);
});
