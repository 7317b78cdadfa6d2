import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { axe } from './axe';
import { specDb } from './db';
import { apiSignIn, matrixRow, staffAccounts } from './staff';

/**
 * The policies are content (issue 32): an editor changes the German terms in the back office,
 * previews and publishes them, and /de/terms shows the change with its contents, anchors and market
 * tables; an English change marks the other languages outdated. Other specs read these pages (their
 * titles, the date of the last change), so the texts, their history and the cached pages are put
 * back as the seed left them.
 */
const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
const token = process.env.REVALIDATE_TOKEN ?? '';
const ITEM = 'Terms of use and sale';

type Row = { policy_id: string; locale: string; title: string; description: string; intro: string; body: string; updated: string };
let texts: Row[] = [];
let states: { locale: string; revision: number; based_on: number; edited_in: string }[] = [];

test.beforeAll(async () => {
  texts = (await db.query<Row>(`select policy_id, locale, title, description, intro, body, updated::text from policy_texts where policy_id = 'terms'`)).rows;
  states = (
    await db.query<(typeof states)[number]>(`select locale, revision, based_on, edited_in from translation_state where kind = 'policy' and item_id = 'terms'`)
  ).rows;
});

test.afterAll(async ({ browser }) => {
  for (const t of texts)
    await db.query(`update policy_texts set title = $3, description = $4, intro = $5, body = $6, updated = $7 where policy_id = $1 and locale = $2`, [
      t.policy_id,
      t.locale,
      t.title,
      t.description,
      t.intro,
      t.body,
      t.updated,
    ]);
  for (const s of states)
    await db.query(`update translation_state set revision = $2, based_on = $3, edited_in = $4 where kind = 'policy' and item_id = 'terms' and locale = $1`, [
      s.locale,
      s.revision,
      s.based_on,
      s.edited_in,
    ]);
  await db.query(`delete from content_versions where kind = 'policy' and item_id = 'terms'`);
  await db.query(`delete from content_drafts where kind = 'policy' and item_id = 'terms'`);
  // The pages the texts were published on render afresh from the restored rows.
  const context = await browser.newContext();
  const res = await context.request.post('/api/content/revalidate', { headers: { authorization: `Bearer ${token}` }, data: { tags: ['policies'] } });
  expect(res.status()).toBe(200);
  await context.close();
  await removeStaff();
  await db.end();
});

test('an editor changes the German terms, previews and publishes them; the English change marks the translations outdated', async ({ page, browser }) => {
  test.setTimeout(90_000);
  expect(token, 'npm test gives the server and this suite one REVALIDATE_TOKEN').not.toBe('');
  await apiSignIn(page, await insertStaff('editor', 'Paula Policy'));
  await page.goto('/admin/content');
  await page.getByRole('button', { name: 'Policies and legal pages', exact: true }).click();
  await page.getByRole('button', { name: `${ITEM} in German: done` }).click();
  const body = page.getByRole('textbox', { name: 'Text (German)' });
  // Each section's heading carries its anchor, as the editor's hint explains.
  await expect(body).toContainText('Änderungen und Kontakt {#changes}');
  expect((await axe(page)).violations).toEqual([]);

  // A sentence in the last section's paragraph (where the caret lands in its wrapped lines does not matter).
  const stamp = `Stand ${randomUUID().slice(0, 6)}.`;
  await body.getByText('Wir können diese Bedingungen anpassen', { exact: false }).click();
  await page.keyboard.press('Home');
  await page.keyboard.type(`${stamp} `);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.', { exact: false })).toBeVisible();

  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Preview the draft' }).click()]);
  await expect(preview.locator('section#changes')).toContainText(stamp);
  await preview.close();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published\./)).toBeVisible();

  // A visitor reads the change, under the same title, with the contents, anchors and tables working.
  const visitor = await browser.newContext();
  const terms = await visitor.newPage();
  await expect(async () => {
    await terms.goto('/de/terms');
    await expect(terms.locator('section#changes')).toContainText(stamp);
  }).toPass({ timeout: 5_000 });
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Nutzungs- und Verkaufsbedingungen');
  await expect(terms.locator('section#prices').getByRole('table', { name: 'Währung und Steuern nach Land' })).toBeVisible();
  await terms.locator('main nav[aria-labelledby="terms-toc"]').getByRole('link', { name: 'Änderungen und Kontakt' }).click();
  await expect(terms).toHaveURL(/\/de\/terms#changes$/);
  await expect(terms.locator('section#changes > h2')).toBeInViewport();
  await expect(terms.locator('section#warranty').getByRole('link', { name: 'Rückgabebedingungen' })).toHaveAttribute('href', '/de/returns#warranty');
  expect((await axe(terms)).violations).toEqual([]);
  expect(await (await visitor.request.get('/terms')).text()).not.toContain(stamp);
  await visitor.close();

  // The English terms change: every translation is outdated until someone checks it.
  await page.goto('/admin/content?kind=policies');
  await page.getByRole('button', { name: `${ITEM} in English: done` }).click();
  const intro = page.getByLabel('Introduction (English)');
  await intro.fill(`${await intro.inputValue()} They now name the support hours.`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published\./)).toBeVisible();
  await page.goto('/admin/content?kind=policies');
  await expect(page.getByTestId('translation-matrix')).toBeVisible();
  await expect(async () => expect(await matrixRow(page, ITEM)).toEqual({ done: 1, outdated: 9 })).toPass({ timeout: 5_000 });
});
