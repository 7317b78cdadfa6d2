import { randomBytes } from 'node:crypto';
import { closeDb, db } from '@/lib/server/db';
import { issueOrderLink } from '@/lib/server/shop/order-links';
import { params, request } from '@/test/http';
import { placePaidOrder } from '@/test/orders';
import { pdfText } from '@/test/pdf-text';
import { shopFixtures } from '@/test/shop-fixtures';
import { POST as byLink } from '../../invoice/route';
import { GET as invoice } from './route';

// The buyer downloads the invoice of their order (issue 34), from the account or the order's link.

const fx = shopFixtures();
afterAll(async () => {
  await fx.cleanup();
  await closeDb();
});

it('gives the buyer the invoice of their order in its language, and nobody else', async () => {
  const order = await placePaidOrder(fx, 'de');
  const res = await invoice(request(`/api/orders/${order.id}/invoice`, { token: order.buyer.token, method: 'GET' }), params({ id: order.id }));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${order.number}.pdf"`);
  expect(pdfText(Buffer.from(await res.arrayBuffer())).replace(/\s+/g, '')).toContain(`Rechnungs-Nr.${order.number}`);

  const stranger = await fx.user('Eve');
  expect((await invoice(request(`/api/orders/${order.id}/invoice`, { token: stranger.token, method: 'GET' }), params({ id: order.id }))).status).toBe(404);
  expect((await invoice(request(`/api/orders/${order.id}/invoice`, { method: 'GET' }), params({ id: order.id }))).status).toBe(401);
});

it('gives it to whoever holds the order’s mailed link; an unknown link gets 404', async () => {
  const order = await placePaidOrder(fx, 'en');
  const token = await issueOrderLink(order.id, db());
  const res = await byLink(request('/api/orders/invoice', { body: { token } }));
  expect(res.status).toBe(200);
  expect(pdfText(Buffer.from(await res.arrayBuffer())).replace(/\s+/g, '')).toContain(`Invoiceno.${order.number}`);
  expect((await byLink(request('/api/orders/invoice', { body: { token: randomBytes(32).toString('base64url') } }))).status).toBe(404);
});
