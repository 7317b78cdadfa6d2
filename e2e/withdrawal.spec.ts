import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { expect, test } from './fixtures';
import de from '../messages/de.json';
import fr from '../messages/fr.json';
import { axe } from './axe';
import { waitForMail } from './mailbox';
import { apiBuyer, openSignedIn, placeOrderAs } from './buyers';
import { specUsers } from './users';

/**
 * The withdrawal function (EU Directive 2023/2673, in force since 19 June 2026; issue 32): on the
 * order page of an order from a market whose law gives a right of withdrawal, a button withdraws
 * from the contract, a confirmation step names the contract and the buyer, and the
 * acknowledgement of receipt arrives by mail in the buyer's language. From the account and from a
 * guest order's mailed link.
 */
const { db, dbUser, newEmail } = specUsers('e2e-withdrawal');

/** A guest order straight in the database, `status` in `market`, with a mailed link to it. */
async function guestOrder(opts: { email: string; locale: string; market: string; currency: string; status: 'paid' | 'delivered' }) {
  const {
    rows: [order],
  } = await db.query<{ id: string; number: number }>(
    `insert into orders (email, locale, guest_key, idempotency_key, request_hash, status, market, currency, subtotal_cents, shipping_cents, total_cents, address, card_brand, card_last4)
     values ($1, $2, $3, $4, 'e2e', $5, $6, $7, 5800, 0, 5800, $8, 'visa', '4242') returning id, number`,
    [
      opts.email,
      opts.locale,
      randomUUID(),
      randomUUID(),
      opts.status,
      opts.market,
      opts.currency,
      { recipient: 'Camille Martin', phone: '+33 1 23 45 67 89', country: 'FR', city: 'Paris', line1: '1 rue de Rivoli', postalCode: '75001' },
    ],
  );
  await db.query(`insert into order_items (order_id, product_id, color_id, name, unit_price_cents, quantity) values ($1, 't2-tag', 'amber', 'T2', 2900, 2)`, [
    order!.id,
  ]);
  // The stock the checkout would have taken (a cancellation gives it back; the spec's users put the rest back after it).
  await db.query(`update products set stock = stock - 2 where id = 't2-tag'`);
  const link = randomBytes(32).toString('base64url');
  await db.query(`insert into order_links (token_hash, order_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    createHash('sha256').update(link).digest('hex'),
    order!.id,
  ]);
  return { ...order!, link };
}

test('a German buyer withdraws from a delivered order on its page and gets the acknowledgement by mail', async ({ page }) => {
  const email = await dbUser('de', 'Lena Vogel');
  const buyer = await apiBuyer(page, email, 'de');
  // Placed in German: the German market, whose law gives 14 days.
  const order = await placeOrderAs(
    buyer,
    { recipient: 'Lena Vogel', phone: '+49 30 1234567', country: 'DE', region: 'Berlin', city: 'Berlin', line1: 'Torstraße 1', postalCode: '10119' },
    [{ productId: 'c4', colorId: 'sage', quantity: 1 }],
  );
  expect(order.market).toBe('DE');
  await db.query(`update orders set status = 'delivered' where id = $1`, [order.id]);
  await db.query(`insert into order_status_history (order_id, status) values ($1, 'shipped'), ($1, 'delivered')`, [order.id]);

  await openSignedIn(page, buyer, `/de/user?order=${order.id}`, '/de/index');
  const detail = page.getByTestId('order-detail');
  // The invoice, in German, saved from the order page.
  const [bill] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: de.Orders.invoice }).click()]);
  expect(bill.suggestedFilename()).toBe(`invoice-${order.number}.pdf`);
  const text = (await extractText(new Uint8Array(await readFile((await bill.path())!)), { mergePages: true })).text;
  expect(text).toContain(de.Invoice.number.replace('{number}', String(order.number)));
  // The period's last day, on the page beside the button.
  await expect(detail.getByTestId('withdrawal')).toContainText(/Du kannst diesen Kauf bis zum \d{1,2}\. \S+ \d{4} ohne Angabe von Gründen widerrufen\./);
  await detail.getByRole('button', { name: de.Orders.withdraw }).click();

  // The confirmation step: focus on its heading; the contract, the name and where the acknowledgement goes.
  const form = page.getByTestId('withdrawal-form');
  await expect(form.getByRole('heading', { name: de.Orders.withdrawHeading })).toBeFocused();
  await expect(form).toContainText(`Du widerrufst den Vertrag zu deiner Bestellung #${order.number}`);
  await expect(form).toContainText(de.Orders.withdrawReceipt.replace('{email}', email));
  const name = form.getByLabel(de.Orders.withdrawName);
  await expect(name).toHaveValue('Lena Vogel');
  expect((await axe(page, { include: ['[data-testid="order-detail"]'] })).violations).toEqual([]);
  // Without a name nothing is sent: the field says why.
  await name.fill('');
  await form.getByRole('button', { name: de.Orders.withdrawConfirm }).click();
  await expect(form.getByText(de.Shop.validation.withdrawalName)).toBeVisible();
  await name.fill('Lena Vogel');
  await form.getByRole('button', { name: de.Orders.withdrawConfirm }).click();

  const status = page.getByRole('status').filter({ hasText: /^Dein Widerruf ist am .+ bei uns eingegangen\./ });
  await expect(status).toBeVisible();
  await expect(detail).toContainText(/Du hast diesen Vertrag am .+ widerrufen\./);
  // The goods come back as a return of the whole order; the button is gone.
  await expect(detail.getByTestId('order-returns')).toContainText(de.Orders.returnStatus.requested);
  await expect(detail.getByRole('button', { name: de.Orders.withdraw })).toHaveCount(0);

  const mail = await waitForMail({ to: email, subject: `Wir haben deinen Widerruf zur Pawtrail-Bestellung #${order.number} erhalten` });
  expect(mail.text).toContain('Name: Lena Vogel');
  expect(mail.text).toMatch(/am \d{1,2}\. \S+ \d{4} um \d{2}:\d{2}:\d{2} (MEZ|MESZ) bei uns eingegangen/);
  expect(mail.text).toContain('dafür hast du ab heute 14 Tage Zeit');
});

