import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import en from '../messages/en.json';
import { specDb } from './db';
import { waitForMail } from './mailbox';
import { apiSignIn, staffAccounts } from './staff';

/**
 * Orders marked shipped from a CSV file (issue 34): a support member uploads the warehouse's file;
 * a bad line changes nothing and is named; the corrected file ships both orders, and each buyer
 * gets the shipping mail with the carrier's tracking link.
 */
const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
const emails: string[] = [];
test.afterAll(async () => {
  await db.query('delete from orders where email = any($1::text[])', [emails]);
  await db.query('delete from outbox where "to" = any($1::text[])', [emails]);
  await removeStaff();
  await db.end();
});

/** A paid guest order in English, waiting to ship. */
async function paidOrder() {
  const email = `e2e-ship-${randomUUID().slice(0, 8)}@example.test`;
  emails.push(email);
  const {
    rows: [order],
  } = await db.query<{ id: string; number: number }>(
    `insert into orders (email, locale, guest_key, idempotency_key, request_hash, status, subtotal_cents, shipping_cents, total_cents, address, card_brand, card_last4)
     values ($1, 'en', $2, $3, 'e2e', 'paid', 2400, 0, 2400, $4, 'visa', '4242') returning id, number`,
    [
      email,
      randomUUID(),
      randomUUID(),
      { recipient: 'Robin Guest', phone: '+1 415 555 0100', country: 'US', city: 'SF', line1: '1 Market St', postalCode: '94105' },
    ],
  );
  await db.query(`insert into order_items (order_id, product_id, color_id, name, unit_price_cents, quantity) values ($1, 't2-tag', 'amber', 'T2', 1200, 2)`, [
    order!.id,
  ]);
  return { ...order!, email };
}

test('a support member marks two orders shipped from a CSV file; a bad line first changes nothing', async ({ page }) => {
  const [a, b] = [await paidOrder(), await paidOrder()];
  await apiSignIn(page, await insertStaff('support', `Sam Shipper ${randomUUID().slice(0, 4)}`));
  await page.goto('/admin/orders');
  const panel = page.getByTestId('shipment-import');
  const upload = (text: string) =>
    panel.getByLabel(en.AdminOrders.shipments.file).setInputFiles({ name: 'shipments.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

  await upload(`order,carrier,tracking\n${a.number},UPS,1Z999AA10123456784\n${b.number},UPS,?\n`);
  await panel.getByRole('button', { name: en.AdminOrders.shipments.submit }).click();
  await expect(panel.getByTestId('import-errors')).toContainText('Line 3, column tracking:');
  expect((await db.query(`select status from orders where id = $1`, [a.id])).rows[0]!.status).toBe('paid');

  await upload(`order,carrier,tracking\n${a.number},UPS,1Z999AA10123456784\n#${b.number},usps,9400111899223197428490\n`);
  await panel.getByRole('button', { name: en.AdminOrders.shipments.submit }).click();
  await expect(panel.getByRole('status')).toHaveText('2 orders were marked shipped, and the customers have been emailed.');
  await expect(panel.getByTestId('import-errors')).toHaveCount(0);

  const { rows } = await db.query<{ number: number; status: string; carrier: string }>(
    'select number, status, carrier from orders where id = any($1::uuid[]) order by number',
    [[a.id, b.id]],
  );
  expect(rows.map((r) => [r.number, r.status, r.carrier])).toEqual([
    [a.number, 'shipped', 'UPS'],
    [b.number, 'shipped', 'USPS'],
  ]);
  const mail = await waitForMail({ to: b.email, subject: `Your Pawtrail order #${b.number} is on its way` });
  expect(mail.text).toContain('9400111899223197428490');
  expect(mail.text).toMatch(/https:\/\/tools\.usps\.com\/\S*9400111899223197428490/);
});
