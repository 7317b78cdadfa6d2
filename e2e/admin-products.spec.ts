import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { axe } from './axe';
import pg from 'pg';
import { addOwnPhoto, apiSignIn, staffAccounts } from './staff';

/**
 * Issue 13: an editor adds a product (and its category) in the back office. It starts as a draft the
 * shop does not show, and goes on sale once it has an English name, a photographed colour and a
 * named category.
 */

// fullyParallel: a worker may run this file's tests in several groups, each between its own
// beforeAll and afterAll, while the module stays loaded; so the pool lives from one to the other.
let db: pg.Pool;
let accounts: ReturnType<typeof staffAccounts>;
const products: string[] = [];
const categories: string[] = [];
test.beforeAll(() => {
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  accounts = staffAccounts(db);
});
test.afterAll(async () => {
  const items = [...products.splice(0), ...categories.splice(0)];
  for (const table of ['content_versions', 'content_drafts', 'translation_state', 'back_office_edits'])
    await db.query(`delete from ${table} where kind in ('product', 'category') and item_id = any($1::text[])`, [items]);
  // Drafts by now (the test sets it back through the form, so the pages expired); then the rows go.
  await db.query('delete from products where id = any($1::text[])', [items]);
  await db.query('delete from product_categories where id = any($1::text[])', [items]);
  await accounts.removeStaff();
  await db.end();
});

/** Writes the English texts of the item open under Content, saves the draft and publishes it. */
async function publishEnglish(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(`${label} (English)`).fill(value);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published\./)).toBeVisible();
}

test('an editor adds a category and a product as a draft, names and photographs it, and puts it on sale; back to draft, it leaves the shop', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const run = randomUUID().slice(0, 6);
  const category = `e2e-cat-${run}`;
  const id = `e2e-lamp-${run}`;
  const name = `Trail Lamp ${run}`;
  const categoryName = `Night lights ${run}`;
  categories.push(category);
  products.push(id);
  // Signed in through the API: the sign-in screens are admin.spec.ts's subject, not this one's.
  await apiSignIn(page, await accounts.insertStaff('editor', 'Nora New'));
  await page.goto('/admin/products');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');

  // The category first: it stays out of the shop's menus while nothing in it is for sale.
  const addCategory = page.getByRole('form', { name: 'Add a category' });
  await addCategory.getByLabel('Category id').fill('Night Lights');
  await addCategory.getByRole('button', { name: 'Add category' }).click();
  await expect(addCategory.getByLabel('Category id')).toHaveAttribute('aria-invalid', 'true');
  await addCategory.getByLabel('Category id').fill(category);
  await addCategory.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText(`Category ${category} added.`, { exact: false })).toBeVisible();

  const addProduct = page.getByRole('form', { name: 'Add a product' });
  await addProduct.getByLabel('Id').fill(id);
  await addProduct.getByLabel('Category').selectOption(category);
  await addProduct.getByLabel('Price (USD)').fill('39.90');
  await addProduct.getByLabel('In stock').fill('25');
  await addProduct.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText(`Product ${id} added as a draft.`, { exact: false })).toBeVisible();
  await expect(page.getByTestId('products').getByRole('row', { name: new RegExp(id) })).toContainText('draft, not in the shop');
  expect((await axe(page)).violations).toEqual([]);

  const visitor = await browser.newContext();
  const productPage = (locale: string) => visitor.request.get(`/${locale}/productsShow?id=${id}`);
  /** The page's HTML when it answers 200, else '' (a 404 page is no match for what is looked for). */
  const pageText = async (locale: string) => {
    const res = await productPage(locale);
    return res.status() === 200 ? res.text() : '';
  };
  expect((await productPage('en')).status()).toBe(404);

  // Not for sale yet: the form says what is missing and nothing changes.
  const settings = page.getByRole('form', { name: 'Price, stock and status' });
  await settings.getByLabel('Status').selectOption('active');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('Publish the English name and texts under Content first.')).toBeVisible();
  expect((await db.query<{ status: string }>('select status from products where id = $1', [id])).rows[0]!.status).toBe('draft');

  await page.getByRole('link', { name: 'edit under Content' }).click();
  await publishEnglish(page, { Name: name, Tagline: 'Seen on every evening walk', Summary: 'A clip-on lamp for any collar.' });
  await page.goto(`/admin/content?kind=categories&item=${category}&locale=en&ref=ja`);
  await publishEnglish(page, { Name: categoryName, Introduction: 'Lights for walks after dark.' });

  // A colour with a photo of its own.
  await nav.getByRole('link', { name: 'Products' }).click();
  await page.getByTestId('products').getByRole('button', { name }).click();
  const variants = page.getByRole('region', { name: 'Colours and sizes' });
  await variants.getByRole('button', { name: 'Add a colour or size' }).click();
  const fresh = variants.getByRole('group').last();
  await fresh.getByLabel('Id').fill('amber');
  await fresh.getByLabel('Name in English').fill('Amber');
  await addOwnPhoto(fresh, `${id}.png`);
  await variants.getByRole('button', { name: 'Save colours and sizes' }).click();
  await expect(variants.getByText('Colours and sizes saved.', { exact: false })).toBeVisible();

  await settings.getByLabel('Status').selectOption('active');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} saved. The shop shows it within seconds.`)).toBeVisible();

  // On sale: its page (German falls back to the English name), its category's list, the search.
  await expect.poll(async () => (await pageText('en')).includes('$39.90'), { timeout: 5_000 }).toBe(true);
  expect((await pageText('de')).includes(name)).toBe(true);
  const list = await visitor.request.get(`/en/productslist?category=${category}`);
  expect(list.status()).toBe(200);
  const listed = await list.text();
  expect(listed.includes(categoryName) && listed.includes(name)).toBe(true);
  // Rendered on demand, it is still only what exists: no other id, no other language.
  expect((await visitor.request.get(`/en/productsShow?id=${id}-x`)).status()).toBe(404);
  expect((await visitor.request.get(`/xx/productsShow?id=${id}`)).status()).toBe(404);
  const search = (await (await visitor.request.get(`/api/search?q=${encodeURIComponent(name)}&type=product`)).json()) as { results: { id: string }[] };
  expect(search.results.map((r) => r.id)).toContain(id);

  // Back to draft: out of the shop within seconds.
  await settings.getByLabel('Status').selectOption('draft');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} saved as a draft`, { exact: false })).toBeVisible();
  await expect(async () => expect((await productPage('en')).status()).toBe(404)).toPass({ timeout: 5_000 });
  await visitor.close();
});
