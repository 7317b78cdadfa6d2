import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { axe } from './axe';
import de from '../messages/de.json';
import { hydrated } from './csp';
import { specDb } from './db';
import { waitForMail } from './mailbox';
import { apiSignIn, staffAccounts } from './staff';

const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
const run = randomUUID().slice(0, 8);
const reader = `alerts-e2e-${run}@example.test`;
const article = `e2e-alert-${run}`;
const t = de.Alerts;

test.afterAll(async () => {
  await db.query('delete from news where id = $1', [article]);
  await db.query("delete from back_office_edits where kind = 'news' and item_id = $1", [article]);
  for (const table of ['translation_state', 'content_versions', 'content_drafts'])
    await db.query(`delete from ${table} where kind = 'news' and item_id = $1`, [article]);
  await db.query('delete from alert_subscriptions where email = $1', [reader]);
  await removeStaff();
  await db.end();
});

/** The address in a mail's plain text that starts with `prefix`. */
const linkIn = (text: string, prefix: string) => {
  const found = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no ${prefix} link in: ${text}`);
  return new URL(found);
};

test('a German investor subscribes, confirms from the email, receives the next announcement and unsubscribes with its link', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Subscribing: a confirmation link, nothing more.
  await page.goto('/de/investors');
  await page.getByRole('link', { name: t.cta.link }).click();
  await expect(page).toHaveURL(/\/de\/alerts$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: de.Pages.alerts.heading, level: 1 })).toBeVisible();
  await page.getByLabel(t.form.email).fill(reader);
  await page.getByRole('checkbox', { name: t.form.news }).uncheck();
  await page.getByRole('button', { name: t.form.submit }).click();
  await expect(page.getByRole('status')).toContainText(reader);
  expect((await axe(page)).violations).toEqual([]);

  const confirmation = await waitForMail({ to: reader });
  expect(confirmation.subject).toBe(t.confirmMail.subject.replace('{brand}', 'Pawtrail'));
  expect(confirmation.html).toContain('<html lang="de">');
  const confirmLink = linkIn(confirmation.text, 'http');
  expect(confirmLink.pathname).toBe('/de/alerts/confirm');
  await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
  await hydrated(page);
  await page.getByRole('button', { name: t.confirm.button }).click();
  await expect(page.getByRole('status')).toContainText(t.confirm.done.split('{topics}')[0]!.trim());
  await expect(page.getByRole('button', { name: t.confirm.button })).toHaveCount(0);

  // An editor writes and publishes the German text of a new announcement in the back office.
  const { rows } = await db.query<{ image: string }>('select image from news limit 1');
  await db.query("insert into news (id, category_id, published_at, image) values ($1, 'announcements', now(), $2)", [article, rows[0]!.image]);
  const staff = await browser.newPage();
  // Signed in through the API: the sign-in screens are admin.spec.ts's subject, not this one's.
  await apiSignIn(staff, await insertStaff('editor', 'Ines Investor'));
  await staff.goto(`/admin/content?kind=news&item=${article}&locale=de&ref=en`);
  const title = `Hauptversammlung 2027: Einladung ${run}`;
  await staff.getByLabel('Title (German)').fill(title);
  await staff.getByLabel('Summary (German)').fill('Die Einladung und die Tagesordnung der ordentlichen Hauptversammlung.');
  await staff.getByLabel('Article (German)').fill('Die ordentliche Hauptversammlung findet am 18. Mai 2027 statt.');
  await staff.getByRole('button', { name: 'Save draft' }).click();
  await expect(staff.getByText('Draft saved.', { exact: false })).toBeVisible();
  await staff.getByRole('button', { name: 'Publish' }).click();
  await expect(staff.getByText(/^Published\./)).toBeVisible();
  await staff.close();

  const alert = await waitForMail({ to: reader, subject: title });
  expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(alert.headers['list-unsubscribe']).toMatch(/^<http.*\/api\/alerts\/unsubscribe\?token=[\w-]{43}>$/);
  const articleLink = linkIn(alert.text, `${confirmLink.origin}/de/newsShow`);
  expect(articleLink.searchParams.get('id')).toBe(article);
  // The link opens the article, rendered at its first request: it did not exist at build time.
  const opened = await page.goto(`${articleLink.pathname}${articleLink.search}`);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // The link at the foot of the alert ends the subscription.
  const unsubscribe = linkIn(alert.text, `${confirmLink.origin}/de/alerts/unsubscribe`);
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await hydrated(page);
  await page.getByRole('button', { name: t.unsubscribe.button }).click();
  await expect(page.getByRole('status')).toHaveText(t.unsubscribe.done);
  const { rows: after } = await db.query<{ status: string }>('select status from alert_subscriptions where email = $1', [reader]);
  expect(after).toEqual([{ status: 'unsubscribed' }]);
});
