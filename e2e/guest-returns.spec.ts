import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { specDb } from './db';
import { waitForMail } from './mailbox';

/**
 * A guest (no account) asks to send part of a delivered order back from the order's mailed link
 * (issue 34); the confirmation goes to the order's email with a link back to the order.
 */
const db = specDb();
test.afterAll(async () => db.end());

test('a guest asks for a return from the order link, sees it on the order and gets the confirmation by email', async ({ page }) => {
  const email = `guest-${randomUUID().slice(0, 8)}@example.test`;
  const {
    rows: [order],
  } = await db.query<{ id: string; number: number }>(
    `insert into orders (email, locale, guest_key, idempotency_key, request_hash, status, subtotal_cents, shipping_cents, total_cents, address, card_brand, card_last4)
     values ($1, 'en', $2, $3, 'e2e', 'delivered', 2400, 0, 2400, $4, 'visa', '4242') returning id, number`,
    [
      email,
      randomUUID(),
      randomUUID(),
      { recipient: 'Robin Guest', phone: '+1 415 555 0100', country: 'US', city: 'SF', line1: '1 Market St', postalCode: '94105' },
    ],
  );
  try {
    await db.query(`insert into order_items (order_id, product_id, color_id, name, unit_price_cents, quantity) values ($1, 't2-tag', 'amber', 'T2', 1200, 2)`, [
      order!.id,
    ]);
    const link = randomBytes(32).toString('base64url');
    await db.query(`insert into order_links (token_hash, order_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
      createHash('sha256').update(link).digest('hex'),
      order!.id,
    ]);

    await page.goto(`/order#${link}`);
    await expect(page.getByTestId('order-detail')).toContainText(`#${order!.number}`);
    await page.getByRole('button', { name: 'Request a return' }).click();
    const form = page.getByTestId('order-detail').locator('form');
    await form.getByRole('checkbox').first().check();
    await form.getByRole('combobox', { name: /^Reason/ }).selectOption('damaged');
    await form.getByRole('button', { name: 'Send return request' }).click();
    const status = page.getByRole('status').filter({ hasText: /^Your return request #\d+ has been sent\./ });
    await expect(status).toBeVisible();
    const number = /#(\d+)/.exec((await status.textContent())!)![1];

    const mail = await waitForMail({ to: email, subject: `Your Pawtrail return request #${number}` });
    expect(mail.text).toContain(`we have received your return request #${number} for order #${order!.number}.`);
    // Its link opens the order, where the request now shows.
    const back = /https?:\/\/\S+\/order#[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
    await page.goto(new URL(back).pathname + new URL(back).hash);
    await expect(page.getByTestId('order-detail')).toContainText(`#${number}`);
  } finally {
    await db.query('delete from orders where id = $1', [order!.id]);
    await db.query('delete from outbox where "to" = $1', [email]);
  }
});
