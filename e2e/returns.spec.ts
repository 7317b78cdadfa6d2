import { expect, test } from './fixtures';
import en from '../messages/en.json';
import { waitForMail } from './mailbox';
import { apiBuyer, openSignedIn, placeOrderAs } from './buyers';
import { specUsers } from './users';

/**
 * Returns (issue 16): a buyer asks to send back an item of a delivered order from the order page,
 * gets the confirmation by email, and sees the request on the order with its status.
 */
const { db, dbUser } = specUsers('e2e-returns');

test('a buyer asks to return an item of a delivered order and follows the request on the order page', async ({ page }) => {
  const email = await dbUser('en', 'Robin Park');
  const buyer = await apiBuyer(page, email, 'en');
  const order = await placeOrderAs(
    buyer,
    { recipient: 'Robin Park', phone: '+1 415 555 0100', country: 'US', region: 'CA', city: 'San Francisco', line1: '1 Market St', postalCode: '94105' },
    [{ productId: 'c4', colorId: 'sage', quantity: 2 }],
  );
  // Delivered, as staff record it (their screens are tested in admin.spec).
  await db.query(`update orders set status = 'delivered' where id = $1`, [order.id]);
  await db.query(`insert into order_status_history (order_id, status) values ($1, 'shipped'), ($1, 'delivered')`, [order.id]);

  await openSignedIn(page, buyer, `/user?order=${order.id}`);
  const detail = page.getByTestId('order-detail');
  await detail.getByRole('button', { name: en.Orders.returnRequest }).click();
  const form = detail.locator('form');
  // Nothing ticked: the form says what is missing and sends nothing.
  await form.getByRole('button', { name: en.Orders.returnSubmit }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await form.getByRole('checkbox').first().check();
  await form
    .getByLabel(/^Quantity of/)
    .first()
    .selectOption('1');
  await form.getByLabel(en.Orders.returnReason).selectOption('damaged');
  await form.getByLabel(new RegExp(`^${en.Orders.returnComment}`)).fill('The clip broke in the box.');
  await form.getByRole('button', { name: en.Orders.returnSubmit }).click();

  const sent = page.getByText(/Your return request #(\d+) has been sent/);
  await expect(sent).toBeVisible();
  const number = /#(\d+)/.exec((await sent.textContent()) ?? '')![1]!;
  await expect(detail).toContainText(en.Orders.returnNumber.replace('{number}', number));
  await expect(detail).toContainText(en.Orders.returnStatus.requested);

  const [row] = (
    await db.query<{ reason: string; comment: string; status: string; quantity: number }>(
      `select r.reason, r.comment, r.status, i.quantity from return_requests r join return_request_items i on i.request_id = r.id where r.number = $1`,
      [Number(number)],
    )
  ).rows;
  expect(row).toEqual({ reason: 'damaged', comment: 'The clip broke in the box.', status: 'requested', quantity: 1 });
  const mail = await waitForMail({ to: email, subject: `Your Pawtrail return request #${number}` });
  expect(mail.html).toContain('<html lang="en">');

  // One more of the two may still go back; the reloaded page offers that one only.
  await page.reload();
  await detail.getByRole('button', { name: en.Orders.returnRequest }).click();
  await expect(
    detail
      .locator('form')
      .getByLabel(/^Quantity of/)
      .locator('option'),
  ).toHaveCount(1);
});
