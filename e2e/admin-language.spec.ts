import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { specDb } from './db';
import { codeFor, STAFF_PASSWORD, staffAccounts } from './staff';

const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
const ja = JSON.parse(readFileSync(path.join(__dirname, '../messages/ja.json'), 'utf8')) as Record<string, Record<string, never>>;
const t = (ns: string, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ja[ns]) as string;

test.afterAll(async () => {
  await removeStaff();
  await db.end();
});

test('a member works the back office in Japanese from the sign-in on: screens, statuses and the API’s language follow; the public site does not', async ({
  page,
}) => {
  // Written to the database: `npm run staff:add` is admin.spec.ts's first test's subject.
  const email = await insertStaff('support', 'Aoi Tanaka');
  await page.goto('/admin/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { name: t('AdminSignIn', 'title.password') })).toBeVisible();

  // Enrolment and sign-in, every label in Japanese.
  await page.getByLabel(t('AdminSignIn', 'email')).fill(email);
  await page.getByLabel(t('AdminSignIn', 'password')).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: t('AdminSignIn', 'continue') }).click();
  await expect(page.getByRole('heading', { name: t('AdminSignIn', 'title.enrol') })).toBeFocused();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel(t('AdminSignIn', 'code')).fill(codeFor(secret));
  await page.getByRole('button', { name: t('AdminSignIn', 'enrol.confirm') }).click();
  await page.getByRole('button', { name: t('AdminSignIn', 'savedContinue') }).click();

  await expect(page.getByRole('heading', { name: t('AdminHome', 'title') })).toBeVisible();
  await expect(page.getByTestId('staff-role')).toHaveText(t('AdminShell', 'roles.support'));
  const nav = page.getByRole('navigation', { name: t('AdminShell', 'navigation') });
  await expect(nav.getByRole('link', { name: t('AdminShell', 'sections.orders') })).toBeVisible();
  await expect(nav.getByRole('link', { name: t('AdminShell', 'sections.content') })).toHaveCount(0);

  // Another screen, reached by the menu: its title, its status tabs, and the API asked in Japanese.
  const asked = page.waitForRequest((r) => r.url().includes('/api/admin/orders'));
  await nav.getByRole('link', { name: t('AdminShell', 'sections.orders') }).click();
  expect((await asked).headers()['x-lang']).toBe('ja');
  await expect(page.getByRole('heading', { level: 1, name: t('AdminOrders', 'title') })).toBeVisible();
  await expect(page.getByText(t('AdminOrders', 'status.shipped')).first()).toBeVisible();
  await expect(page).toHaveTitle(`${t('AdminOrders', 'title')} | ${t('AdminShell', 'brand')}`);

  // The choice is the back office's only: the public site keeps its own language.
  await page.goto('/index');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // And back to English from the header.
  await page.goto('/admin');
  await page.getByRole('combobox', { name: t('AdminShell', 'language') }).selectOption('en');
  await page.getByRole('button', { name: t('AdminShell', 'applyLanguage') }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