test('a guest withdraws from an order that has not shipped from its mailed link: it is cancelled, and the acknowledgement is in French', async ({ page }) => {
  const email = newEmail('guest');
  const order = await guestOrder({ email, locale: 'fr', market: 'FR', currency: 'EUR', status: 'paid' });
  await page.goto(`/fr/order#${order.link}`);
  const detail = page.getByTestId('order-detail');
  await detail.getByRole('button', { name: fr.Orders.withdraw }).click();
  const form = page.getByTestId('withdrawal-form');
  await expect(form.getByLabel(fr.Orders.withdrawName)).toHaveValue('Camille Martin');
  await form.getByRole('button', { name: fr.Orders.withdrawConfirm }).click();

  await expect(page.getByRole('status').filter({ hasText: /^Nous avons bien reçu votre rétractation le / })).toBeVisible();
  await expect(detail.getByRole('heading', { level: 2 })).toContainText(fr.Orders.status.cancelled);
  const mail = await waitForMail({ to: email, subject: `Nous avons bien reçu votre rétractation pour la commande Pawtrail nº\u00a0${order.number}` });
  expect(mail.text).toContain('Camille Martin');
  expect(mail.text).toContain('4242');
});

test('an order from a market whose law gives no right of withdrawal has no withdrawal button', async ({ page }) => {
  const email = newEmail('us');
  const order = await guestOrder({ email, locale: 'en', market: 'US', currency: 'USD', status: 'delivered' });
  await page.goto(`/order#${order.link}`);
  const detail = page.getByTestId('order-detail');
  // The return is offered (the shop's own policy); the statutory withdrawal is not.
  await expect(detail.getByRole('button', { name: 'Request a return' })).toBeVisible();
  await expect(detail.getByTestId('withdrawal')).toHaveCount(0);
});
