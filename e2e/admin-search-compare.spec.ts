import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { specDb } from './db';
import { apiSignIn, staffAccounts } from './staff';
import { expectRevalidateToken, expirePages } from './revalidate';

/**
 * Issue 34: the back office's global search (opened from the keyboard, results by the member's
 * role) and the comparison of two published versions of a text, with a restore from there.
 */
const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);

// One worker, one test after the other: the second one's publications rebuild the search index,
// which held up the first one's search answers for seconds on a loaded machine.
test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await removeStaff();
  await db.end();
});

test('support finds an order by its buyer’s email from the global search, opened with "/", and reaches its detail', async ({ page }) => {
  test.setTimeout(90_000);
  const run = randomUUID().slice(0, 8);
  const email = `search-${run}@buyer.example`;
  const address = {
    recipient: 'Lena Sucher',
    phone: '+1 212 555 0100',
    country: 'US',
    region: 'NY',
    city: 'New York',
    line1: '1 Main St',
    postalCode: '10001',
  };
  const [order] = (
    await db.query<{ id: string; number: number }>(
      `insert into orders (email, locale, guest_key, idempotency_key, request_hash, status, subtotal_cents, shipping_cents, total_cents, address, card_brand, card_last4)
       values ($1, 'en', $2, $2, 'e2e', 'paid', 4200, 0, 4200, $3, 'visa', '4242') returning id, number`,
      [email, `search-${run}`, JSON.stringify(address)],
    )
  ).rows as [{ id: string; number: number }];
  try {
    await apiSignIn(page, await insertStaff('support', 'Sam Suche'));
    await page.goto('/admin');
    await expect(page.getByTestId('staff-role')).toHaveText('Support');
    // "/" outside a field opens the search with focus in its field.
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search the back office' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByLabel('Order number, email, name or title');
    await expect(field).toBeFocused();
    await field.fill(email.slice(0, -4).toUpperCase());
    await expect(dialog.getByRole('status')).toHaveText('1 result', { timeout: 30_000 });
    // Support sees the groups of its own screens only.
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(['Orders']);
    // From the field, the down arrow reaches the result; Enter follows it.
    await field.press('ArrowDown');
    const result = dialog.getByRole('link', { name: `#${order.number} · ${email}` });
    await expect(result).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?status=all&open=${order.id}$`));
    await expect(page.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible();
    await expect(page.getByRole('article', { name: `Order #${order.number}` })).toContainText(email);

    // Ctrl+K opens it from inside a field too; Escape closes it and focus returns to its button.
    await page.getByLabel('Order number or customer email').focus();
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  } finally {
    await db.query('delete from orders where id = $1', [order.id]);
  }
});

// An article and a language no other spec reads or edits; its text, history and state are put back afterwards.
const ARTICLE = 'agm-2026-notice';
const LOCALE = 'pt';

test('an editor compares two published versions of a news title, the changed words marked, and restores the older one', async ({ page, request }) => {
  test.setTimeout(120_000);
  expectRevalidateToken();
  const run = randomUUID().slice(0, 8);
  const [original] = (await db.query<{ title: string }>('select title from news_texts where news_id = $1 and locale = $2', [ARTICLE, LOCALE])).rows as [
    { title: string },
  ];
  const [state] = (await db.query('select * from translation_state where kind = $1 and item_id = $2 and locale = $3', ['news', ARTICLE, LOCALE])).rows;
  const [{ last }] = (await db.query<{ last: number }>('select coalesce(max(id), 0) as last from content_versions')).rows as [{ last: number }];
  const older = `${original.title} alfa${run}`;
  const newer = `${original.title} beta${run}`;
  try {
    await apiSignIn(page, await insertStaff('editor', 'Vera Versão'));
    await page.goto(`/admin/content?kind=news&item=${ARTICLE}&locale=${LOCALE}&ref=en`);
    const title = page.getByLabel('Title (Portuguese)');
    for (const text of [older, newer]) {
      await title.fill(text);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Published. The Portuguese page shows it within seconds.')).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: text }).first()).toContainText('live');
    }

    // By default the comparison shows the live version against the one before it.
    const compare = page.getByTestId('version-compare');
    await expect(compare.getByRole('heading', { name: 'Compare two versions' })).toBeVisible();
    const changes = compare.locator('dd[data-field="title"]');
    await expect(changes.locator('del')).toHaveText([`Removed: alfa${run} (end of removal)`]);
    await expect(changes.locator('ins')).toHaveText([`Added: beta${run} (end of addition)`]);
    // The words the two share are plain text, neither inserted nor deleted.
    await expect(changes).toContainText(original.title);
    await expect(compare.locator('dd[data-field="summary"]')).toHaveText('No change');

    // Any two: the files' text against the newest marks both new words as added.
    await compare.getByLabel('Compare the version of').selectOption({ index: 2 });
    await expect(changes.locator('del')).toHaveCount(0);
    await expect(changes.locator('ins')).toHaveText([`Added: beta${run} (end of addition)`]);
    await compare.getByLabel('Compare the version of').selectOption({ index: 1 });

    await compare.getByRole('button', { name: /^Restore the version of .+ into the draft$/ }).click();
    await expect(page.getByText(/is now the draft: preview it, then publish\.$/)).toBeVisible();
    await expect(title).toHaveValue(older);
  } finally {
    await db.query('delete from content_drafts where kind = $1 and item_id = $2 and locale = $3', ['news', ARTICLE, LOCALE]);
    await db.query('update news_texts set title = $1 where news_id = $2 and locale = $3', [original.title, ARTICLE, LOCALE]);
    await db.query('delete from content_versions where id > $1 and kind = $2 and item_id = $3', [last, 'news', ARTICLE]);
    if (state) {
      await db.query(
        'update translation_state set revision = $1, based_on = $2, edited_in = $3, updated_at = $4, updated_by = $5 where kind = $6 and item_id = $7 and locale = $8',
        [state.revision, state.based_on, state.edited_in, state.updated_at, state.updated_by, 'news', ARTICLE, LOCALE],
      );
    } else await db.query('delete from translation_state where kind = $1 and item_id = $2 and locale = $3', ['news', ARTICLE, LOCALE]);
    await expirePages(request, ['news']);
  }
});
