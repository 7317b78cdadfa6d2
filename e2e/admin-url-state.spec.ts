import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import en from '../messages/en.json';
import { specDb } from './db';
import { apiSignIn, staffAccounts } from './staff';

/**
 * A list's search and filters live in the address (issue 34: "with the state in the URL so a
 * filtered view can be shared"): the view a member narrowed survives a reload and opens the same
 * for whoever gets the link.
 */
const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
const created: string[] = [];
test.afterAll(async () => {
  await db.query('delete from orders where email = any($1::text[])', [created]);
  await removeStaff();
  await db.end();
});

/** A paid order of a new guest, removed after the spec. */
async function insertOrder(recipient: string): Promise<{ number: number }> {
  const email = `e2e-url-${randomUUID().slice(0, 8)}@example.test`;
  created.push(email);
  const { rows } = await db.query<{ number: number }>(
    `insert into orders (email, locale, guest_key, idempotency_key, request_hash, status, subtotal_cents, shipping_cents, total_cents, address, card_brand, card_last4)
     values ($1, 'en', $2, $3, 'e2e', 'paid', 2400, 0, 2400, $4, 'visa', '4242') returning number`,
    [email, randomUUID(), randomUUID(), { recipient, phone: '+1 415 555 0100', country: 'US', city: 'SF', line1: '1 Market St', postalCode: '94105' }],
  );
  return rows[0]!;
}

test('the orders search and the stores filters are kept in the address and restored from it', async ({ page }) => {
  await apiSignIn(page, await insertStaff('admin', `Ula Url ${randomUUID().slice(0, 4)}`));
  const order = await insertOrder('Uma Url');

  await page.goto('/admin/orders');
  await page.getByLabel(en.AdminOrders.searchLabel).fill(String(order.number));
  await page.getByRole('button', { name: en.AdminOrders.find }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${order.number}(&|$)`));
  await page.reload();
  await expect(page.getByLabel(en.AdminOrders.searchLabel)).toHaveValue(String(order.number));
  await expect(page.getByRole('button', { name: new RegExp(`#${order.number}\\b`) })).toBeVisible();

  await page.goto('/admin/stores?country=FI&q=Tampere');
  const filters = page.getByRole('search', { name: en.AdminStores.filter });
  await expect(filters.getByLabel(en.AdminStores.search)).toHaveValue('Tampere');
  await expect(filters.getByLabel(en.AdminStores.country, { exact: true })).toHaveValue('FI');
  await filters.getByLabel(en.AdminStores.kind, { exact: true }).selectOption('store');
  await expect(page).toHaveURL(/[?&]kind=store(&|$)/);
  await expect(page).toHaveURL(/[?&]country=FI(&|$)/);
});

test('a new search keeps the list in place, marked busy, until its answer arrives', async ({ page }) => {
  await apiSignIn(page, await insertStaff('admin', `Kim Keep ${randomUUID().slice(0, 4)}`));
  const order = await insertOrder('Kai Keep');

  await page.goto('/admin/orders');
  const list = page.getByTestId('orders');
  await expect(list.getByRole('button', { name: new RegExp(`#${order.number}\\b`) })).toBeVisible();
  // The search's answer is held back, as on a slow link.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/admin\/orders\?.*[?&]q=/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel(en.AdminOrders.searchLabel).fill(String(order.number));
  await page.getByRole('button', { name: en.AdminOrders.find }).click();
  await expect(list).toHaveAttribute('aria-busy', 'true');
  // Emptied while it loaded, the list dropped the focus a keyboard user had in it.
  await expect(list.getByRole('button', { name: new RegExp(`#${order.number}\\b`) })).toBeVisible();
  release();
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(list.getByRole('button', { name: new RegExp(`#${order.number}\\b`) })).toBeVisible();
});
