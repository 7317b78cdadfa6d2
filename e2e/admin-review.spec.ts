import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import en from '../messages/en.json';
import { specDb } from './db';
import { apiSignIn, staffAccounts } from './staff';

/**
 * The review step (issue 34): an admin makes FAQ answers need review; an editor's draft cannot go
 * live by their hand and is sent for review; another editor publishes it. In the `alone` project:
 * while FAQ needs review, other specs could not publish FAQ texts.
 */
const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
const ID = 'payment-methods';
let original: string;

test.beforeAll(async () => {
  original = (await db.query<{ answer: string }>(`select answer from faq_texts where faq_id = $1 and locale = 'it'`, [ID])).rows[0]!.answer;
});
test.afterAll(async () => {
  await db.query(`delete from site_settings where key = 'content_review'`);
  await db.query(`update faq_texts set answer = $2 where faq_id = $1 and locale = 'it'`, [ID, original]);
  for (const table of ['content_versions', 'content_drafts', 'translation_state'])
    await db.query(`delete from ${table} where kind = 'faq' and item_id = $1 and locale = 'it'`, [ID]);
  await removeStaff();
  await db.end();
});

test('an admin makes FAQ answers need review; one editor sends a draft for review, another publishes it', async ({ page, browser }) => {
  const tag = randomUUID().slice(0, 4);
  await apiSignIn(page, await insertStaff('admin', `Ada Admin ${tag}`));
  await page.goto('/admin/settings');
  const setting = page.getByTestId('review-setting');
  await setting.getByLabel(en.AdminContent.kinds.faq.label, { exact: true }).check();
  await setting.getByRole('button', { name: en.AdminSettings.review.save }).click();
  await expect(setting.getByRole('status')).toHaveText(en.AdminSettings.review.saved);

  const editor = async (name: string) => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await apiSignIn(tab, await insertStaff('editor', name));
    await tab.goto(`/admin/content?kind=faq&item=${ID}&locale=it&ref=en`);
    return tab;
  };
  const writerName = `Wanda Writer ${tag}`;
  const writer = await editor(writerName);
  const answer = writer.getByLabel('Answer (Italian)');
  await answer.fill(`${original} Paghi in modo sicuro.`);
  await writer.getByRole('button', { name: en.AdminContent.editor.saveDraft }).click();
  await expect(writer.getByTestId('review-state')).toHaveText(en.AdminContent.editor.reviewNeeded);
  // Not sent for review: no Publish, nor a schedule, for the one who wrote it.
  await expect(writer.getByRole('button', { name: en.AdminContent.editor.publish, exact: true })).toHaveCount(0);
  await writer.getByRole('button', { name: en.AdminContent.editor.sendForReview }).click();
  await expect(writer.getByText(en.AdminContent.outcome.sentForReview.replace('{language}', 'Italian'))).toBeVisible();
  await expect(writer.getByTestId('review-state')).toContainText(`Sent for review by ${writerName}`);
  await expect(writer.getByTestId('review-state')).toContainText(en.AdminContent.editor.reviewOthers);
  await expect(writer.getByRole('button', { name: en.AdminContent.editor.publish, exact: true })).toHaveCount(0);

  const reviewer = await editor(`Rob Reviewer ${tag}`);
  await expect(reviewer.getByTestId('review-state')).toContainText(`Sent for review by ${writerName}`);
  await reviewer.getByRole('button', { name: en.AdminContent.editor.publish, exact: true }).click();
  await expect(reviewer.getByText(en.AdminContent.outcome.published.replace('{language}', 'Italian'))).toBeVisible();
  const { rows } = await db.query<{ answer: string }>(`select answer from faq_texts where faq_id = $1 and locale = 'it'`, [ID]);
  expect(rows[0]!.answer).toBe(`${original} Paghi in modo sicuro.`);
});
