import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { specDb } from './db';
import { apiSignIn, staffAccounts } from './staff';

/**
 * The dashboard leads to the work: each figure opens the list it counts, filtered through the
 * address, and the last 30 or 90 days are drawn as charts with one point per day.
 */
const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
const messageIds: string[] = [];
const mailIds: string[] = [];

test.afterAll(async () => {
  if (messageIds.length) await db.query('delete from messages where id = any($1::uuid[])', [messageIds]);
  if (mailIds.length) await db.query('delete from outbox where id = any($1::uuid[])', [mailIds]);
  await removeStaff();
  await db.end();
});

test('the "messages waiting" figure opens the inbox filtered to open messages, and the charts draw a point per day of the period', async ({ page }) => {
  test.setTimeout(90_000);
  const text = `Dashboard test ${randomBytes(4).toString('hex')}: does the C4 fit a cat?`;
  const { rows } = await db.query<{ id: string }>(
    "insert into messages (name, contact, message, locale, ip_hash, status) values ('Dana', 'dana@dashboard.example', $1, 'en', 'e2e', 'new') returning id",
    [text],
  );
  messageIds.push(rows[0]!.id);
  const admin = await insertStaff('admin', 'Ada Dashboard');
  await apiSignIn(page, admin);
  await page.goto('/admin');

  // One point per day: the orders and the revenue lines of the last 30 days.
  const sales = page.getByRole('figure', { name: /^Paid orders and revenue per day \(USD\)$/ });
  await expect(sales.locator('.recharts-line-dots')).toHaveCount(2);
  for (const dots of await sales.locator('.recharts-line-dots').all()) await expect(dots.locator('.recharts-line-dot')).toHaveCount(30);
  const errors = page.getByRole('figure', { name: 'Server errors (5xx) per day, as a share of all requests' });
  await expect(errors.locator('.recharts-line-dots')).toHaveCount(1);
  await expect(errors.locator('.recharts-line-dot')).toHaveCount(30);
  await sales.getByText('Show as a table').click();
  await expect(sales.getByRole('table').locator('tbody tr')).toHaveCount(30);
  const today = new Date().toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  await expect(sales.getByRole('table').locator('tbody tr').last().getByRole('rowheader')).toHaveText(today);

  // 90 days, and the Japanese market in yen: the choice is kept in the address.
  await page.getByLabel('Period').selectOption('90');
  await page.getByLabel('Market').selectOption('JP');
  await expect(page).toHaveURL(/[?&]period=90/);
  await expect(page).toHaveURL(/[?&]market=JP/);
  const yen = page.getByRole('figure', { name: /^Paid orders and revenue per day \(JPY\)$/ });
  await expect(yen.locator('.recharts-line-dots')).toHaveCount(2);
  for (const dots of await yen.locator('.recharts-line-dots').all()) await expect(dots.locator('.recharts-line-dot')).toHaveCount(90);
  const debt = page.getByRole('figure', { name: 'Missing and outdated texts per language' });
  await expect(debt.locator('.recharts-bar-rectangles')).toHaveCount(2);
  await debt.getByText('Show as a table').click();
  await expect(debt.getByRole('table').locator('tbody tr')).toHaveCount(10);
  await expect(debt.getByRole('rowheader', { name: 'Japanese' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Period')).toHaveValue('90');
  await expect(page.getByLabel('Market')).toHaveValue('JP');

  // The figure is a link to the list behind it.
  const waiting = page.getByRole('link', { name: /Messages waiting for an answer/ });
  // Other specs write messages meanwhile: the figure's own count is jest's (app/api/admin/admin.test.ts).
  await expect(waiting).toHaveText(/^[1-9]\d* Messages waiting for an answer$/);
  await waiting.click();
  await expect(page).toHaveURL(/\/admin\/messages\?status=open$/);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(text.slice(0, 40))).toBeVisible();

  // Another filter is kept in the address too, and survives a reload.
  await page.getByRole('button', { name: /^Spam/ }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?status=spam$/);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Spam/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(text.slice(0, 40))).toHaveCount(0);
});

test('support follows "emails given up" from the dashboard to the mail, reads its last error and sends it again', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = randomBytes(4).toString('hex');
  const to = `gone.${tag}@failures.example`;
  const subject = `Your Pawtrail order ${tag}`;
  const { rows } = await db.query<{ id: string }>(
    `insert into outbox ("to", subject, text, kind, attempts, last_error, dead_at)
     values ($1, $2, 'Thank you for your order.', 'order-confirmation', 10, '550 5.1.1 Mailbox unavailable', now()) returning id`,
    [to, subject],
  );
  mailIds.push(rows[0]!.id);
  const support = await insertStaff('support', 'Sam Mailroom');
  await apiSignIn(page, support);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Emails given up after repeated failures/ }).click();
  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(page.getByRole('heading', { name: 'Emails given up', level: 1 })).toBeVisible();
  const item = page.getByTestId('mail-failures').getByRole('listitem').filter({ hasText: subject });
  await expect(item.getByText('Last error: 550 5.1.1 Mailbox unavailable')).toBeVisible();
  await item.getByRole('button', { name: `Retry the email “${subject}” to ${to}` }).click();
  await expect(page.getByText(`Queued again: the email to ${to} goes out within seconds.`)).toBeVisible();
  const { rows: after } = await db.query<{ dead: boolean }>('select dead_at is not null as dead from outbox where id = $1', [rows[0]!.id]);
  expect(after[0]!.dead).toBe(false);
});
