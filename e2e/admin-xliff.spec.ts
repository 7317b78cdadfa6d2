import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { specDb } from './db';
import { apiSignIn, staffAccounts } from './staff';
import { expirePages } from './revalidate';

/**
 * The exchange with a translation agency (issue 32): an editor exports what is outdated in
 * Japanese as XLIFF, the "agency" translates it outside the site, the editor imports the file, the
 * translation waits as a draft in the editor, and once published it is on the Japanese FAQ page.
 */
const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
// A question no other spec reads or edits; its Japanese text, states, versions and drafts are put back afterwards.
const ID = 'app-offline';

test.afterAll(async () => {
  await removeStaff();
  await db.end();
});

test('an XLIFF export for ja, translated outside, imports as a draft that the editor publishes to /ja/problems', async ({ page }) => {
  test.setTimeout(90_000);
  const { rows: texts } = await db.query<{ question: string; answer: string }>(`select question, answer from faq_texts where faq_id = $1 and locale = 'ja'`, [
    ID,
  ]);
  const { rows: states } = await db.query(`select * from translation_state where kind = 'faq' and item_id = $1`, [ID]);
  const stamp = Date.now().toString(36);
  const question = `スマートフォンがオフラインになったら、首輪はどうなりますか？（${stamp}）`;
  const answer = `首輪は記録を続け、接続が戻るとデータを送ります。（${stamp}）`;
  try {
    // The English question was published again after the Japanese: it is outdated in ja.
    await db.query(`update translation_state set revision = revision + 1 where kind = 'faq' and item_id = $1 and locale = 'en'`, [ID]);
    await apiSignIn(page, await insertStaff('editor', 'Xavi Xliff'));
    await page.goto('/admin/content?kind=faq');
    const exchange = page.getByRole('region', { name: 'Exchange with a translation agency' });
    await expect(exchange.getByLabel('Target language')).toHaveValue('ja');
    // Only the FAQ: the other kinds are unticked.
    const kinds = exchange.getByRole('group', { name: 'Kinds of content' }).getByRole('checkbox');
    for (const box of await kinds.all()) {
      if ((await box.getAttribute('value')) !== 'faq') await box.uncheck();
    }
    await expect(kinds.and(page.locator(':checked'))).toHaveCount(1);

    const [download] = await Promise.all([page.waitForEvent('download'), exchange.getByRole('link', { name: 'Export for translation (XLIFF)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^pawtrail-en-ja-\d{4}-\d{2}-\d{2}\.xlf$/);
    const xml = await readFile((await download.path())!, 'utf8');
    expect(xml).toContain('trgLang="ja"');
    expect(xml).toContain(`<unit id="faq:${ID}:question"`);
    expect(xml).not.toMatch(/<unit id="products:/);

    // The agency's work, outside the site: the two targets of this question replaced.
    const translated = xml.replace(
      new RegExp(`(<unit id="faq:${ID}:(question|answer)"[\\s\\S]*?</source>)(<target>[\\s\\S]*?</target>)?`, 'g'),
      (_, head: string, field: string) => `${head}<target>${field === 'question' ? question : answer}</target>`,
    );
    await exchange
      .getByLabel('Translated XLIFF file')
      .setInputFiles({ name: 'pawtrail-ja.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from(translated) });
    await exchange.getByRole('button', { name: 'Import translation' }).click();
    await expect(exchange.getByRole('status')).toContainText('Import into Japanese finished: 2 saved as drafts');
    await expect(exchange.getByTestId('exchange-saved')).toHaveText([`faq:${ID}:question`, `faq:${ID}:answer`].join(''));
    // The matrix marks the waiting draft.
    const english = (await db.query<{ question: string }>(`select question from faq_texts where faq_id = $1 and locale = 'en'`, [ID])).rows[0]!.question;
    await expect(page.getByRole('button', { name: `${english} in Japanese: outdated, draft waiting` })).toBeVisible();

    // The draft in the editor; the public page still has the published Japanese.
    await page.getByRole('button', { name: `${english} in Japanese: outdated, draft waiting` }).click();
    await expect(page.getByLabel('Question (Japanese)')).toHaveValue(question);
    await expect(page.getByLabel('Answer (Japanese)')).toHaveValue(answer);
    await expect(page.getByTestId('editor-status')).toContainText('Draft');
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto('/ja/problems');
    await expect(visitor.getByText(texts[0]!.question, { exact: true })).toBeVisible();
    await expect(visitor.getByText(question, { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published. The Japanese page shows it within seconds.')).toBeVisible();
    await expect(async () => {
      await visitor.goto('/ja/problems');
      await expect(visitor.getByText(question, { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await visitor.close();
  } finally {
    await db.query(`update faq_texts set question = $1, answer = $2 where faq_id = $3 and locale = 'ja'`, [texts[0]!.question, texts[0]!.answer, ID]);
    await db.query(`delete from translation_state where kind = 'faq' and item_id = $1`, [ID]);
    for (const s of states) {
      await db.query(
        `insert into translation_state (kind, item_id, locale, revision, based_on, edited_in, updated_at, updated_by) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [s.kind, s.item_id, s.locale, s.revision, s.based_on, s.edited_in, s.updated_at, null],
      );
    }
    await db.query(`delete from content_versions where kind = 'faq' and item_id = $1`, [ID]);
    await db.query(`delete from content_drafts where kind = 'faq' and item_id = $1`, [ID]);
    // The Japanese FAQ page built from the published translation expires.
    await expirePages(page.request, ['faq']);
  }
});
