import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { axe } from './axe';
import { specDb } from './db';
import { apiSignIn, staffAccounts } from './staff';
import { formatBytes } from '../lib/marketing/format';

// Issue 32: investor relations in staff hands. An editor uploads a quarterly report's PDF in the
// back office and it is listed on /ja/reports with its size, then removes it again.

type Tree = { [key: string]: string | Tree };
const read = (file: string) => JSON.parse(readFileSync(path.join(__dirname, '..', file), 'utf8')) as Tree;
const msg = (tree: Tree, key: string): string => {
  const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree);
  if (typeof value !== 'string') throw new Error(`no message ${key}`);
  return value;
};

const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
/** A year the content files have no report for, so the report is this spec's own and lists alone under its year. */
const YEAR = 2010 + randomInt(0, 10);
const ID = `q2-${YEAR}`;

test.afterAll(async () => {
  // Should the walk stop half-way, no report of this spec stays for the other specs to meet.
  const { rows } = await db.query<{ file: string }>('delete from financial_reports where id = $1 returning file', [ID]);
  for (const { file } of rows) await db.query('delete from download_files where id = $1', [file.split('/')[3]]);
  await removeStaff();
  await db.end();
});

test('an editor uploads a quarterly report PDF, it is listed on /ja/reports with its size, and removing it takes it off again', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const ja = read('messages/ja.json');
  const de = read('messages/de.json');
  const email = await insertStaff('editor', 'Ira Investors');
  await apiSignIn(page, email);
  await page.goto('/admin/investors');
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Investor relations', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('reports')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('reports').getByRole('listitem')).not.toHaveCount(0);

  const adding = page.getByRole('form', { name: 'Add a report' });
  await adding.getByLabel('Period').selectOption('Q2');
  await adding.getByLabel('Financial year').fill(String(YEAR));
  await adding.getByLabel('Publication date').fill(`${YEAR}-08-06`);
  // A file that only claims to be a PDF is refused with the reason, and nothing is kept.
  await adding.getByLabel('Report (PDF)').setInputFiles({ name: 'q2.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a report') });
  await expect(adding.getByRole('alert')).toHaveText('q2.pdf was not uploaded: This file is not a PDF. Upload the report as a PDF file.');
  const pdf = Buffer.from(`%PDF-1.7\n% ${randomUUID()}\n${'1 0 obj << /Length 0 >> stream\nendstream endobj\n'.repeat(60)}trailer <<>>\n%%EOF\n`, 'latin1');
  await adding.getByLabel('Report (PDF)').setInputFiles({ name: 'Pawtrail Q2 Report.PDF', mimeType: 'application/pdf', buffer: pdf });
  await expect(adding.getByRole('status')).toHaveText(`Uploaded as pawtrail-q2-report.pdf (${formatBytes(pdf.byteLength, 'en')}). Save to list it.`);
  await adding.getByLabel('English').fill(`Second quarter ${YEAR}`);
  await adding.getByLabel('Japanese').fill(`${YEAR}年第2四半期報告書`);
  expect((await axe(page)).violations).toEqual([]);
  await adding.getByRole('button', { name: 'Add report' }).click();
  await expect(page.getByText(`“Second quarter ${YEAR}” added.`, { exact: false })).toBeVisible();

  // Listed in Japanese under its year, with its Japanese title and its size as the site writes sizes; the link serves the very file.
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  const item = reader.locator(`[data-report="${ID}"]`);
  await expect(async () => {
    await reader.goto('/ja/reports');
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(reader.locator(`section[data-year="${YEAR}"] h2`)).toHaveText(msg(ja, 'InvestorRelations.reports.year').replace('{year}', String(YEAR)));
  await expect(item.getByRole('heading')).toHaveText(`${YEAR}年第2四半期報告書`);
  await expect(item.locator('[data-size]')).toHaveText(msg(ja, 'InvestorRelations.reports.file').replace('{size}', formatBytes(pdf.byteLength, 'ja')));
  const href = (await item.locator('a[download]').getAttribute('href'))!;
  expect(href).toMatch(/^\/api\/files\/[a-f0-9]{32}\/pawtrail-q2-report\.pdf$/);
  const served = await visitor.request.get(href);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await served.body()).equals(pdf)).toBe(true);
  // A language without its own title lists it under the English one.
  await reader.goto('/de/reports');
  await expect(item.getByRole('heading')).toHaveText(`Second quarter ${YEAR}`);
  await expect(item.locator('[data-size]')).toHaveText(msg(de, 'InvestorRelations.reports.file').replace('{size}', formatBytes(pdf.byteLength, 'de')));

  // Removed in the back office: gone from the page, and so is its file.
  await page
    .getByTestId('reports')
    .getByRole('button', { name: new RegExp(`Second quarter ${YEAR}`) })
    .click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Remove this report' }).click();
  await expect(page.getByText(`“Second quarter ${YEAR}” removed.`)).toBeVisible();
  await expect(async () => {
    await reader.goto('/ja/reports');
    await expect(item).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  expect((await visitor.request.get(href)).status()).toBe(404);
  await visitor.close();
});
