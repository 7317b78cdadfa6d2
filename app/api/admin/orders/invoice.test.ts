import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { placePaidOrder } from '@/test/orders';
import { pdfText } from '@/test/pdf-text';
import { shopFixtures } from '@/test/shop-fixtures';
import { staffFixtures } from '@/test/staff-fixtures';
import { GET as invoice } from './[id]/invoice/route';

// The invoice of an order as a PDF in its buyer's language (issue 34): seller with its VAT number,
// buyer, number and dates, lines with unit prices, tax as charged and the total.

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

const fetchInvoice = (id: string, cookie = support.cookie) => invoice(request(`/api/admin/orders/${id}/invoice`, staff.asStaff(cookie)), params({ id }));
const flat = (text: string) => text.replace(/\s+/g, '');

it('writes a German order’s invoice in German: the branch and its VAT ID, the lines with unit prices, VAT contained with the net amount', async () => {
  const order = await placePaidOrder(shop, 'de');
  const res = await fetchInvoice(order.id);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${order.number}.pdf"`);
  const text = flat(pdfText(Buffer.from(await res.arrayBuffer())));
  const euros = (minor: number) => flat(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(minor / 100));
  expect(text).toContain('Rechnung');
  expect(text).toContain(`Rechnungs-Nr.${order.number}`);
  expect(text).toContain('Rechnungsdatum:');
  expect(text).toContain('ZweigniederlassungDeutschland');
  expect(text).toContain('DE000000000');
  expect(text).toContain('Rechnungsempfänger');
  expect(text).toContain('LenaVogel');
  const [line] = order.lines;
  expect(text).toContain(flat(line!.name));
  expect(text).toContain(euros(line!.unitPriceCents));
  expect(text).toContain(euros(line!.lineTotalCents));
  expect(order.taxIncluded).toBe(true);
  expect(text).toContain(`Nettobetrag${euros(order.totalCents - order.taxCents)}`);
  expect(text).toContain(euros(order.taxCents));
  expect(text).toContain(euros(order.totalCents));
  expect(text).toContain('Bezahltmit');
});

it('adds US sales tax to an American order’s total, in English', async () => {
  const order = await placePaidOrder(shop, 'en');
  const text = flat(pdfText(Buffer.from(await (await fetchInvoice(order.id)).arrayBuffer())));
  const dollars = (minor: number) => flat(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100));
  expect(text).toContain(`Invoiceno.${order.number}`);
  expect(text).toContain('Salestax');
  expect(text).toContain(dollars(order.taxCents));
  expect(text).toContain(`Total${dollars(order.totalCents)}`);
  expect(text).not.toContain('Netamount');
});

it('has none for an order not yet paid (409), and is for support and admins only', async () => {
  const order = await placePaidOrder(shop, 'en');
  expect((await fetchInvoice(order.id, editor.cookie)).status).toBe(403);
  await db().update(schema.orders).set({ status: 'pending' }).where(eq(schema.orders.id, order.id));
  await db().delete(schema.orderStatusHistory).where(eq(schema.orderStatusHistory.orderId, order.id));
  const res = await fetchInvoice(order.id);
  expect(res.status).toBe(409);
  expect(await res.json()).toMatchObject({ error: { code: 'not_invoiced' } });
  const missing = randomUUID();
  expect((await fetchInvoice(missing)).status).toBe(404);
});
