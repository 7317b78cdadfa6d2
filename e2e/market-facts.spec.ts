import { expect, test, type Page } from './fixtures';
import { waitForMail } from './mailbox';
import { apiSignIn, staffAccounts } from './staff';
import { apiBuyer, placeOrderAs, buyerXsrf } from './buyers';
import { specUsers } from './users';

/**
 * Market facts edited in the back office (issue 32): an editor changes the German return period
 * (the period every German text quotes: the FAQ, /returns, the voluntary-return section of the
 * Widerrufsbelehrung, the order mail) and the statutory withdrawal period of the
 * Widerrufsbelehrung; every page and the next order confirmation follow. The test puts the
 * defaults back, through the screen and, should it fail before, through the API.
 */
const { db, dbUser } = specUsers('e2e-facts');
const { insertStaff, removeStaff } = staffAccounts(db);
const URL = '/api/admin/settings/market-facts';

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await removeStaff();
});

/** The defaults back through the API (pages expire as after a save on the screen), if anything is still overridden. */
async function restoreDefaults(page: Page) {
  if (!(await db.query(`select 1 from site_settings where key = 'market_facts' and value <> '{}'::jsonb`)).rowCount) return;
  const seen = await page.request.get(URL);
  if (!seen.ok()) return;
  const { version } = (await seen.json()) as { version: string };
  const res = await page.request.put(URL, { headers: { 'x-xsrf-token': await buyerXsrf(page) }, data: { overrides: {}, version } });
  expect(res.status()).toBe(200);
  await expectDefaults(page);
}

/**
 * Every page the test changed states the defaults again. Visiting them also renders them afresh
 * into this instance's cache, so the next server started on the same build does not find the
 * changed copies on disk (without Redis, the expiry of their tag lives in this process only).
 */
async function expectDefaults(page: Page) {
  await page.goto('/de/problems');
  await expect(page.locator('details#return-policy')).toContainText('ab der Lieferung hast du dafür 30 Tage Zeit');
  await page.goto('/de/returns');
  await expect(page.locator('section#period')).toContainText('Ab der Lieferung hast du 30 Tage Zeit');
  await page.goto('/de/withdrawal');
  await expect(page.locator('section#right')).toContainText('Die Widerrufsfrist beträgt 14 Tage ab dem Tag');
  await expect(page.locator('section#voluntary')).toContainText('30 Tage ab Lieferung');
}

/** A German customer's order of a C4 through the shop's API; the confirmation mail's text. */
async function germanOrderMail(page: Page): Promise<string> {
  const email = await dbUser('de', 'Lena Vogel');
  const order = await placeOrderAs(
    await apiBuyer(page, email, 'de'),
    { recipient: 'Lena Vogel', phone: '+49 30 1234567', country: 'DE', city: 'München', line1: 'Leopoldstraße 12', postalCode: '80802' },
    [{ productId: 'c4', colorId: 'sage', quantity: 1 }],
  );
  return (await waitForMail({ to: email, subject: new RegExp(`#${order.number}`) })).text;
}

test('an editor changes the German return and withdrawal periods: the FAQ, /de/returns, the Widerrufsbelehrung and the order mail follow', async ({ page }) => {
  // Two saves, three pages rendered afresh, an account and an order: longer than one page's test.
  test.slow();
  await apiSignIn(page, await insertStaff('editor', 'Fiona Facts'));
  try {
    await page.goto('/admin/settings');
    const section = page.getByRole('form', { name: 'Market facts' });
    const returns = section.getByLabel('Germany: return period (days)');
    const withdrawal = section.getByLabel('Germany: withdrawal period (days)');
    await expect(withdrawal).toHaveValue('14');
    await expect(returns).toHaveValue('30');
    await expect(withdrawal).toHaveAccessibleDescription('Default: 14. Allowed: 14 to 365.');

    // Below the statutory 14 days: refused on the field, with the reason read with it, and nothing saved.
    await withdrawal.fill('7');
    await section.getByRole('button', { name: 'Save market facts' }).click();
    await expect(withdrawal).toHaveAttribute('aria-invalid', 'true');
    await expect(withdrawal).toHaveAccessibleDescription(/outside the range allowed for this market/);
    await expect(withdrawal).toBeFocused();
    expect((await db.query(`select 1 from site_settings where key = 'market_facts' and value <> '{}'::jsonb`)).rowCount).toBe(0);

    await withdrawal.fill('21');
    await returns.fill('45');
    await section.getByRole('button', { name: 'Save market facts' }).click();
    await expect(page.getByText('Market facts saved. Every page that quotes them shows the new values.')).toBeVisible();

    await page.goto('/de/problems');
    const answer = page.locator('details#return-policy');
    await answer.locator('summary').click();
    await expect(answer).toContainText('ab der Lieferung hast du dafür 45 Tage Zeit');

    await page.goto('/de/returns');
    await expect(page.locator('section#period')).toContainText('Ab der Lieferung hast du 45 Tage Zeit');

    await page.goto('/de/withdrawal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Widerrufsbelehrung');
    await expect(page.locator('section#right')).toContainText('Die Widerrufsfrist beträgt 21 Tage ab dem Tag');
    await expect(page.locator('section#voluntary')).toContainText('45 Tage ab Lieferung');

    expect(await germanOrderMail(page)).toContain('45 Tage Zeit für eine Rücksendung');

    // Reset to the defaults on the screen: the pages state 30 and 14 days again.
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Reset Germany to defaults' }).click();
    await expect(section.getByLabel('Germany: withdrawal period (days)')).toHaveValue('14');
    await section.getByRole('button', { name: 'Save market facts' }).click();
    await expect(page.getByText('Market facts saved. Every page that quotes them shows the new values.')).toBeVisible();
    await expectDefaults(page);
  } finally {
    await restoreDefaults(page);
  }
});
