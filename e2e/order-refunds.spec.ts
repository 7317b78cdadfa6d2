import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { expect, test } from './fixtures';
import en from '../messages/en.json';
import de from '../messages/de.json';
import { waitForMail } from './mailbox';
import { apiSignIn, staffAccounts } from './staff';
import { apiBuyer, placeOrderAs } from './buyers';
import { specUsers } from './users';

/**
 * Refunds (issue 34): a support member refunds one unit of a German buyer's order from the order
 * detail and puts it back in stock; the refund is listed, the buyer's mail arrives in German, the
 * stock went up, and the packing slip downloads as a PDF holding the order's lines.
 */
const { db, dbUser } = specUsers('e2e-refunds');
const { insertStaff, removeStaff } = staffAccounts(db);
test.afterAll(removeStaff);

/**
 * What the buyer orders: a product no other spec orders, so the stock this spec reads moves only by
 * its own order and refund (the C4, which the shop specs buy on the other worker, went down by two
 * between the reads once).
 */
const PRODUCT = 'f1-feeder';
const COLOUR = 'white';

const stockOf = async (id: string) => (await db.query<{ stock: number }>('select stock from products where id = $1', [id])).rows[0]!.stock;

test('a support member refunds one unit with restock; the buyer is mailed in German and the packing slip lists the lines', async ({ page }) => {
  const email = await dbUser('de', 'Lena Vogel');
  const order = await placeOrderAs(
    await apiBuyer(page, email, 'de'),
    { recipient: 'Lena Vogel', phone: '+49 30 1234567', country: 'DE', city: 'Berlin', line1: 'Unter den Linden 1', postalCode: '10117' },
    [{ productId: PRODUCT, colorId: COLOUR, quantity: 2 }],
  );
  const stockBefore = await stockOf(PRODUCT);

  const support = await insertStaff('support', `Sasha Support ${randomUUID().slice(0, 4)}`);
  await apiSignIn(page, support);
  await page.goto('/admin/orders');
  await page.getByRole('button', { name: new RegExp(`#${order.number}\\b`) }).click();
  await expect(page.getByRole('heading', { name: en.AdminOrders.heading.replace('{number}', String(order.number)) })).toBeFocused();

  await page.getByRole('button', { name: en.AdminOrders.refundOpen, exact: true }).click();
  const form = page.getByRole('form', { name: en.AdminOrders.refundForm });
  await form.getByLabel(/^Quantity to refund: /).fill('1');
  await form.getByLabel(en.AdminOrders.restock).check();
  await form.getByLabel(en.AdminOrders.reason).fill('Strap arrived scratched');
  await expect(form.getByTestId('refund-amount')).toContainText(/Amount to refund: €\d/);
  await form.getByRole('button', { name: en.AdminOrders.refundSubmit }).click();

  await expect(page.getByText(/refunded\. The customer has been emailed\./)).toBeVisible();
  await expect(page.getByTestId('order-refunded')).toHaveText(en.AdminOrders.refunded.partial);
  const listed = page.getByTestId('order-refunds');
  await expect(listed).toContainText('Sasha Support');
  await expect(listed).toContainText('Strap arrived scratched');
  await expect(listed).toContainText(en.AdminOrders.refundRestocked);

  const { rows } = await db.query<{ amount_cents: number; restocked: boolean }>('select amount_cents, restocked from refunds where order_id = $1', [order.id]);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.restocked).toBe(true);
  expect(await stockOf(PRODUCT)).toBe(stockBefore + 1);

  const subject = de.Orders.email.refundSubject.replace('{brand}', 'Pawtrail').replace('{number}', String(order.number));
  const mail = await waitForMail({ to: email, subject });
  expect(mail.html).toContain('<html lang="de">');
  expect(mail.text).toContain('mit der Endung 4242 erstattet');
  expect(mail.text).toContain('(Menge: 1)');
  expect(mail.text).toContain('innerhalb von 10 Werktagen');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: en.AdminOrders.packingSlip }).click()]);
  expect(download.suggestedFilename()).toBe(`packing-slip-${order.number}.pdf`);
  const { text } = await extractText(new Uint8Array(await readFile((await download.path())!)), { mergePages: true });
  // The lines as the order's language names them: product, colour, quantity.
  const { rows: names } = await db.query<{ product: string; colour: string }>(
    `select p.name as product, c.name as colour from product_texts p join product_color_texts c on c.product_id = p.product_id and c.locale = p.locale
     where p.product_id = $1 and p.locale = 'de' and c.color_id = $2`,
    [PRODUCT, COLOUR],
  );
  expect(text).toContain(de.PackingSlip.title);
  expect(text).toContain('Lena Vogel');
  expect(text).toContain(names[0]!.product);
  expect(text).toContain(names[0]!.colour);

  // The invoice: the same order in German, with its number, VAT contained and the German branch's VAT ID.
  const [bill] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: en.AdminOrders.invoice }).click()]);
  expect(bill.suggestedFilename()).toBe(`invoice-${order.number}.pdf`);
  const invoice = (await extractText(new Uint8Array(await readFile((await bill.path())!)), { mergePages: true })).text;
  expect(invoice).toContain(de.Invoice.title);
  expect(invoice).toContain(de.Invoice.number.replace('{number}', String(order.number)));
  expect(invoice).toContain(names[0]!.product);
  expect(invoice).toContain('Lena Vogel');
  expect(invoice).toContain('DE000000000');

  // specUsers' clean-up gives back the ordered quantity of orders not cancelled; one unit is back already.
  await db.query('update products set stock = stock - 1 where id = $1', [PRODUCT]);
});
