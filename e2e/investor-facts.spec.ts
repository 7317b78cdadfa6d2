import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { axe } from './axe';
import { apiSignIn, staffAccounts } from './staff';
import { specDb } from './db';

/**
 * Share facts in staff hands (issue 32): an editor changes the ticker and the shares outstanding on
 * the investor screen, and the investor page shows them in the reader's number format. It runs in
 * the `alone` project: the investor-relations spec reads the demo content's facts. The facts go
 * back through the screen, and, should the test fail before, through the API (so the pages expire).
 */
type Tree = { [key: string]: string | Tree };
const de = JSON.parse(readFileSync(path.join(__dirname, '../messages/de.json'), 'utf8')) as Tree;
const msg = (tree: Tree, key: string) => key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree) as string;
const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
const URL = '/api/admin/investors/facts';
let original: { facts: Record<string, unknown> } | null = null;

test.describe.configure({ mode: 'serial' });

async function restore(page: Page) {
  if (!original) return;
  const seen = await page.request.get(URL);
  if (!seen.ok()) return;
  const now = (await seen.json()) as { facts: Record<string, unknown>; version: string };
  if (JSON.stringify(now.facts) === JSON.stringify(original.facts)) return;
  await page.request.get('/api/xsrf');
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const res = await page.request.put(URL, { headers: { 'x-xsrf-token': token }, data: { facts: original.facts, version: now.version } });
  expect(res.status()).toBe(200);
}

test.afterAll(async () => {
  await db.query(`delete from back_office_edits where kind = 'settings' and item_id = 'investor'`);
  await removeStaff();
  await db.end();
});

test('an editor changes the ticker and the shares outstanding, and the German investor page shows them in its number format', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await apiSignIn(page, await insertStaff('editor', 'Ines Investor'));
  original = (await (await page.request.get(URL)).json()) as { facts: Record<string, unknown> };
  const sharesBefore = original.facts.sharesOutstanding as number;
  const tickerBefore = original.facts.ticker as string;

  try {
    await page.goto('/admin/investors');
    const form = page.getByRole('form', { name: 'Share facts and investor contact' });
    await expect(form.getByLabel('Ticker symbol')).toHaveValue(tickerBefore);

    // A ticker that is no ticker is refused on its field, and nothing is saved.
    await form.getByLabel('Ticker symbol').fill('1 2 3');
    await form.getByLabel('Shares outstanding').fill('51000000');
    await form.getByRole('button', { name: 'Save share facts' }).click();
    await expect(form.getByLabel('Ticker symbol')).toBeFocused();
    await expect(form.getByLabel('Ticker symbol')).toHaveAttribute('aria-invalid', 'true');
    expect(((await (await page.request.get(URL)).json()) as { facts: { ticker: string } }).facts.ticker).toBe(tickerBefore);

    await form.getByLabel('Ticker symbol').fill('pawx');
    await form.getByRole('button', { name: 'Save share facts' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Share facts saved.' })).toBeVisible();
    await expect(form.getByLabel('Ticker symbol')).toHaveValue('PAWX');
    expect((await axe(page, { include: ['form[aria-labelledby="facts-heading"]'] })).violations).toEqual([]);

    // A visitor's page, in German: the facts as saved, the number grouped the German way.
    const visitor = await browser.newPage();
    const facts = visitor.getByTestId('ir-facts');
    await expect(async () => {
      await visitor.goto('/de/investors');
      await expect(facts.locator('[data-fact="ticker"] dd')).toHaveText('PAWX', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(facts.locator('[data-fact="ticker"] dt')).toHaveText(msg(de, 'InvestorRelations.facts.ticker'));
    await expect(facts.locator('[data-fact="shares"] dd')).toHaveText('51.000.000');

    // Back to the demo content's facts, through the screen.
    await form.getByLabel('Ticker symbol').fill(tickerBefore);
    await form.getByLabel('Shares outstanding').fill(String(sharesBefore));
    await form.getByRole('button', { name: 'Save share facts' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Share facts saved.' })).toBeVisible();
    await expect(async () => {
      await visitor.goto('/de/investors');
      await expect(facts.locator('[data-fact="ticker"] dd')).toHaveText(tickerBefore, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(facts.locator('[data-fact="shares"] dd')).toHaveText(new Intl.NumberFormat('de').format(sharesBefore));
    await visitor.close();
  } finally {
    await restore(page);
  }
});
