import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { axe } from './axe';
import { specDb } from './db';
import { apiSignIn, staffAccounts } from './staff';
import { formatBytes } from '../lib/marketing/format';
import { formatEventTime } from '../lib/investors/events';

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
/** Years after the content files' events: this spec's event comes last in the calendar, where no other spec looks. */
const EVENT_YEAR = 2031 + randomInt(0, 10);

// One worker for both tests: the afterAll of a second worker would remove this worker's report and
// event when both drew the same random year.
test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  // Should the walk stop half-way, no report of this spec stays for the other specs to meet.
  const { rows } = await db.query<{ file: string }>('delete from financial_reports where id = $1 returning file', [ID]);
  for (const { file } of rows) await db.query('delete from download_files where id = $1', [file.split('/')[3]]);
  await db.query(`delete from investor_events where id like $1`, [`conference-${EVENT_YEAR}-%`]);
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
  // Chosen from the keyboard: focus stays on the field through the upload (a disabled field dropped it to <body>).
  const field = adding.getByLabel('Report (PDF)');
  await field.focus();
  await field.setInputFiles({ name: 'Pawtrail Q2 Report.PDF', mimeType: 'application/pdf', buffer: pdf });
  await expect(adding.getByRole('status')).toHaveText(`Uploaded as pawtrail-q2-report.pdf (${formatBytes(pdf.byteLength, 'en')}). Save to list it.`);
  await expect(field).toBeFocused();
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

test('an editor adds an event and edits it; the events page shows the change on the venue’s clock with the reader’s time beside it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const ja = read('messages/ja.json');
  const tag = randomUUID().slice(0, 6);
  const email = await insertStaff('editor', 'Eve Events');
  await apiSignIn(page, email);
  await page.goto('/admin/investors');
  await expect(page.getByTestId('events')).toHaveAttribute('aria-busy', 'false');

  const adding = page.getByRole('form', { name: 'Add an event' });
  await adding.getByLabel('Kind of event').selectOption('conference');
  await adding.getByLabel('Starts (venue’s local time)').fill(`${EVENT_YEAR}-12-09T10:00`);
  await adding.getByLabel('Ends (venue’s local time)').fill(`${EVENT_YEAR}-12-09T09:00`);
  await adding.getByLabel('Venue’s time zone').selectOption('Asia/Tokyo');
  await adding.getByLabel('Title (English)').fill(`Asia forum ${tag}`);
  await adding.getByRole('button', { name: 'Add event' }).click();
  // An end before the start is refused on the field, and nothing is added.
  await expect(adding.getByText('The end must come after the start.')).toBeVisible();
  await adding.getByLabel('Ends (venue’s local time)').fill(`${EVENT_YEAR}-12-09T17:00`);
  await adding.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByText(`“Asia forum ${tag}” added to the events calendar.`)).toBeVisible();

  // The edit: a new title and venue, an hour later.
  const editing = page.getByRole('form', { name: 'Event details' });
  await expect(editing.getByLabel('Title (English)')).toHaveValue(`Asia forum ${tag}`);
  await editing.getByLabel('Title (English)').fill(`Asia investor forum ${tag}`);
  await editing.getByLabel('Venue (English)').fill('Tokyo, Marunouchi');
  await editing.getByLabel('Starts (venue’s local time)').fill(`${EVENT_YEAR}-12-09T11:00`);
  expect((await axe(page)).violations).toEqual([]);
  await editing.getByRole('button', { name: 'Save event' }).click();
  await expect(page.getByText(`“Asia investor forum ${tag}” saved.`, { exact: false })).toBeVisible();

  // A reader in Berlin, on the Japanese page: the English texts (none written in Japanese), the Tokyo time, and Berlin's beside it.
  const visitor = await browser.newContext({ timezoneId: 'Europe/Berlin' });
  const reader = await visitor.newPage();
  const item = reader.locator('[data-event]', { hasText: `Asia investor forum ${tag}` });
  await expect(async () => {
    await reader.goto('/ja/events');
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  const instants = { id: 'x', startsAt: `${EVENT_YEAR}-12-09T02:00:00.000Z`, endsAt: `${EVENT_YEAR}-12-09T08:00:00.000Z` };
  await expect(item.locator('dd').first()).toHaveText(formatEventTime({ ...instants, timeZone: 'Asia/Tokyo' }, 'ja'));
  await expect(item.locator('dt').nth(1)).toHaveText(msg(ja, 'InvestorRelations.events.yourTime'));
  await expect(item.locator('[data-reader-time="Europe/Berlin"]')).toHaveText(formatEventTime({ ...instants, timeZone: 'Europe/Berlin' }, 'ja'));
  await expect(item.getByText('Tokyo, Marunouchi')).toBeVisible();
  expect((await axe(reader)).violations).toEqual([]);

  // Removed again: off the calendar.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Remove this event' }).click();
  await expect(page.getByText(`“Asia investor forum ${tag}” removed.`)).toBeVisible();
  await expect(async () => {
    await reader.goto('/ja/events');
    await expect(item).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await visitor.close();
});
