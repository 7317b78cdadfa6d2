import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { axe } from './axe';
import { specDb } from './db';
import { apiSignIn, staffAccounts, xsrfOf } from './staff';

// Issue 34: bulk work on products. An editor picks two products and sets their stock in one
// action, then tries to put both on sale: neither is ready, so nothing changes and the bar names
// each with the reason. The products are this spec's own drafts, which the shop never shows.

const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
const TAG = randomUUID().slice(0, 6);
const IDS = [`bulk-${TAG}-a`, `bulk-${TAG}-b`];

test.afterAll(async () => {
  await db.query('delete from products where id = any($1)', [IDS]);
  await db.query("delete from back_office_edits where kind = 'product' and item_id = any($1)", [IDS]);
  await removeStaff();
  await db.end();
});

test('an editor sets the stock of two products in one action, and putting both on sale is refused with each one’s reason', async ({ page }) => {
  await apiSignIn(page, await insertStaff('editor', 'Pia Products'));
  for (const id of IDS) {
    const res = await page.request.post('/api/admin/products', {
      headers: { 'x-xsrf-token': await xsrfOf(page.request) },
      data: { id, categoryId: 'catalogue', priceCents: 1_500, stock: 3, releasedAt: '2026-11-20', variantKind: 'colour' },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/admin/products');
  const bar = page.getByRole('group', { name: 'Selected products' });
  await expect(bar).toContainText('Pick products with their checkboxes to change them together.');
  for (const id of IDS) await page.getByRole('checkbox', { name: `Select ${id}`, exact: true }).check();
  await expect(bar).toContainText('2 products selected');
  expect((await axe(page)).violations).toEqual([]);

  await bar.getByLabel('Stock').fill('17');
  await bar.getByRole('button', { name: 'Set stock' }).click();
  await expect(bar.getByRole('status')).toHaveText('2 products changed.');
  const table = page.getByTestId('products');
  for (const id of IDS) await expect(table.getByRole('row').filter({ hasText: id })).toContainText('17');

  for (const id of IDS) await page.getByRole('checkbox', { name: `Select ${id}`, exact: true }).check();
  await bar.getByRole('button', { name: 'Put on sale' }).click();
  await expect(bar.getByRole('status')).toHaveText('Nothing changed: 2 products were refused.');
  for (const id of IDS) await expect(bar.getByRole('listitem').filter({ hasText: `${id}: not ready for sale` })).toHaveCount(1);
  const { rows } = await db.query<{ status: string; stock: number }>('select status, stock from products where id = any($1) order by id', [IDS]);
  expect(rows).toEqual(IDS.map(() => ({ status: 'draft', stock: 17 })));
});
