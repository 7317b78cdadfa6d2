import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { axe } from './axe';
import pg from 'pg';
import { waitForMail } from './mailbox';
import { apiSignIn, insertStaffMember } from './staff';

/**
 * "Become a dealer" (issue 17), done when: /de/dealer submits and the confirmation email, received
 * over SMTP by the test mailbox, is German. Two applications per run, from the test browser's address.
 */

const emails: string[] = [];
const staff: string[] = [];
// fullyParallel: a worker may run this file's tests in several groups, each between its own
// beforeAll and afterAll, while the module stays loaded; so the pool lives from one to the other.
let db: pg.Pool;
test.beforeAll(() => {
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
});
test.afterAll(async () => {
  if (emails.length) {
    const applicants = emails.splice(0);
    await db.query('delete from dealer_applications where email = any($1::text[])', [applicants]);
    await db.query('delete from outbox where "to" = any($1::text[])', [applicants]);
  }
  if (staff.length) {
    const members = staff.splice(0);
    // Their audit entries stay: the log is append-only (migration 0026); the account's removal only unlinks them.
    await db.query('delete from staff where email = any($1::text[])', [members]);
  }
  await db.end();
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();
}

test('a German dealer applies at /de/dealer and receives a German acknowledgement by email', async ({ page }) => {
  const company = `Pfötchen & Co ${randomUUID().slice(0, 8)}`;
  const email = `e2e-dealer-${randomUUID().slice(0, 8)}@example.test`;
  emails.push(email);
  await open(page, '/de/dealer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pawtrail-Händler werden');
  await expect(page.getByRole('heading', { name: 'So arbeiten wir mit Händlern zusammen' })).toBeVisible();

  // Sent empty: localized field errors, nothing leaves the browser.
  await page.getByRole('button', { name: 'Bewerbung senden' }).click();
  await expect(page.locator('#dl-company-error')).toHaveText('Dies ist ein Pflichtfeld.');
  await expect(page.locator('#dl-channels-error')).toHaveText('Dies ist ein Pflichtfeld.');
  await expect(page.getByLabel(/^Firmenname/)).toBeFocused();

  await page.getByLabel(/^Firmenname/).fill(company);
  await page.getByLabel(/^Land oder Region/).selectOption({ label: 'Österreich' });
  await page.getByLabel(/^Ansprechperson/).fill('Lena Vogel');
  await page.getByLabel(/^E-Mail-Adresse/).fill(email);
  await page.getByLabel(/^Webadresse/).fill('pfoetchen.example');
  await page.getByRole('checkbox', { name: 'Zoofachgeschäft' }).check();
  await page.getByRole('checkbox', { name: 'Onlineshop' }).check();
  await page.getByLabel(/^Erwartete Jahresmenge/).selectOption('500_1999');
  await page.getByLabel(/^Erzählen Sie uns von Ihrem Unternehmen/).fill('Zwei Fachgeschäfte in Wien <b>und</b> ein Onlineshop.');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/dealer-applications') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Bewerbung senden' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  const success = page.getByTestId('dealer-success');
  await expect(success.getByRole('heading')).toHaveText('Danke, Ihre Bewerbung ist bei uns angekommen');
  await expect(success).toContainText(`Wir haben Ihnen eine Bestätigung an ${email} geschickt.`);

  // A fixed acknowledgement: nothing typed into the form travels to the address typed into it.
  const mail = await waitForMail({ to: email });
  // A company is addressed with Sie, and the reference is short (issue 32).
  expect(mail.subject).toBe('Ihre Händlerbewerbung bei Pawtrail');
  expect(mail.text).toContain('Guten Tag,');
  expect(mail.text).toContain('Sie haben sich nicht beworben?');
  expect(mail.text).toMatch(/Referenz: [0-9A-F]{8}\n/);
  expect(mail.html).toContain('<html lang="de">');
  for (const typed of [company, 'Lena Vogel', 'Fachgeschäfte in Wien', 'pfoetchen.example']) {
    expect(mail.text).not.toContain(typed);
    expect(mail.html).not.toContain(typed.replace('&', '&amp;'));
  }
  expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);

  const { rows } = await db.query<{ company: string; country: string; locale: string; status: string }>(
    'select company, country, locale, status from dealer_applications where email = $1',
    [email],
  );
  expect(rows).toEqual([{ company, country: 'AT', locale: 'de', status: 'new' }]);
});

test('the footer leads to the dealer page, and the page works in Japanese', async ({ page }) => {
  await page.goto('/ja/index');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: '提携のご案内' })).toHaveAttribute('href', '/ja/dealer');
  await footer.getByRole('link', { name: 'パートナー募集' }).click();
  await expect(page).toHaveURL(/\/ja\/dealer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pawtrail販売パートナーの募集');
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();
  await page.getByLabel(/^会社名/).fill('株式会社テスト');
  await page.getByLabel(/^メールアドレス/).fill('not-an-address');
  await page.getByRole('button', { name: '応募する' }).click();
  await expect(page.locator('#dl-email-error')).toHaveText(/メールアドレス/);
  await expect(page.getByText('無効な入力です')).toBeVisible();
});

test('support staff find the application at /admin/dealers and move it on', async ({ page }) => {
  const company = `Fjord Pets ${randomUUID().slice(0, 8)}`;
  const email = `e2e-dealer-${randomUUID().slice(0, 8)}@example.test`;
  emails.push(email);
  await db.query(
    `insert into dealer_applications (company, country, contact_name, email, channels, volume, message, locale, ip_hash, request_hash)
     values ($1, 'IS', 'Sigrún', $2, '{pet_store,vet_clinic}', '100_499', 'Three stores in Reykjavík.', 'en', 'e2e', 'e2e')`,
    [company, email],
  );
  const member = `support-${randomUUID().slice(0, 8)}@staff.example`;
  staff.push(member);
  // Signed in through the API: the sign-in screens are admin.spec.ts's subject, not this one's.
  await insertStaffMember(db, member, 'support', 'Sam Support');
  await apiSignIn(page, member);
  await page.goto('/admin');
  await expect(page.getByText('New dealer applications')).toBeVisible();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dealers' }).click();
  await expect(page.getByRole('heading', { name: 'Dealer applications', level: 1 })).toBeVisible();
  await page.getByLabel('Country', { exact: true }).selectOption('IS');
  const card = page.getByRole('article', { name: company });
  await expect(card).toContainText('Iceland');
  await expect(card).toContainText('Three stores in Reykjavík.');
  expect((await axe(page)).violations).toEqual([]);
  await card.getByLabel('Status').selectOption('contacted');
  await card.getByLabel('Internal note').fill('Called on Monday');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${company}: saved (Contacted).` })).toBeVisible();
  // The list shows new applications: this one has moved on.
  await expect(page.getByRole('article', { name: company })).toHaveCount(0);
  const { rows } = await db.query<{ status: string; note: string }>('select status, note from dealer_applications where email = $1', [email]);
  expect(rows).toEqual([{ status: 'contacted', note: 'Called on Monday' }]);
});
