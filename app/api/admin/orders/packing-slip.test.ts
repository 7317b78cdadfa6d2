import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as createAddress } from '@/app/api/addresses/route';
import { POST as createCard } from '@/app/api/cards/route';
import { POST as placeOrder } from '@/app/api/orders/route';
import { closeDb, db, schema } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { staffFixtures } from '@/test/staff-fixtures';
import { pdfText } from '@/test/pdf-text';
import { GET as slip } from './[id]/packing-slip/route';

const shop = shopFixtures();
const staff = staffFixtures();

let support: Awaited<ReturnType<typeof staff.signedIn>>;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
beforeAll(async () => {
  [support, editor] = await Promise.all([staff.signedIn('support'), staff.signedIn('editor')]);
});
afterAll(async () => {
  await staff.cleanup();
  await shop.cleanup();
  await closeDb();
});

it('writes the packing slip of a Japanese order as a PDF in Japanese, with its lines, the address and the seller', async () => {
  const buyer = await shop.user('田中 結衣');
  await db().update(schema.users).set({ locale: 'ja' }).where(eq(schema.users.id, buyer.id));
  const productId = await shop.product({ stock: 5, priceCents: 5000 });
  const address = await (
    await createAddress(
      request('/api/addresses', {
        token: buyer.token,
        body: {
          recipient: '田中 結衣',
          phone: '+81 3 1234 5678',
          country: 'JP',
          region: '東京都',
          city: '渋谷区',
          line1: '神宮前1-2-3',
          postalCode: '150-0001',
        },
      }),
    )
  ).json();
  const card = await (
    await createCard(
      request('/api/cards', {
        token: buyer.token,
        body: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', holder: 'YUI TANAKA' },
      }),
    )
  ).json();
  const placed = await placeOrder(
    request('/api/orders', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { addressId: address.id, cardId: card.id, items: [{ productId, colorId: 'midnight', quantity: 3 }] },
    }),
  );
  const order = (await placed.json()) as { id: string; number: number };
  const [line] = await db().select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));

  const res = await slip(request(`/api/admin/orders/${order.id}/packing-slip`, staff.asStaff(support.cookie)), params({ id: order.id }));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="packing-slip-${order.number}.pdf"`);
  const flat = pdfText(Buffer.from(await res.arrayBuffer())).replace(/\s+/g, '');
  expect(flat).toContain('納品書');
  expect(flat).toContain(`ご注文#${order.number}`);
  expect(flat).toContain('田中結衣');
  expect(flat).toContain('神宮前1-2-3');
  expect(flat).toContain(line!.name.replace(/\s+/g, ''));
  expect(flat).toContain('販売者');
  expect(flat).toContain('（デモ）');

  expect((await slip(request(`/api/admin/orders/${order.id}/packing-slip`, staff.asStaff(editor.cookie)), params({ id: order.id }))).status).toBe(403);
  const missing = randomUUID();
  expect((await slip(request(`/api/admin/orders/${missing}/packing-slip`, staff.asStaff(support.cookie)), params({ id: missing }))).status).toBe(404);
});
