import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, test, type Page } from './fixtures';
import { axe } from './axe';
import { waitForMail } from './mailbox';
import sharp from 'sharp';
import { specDb } from './db';
import { addOwnPhoto, apiSignIn, firstSignIn, matrixRow, STAFF_PASSWORD as PASSWORD, staffAccounts } from './staff';
import { PASSWORD as CUSTOMER_PASSWORD, specUsers } from './users';

const db = specDb();
const { staffEmail, insertStaff, removeStaff } = staffAccounts(db);
const customers = specUsers('admin-e2e');

const SCREENS = {
  Messages: '/admin/messages',
  Orders: '/admin/orders',
  Customers: '/admin/customers',
  Products: '/admin/products',
  Content: '/admin/content',
  News: '/admin/news',
  Slider: '/admin/slides',
  FAQ: '/admin/faq',
  Downloads: '/admin/downloads',
  Settings: '/admin/settings',
  Returns: '/admin/returns',
} as const;

/**
 * A new staff member of `role`, signed in through the API (password, then the authenticator), on
 * the back-office `section` their navigation links to (the link is there, marked as the current
 * page). The sign-in screens and `npm run staff:add` are what the first two tests check; the
 * others start where their subject does.
 */
async function signedIn(page: Page, role: 'admin' | 'editor' | 'support', name: string, section: keyof typeof SCREENS) {
  const email = await insertStaff(role, name);
  await apiSignIn(page, email);
  await page.goto(SCREENS[section]);
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: section, exact: true })).toHaveAttribute('aria-current', 'page');
  return email;
}

test.afterAll(async () => {
  await removeStaff();
  await db.end();
});

test('an admin made with npm run staff:add enrols an authenticator, signs in, adds an editor, and the audit log shows it', async ({ page }) => {
  // A whole first day: a node process for staff:add, two sign-ins with enrolment and four axe scans.
  test.slow();
  const email = staffEmail('admin');
  await promisify(execFile)(process.execPath, ['scripts/staff.mjs', '--email', email, '--role', 'admin', '--name', 'Ada Admin'], {
    env: { ...process.env, STAFF_PASSWORD: PASSWORD },
  });

  // Not signed in: the back office sends the visitor to its sign-in page, which no search engine indexes.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  // What a crawler gets: the page's own HTML, with one robots tag. (In the browser, Next.js may keep
  // the previous page's head tags beside the new ones for a moment after a client-side redirect,
  // which once made two identical tags here on CI.)
  const html = await (await page.request.get('/admin/login')).text();
  expect(html.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex, nofollow"/>']);
  expect((await axe(page)).violations).toEqual([]);

  // A wrong password says so and opens nothing.
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(`${PASSWORD}!`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('status')).toHaveText('The email or password is not right.');

  const { codes } = await firstSignIn(page, email);
  expect(codes).toHaveLength(10);
  await expect(page.getByTestId('staff-role')).toHaveText('Admin');
  expect((await axe(page)).violations).toEqual([]);

  // The admin adds an editor on the Staff screen; bad input first gets field messages and adds nobody.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
  const staff = page.getByRole('form', { name: 'Add a staff member' });
  const editor = staffEmail('editor');
  await staff.getByLabel('Name').fill('Eddie Editor');
  await staff.getByLabel('Work email').fill(editor);
  await staff.getByLabel('Role').selectOption('editor');
  await staff.getByLabel('First password').fill('short');
  await staff.getByRole('button', { name: 'Add' }).click();
  await expect(staff.getByLabel('First password')).toHaveAccessibleDescription(/12/);
  await staff.getByLabel('First password').fill(PASSWORD);
  await staff.getByRole('button', { name: 'Add' }).click();
  await expect(staff.getByRole('status')).toContainText(`${editor} can now sign in`);
  await expect(page.getByRole('cell', { name: editor, exact: true })).toBeVisible();
  const log = page.getByTestId('audit-log');
  await expect(log.getByRole('row').filter({ hasText: 'Staff member added' }).first()).toContainText(email);
  await expect(log.getByRole('row').filter({ hasText: 'Signed in' }).first()).toContainText('enrolment');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);

  // The editor's first sign-in (the screens are the admin's above, so through the API here): an
  // editor sees the dashboard, not staff or the audit log.
  await apiSignIn(page, editor);
  await page.goto('/admin');
  await expect(page.getByTestId('staff-role')).toHaveText('Editor');
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Stores',
    'Products',
    'Content',
    'News',
    'Slider',
    'Brand page',
    'FAQ',
    'Downloads',
    'Investor relations',
    'Images',
    'Settings',
  ]);
  await page.goto('/admin/staff');
  await expect(page.getByRole('alert').filter({ hasText: 'Your role does not open this section' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByText('Products low on stock')).toBeVisible();
  await expect(page.getByText('Orders to ship')).toHaveCount(0);
  expect((await page.request.get('/api/admin/staff')).status()).toBe(403);
  expect((await page.request.get('/api/admin/audit')).status()).toBe(403);
});

test('a recovery code signs in once when the phone is lost', async ({ page }) => {
  // Enrolled through the API (the screens are the first test's), then on another device, as it were.
  const email = await insertStaff('support', 'Sol Support');
  const { codes } = await apiSignIn(page, email);
  await page.context().clearCookies();
  await page.goto('/admin/login');

  const signInWith = async (code: string) => {
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  await signInWith(codes[0]!);
  await expect(page.getByTestId('staff-role')).toHaveText('Support');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInWith(codes[0]!);
  await expect(page.getByRole('textbox', { name: 'Recovery code' })).toHaveAccessibleDescription(/not valid/);
});

test('support answers an online message by email, in the visitor’s language', async ({ page }) => {
  // A visitor writes in German through the public API, as the form on /de/OnlineMessage does.
  const visitor = `visitor-${randomUUID().slice(0, 8)}@example.test`;
  const text = `Mein C4 blinkt rot. ${randomUUID()}`;
  await page.request.get('/api/xsrf');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const sent = await page.request.post('/api/messages', {
    headers: { 'x-xsrf-token': xsrf, 'x-lang': 'de' },
    data: { name: 'Lena', contact: visitor, message: text },
  });
  expect(sent.status()).toBe(201);

  await signedIn(page, 'support', 'Sam Support', 'Messages');
  await page
    .getByTestId('inbox')
    .getByRole('button', { name: new RegExp(text.slice(-12)) })
    .click();
  await expect(page.getByRole('heading', { name: 'Lena' })).toBeVisible();
  await expect(page.getByText('wrote in German')).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);

  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByText('Assigned to Sam Support')).toBeVisible();
  const reply = page.getByRole('form', { name: 'Reply by email' });
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await reply.getByRole('textbox').fill('Guten Tag, bitte laden Sie das Halsband auf.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('answered');
  await expect(page.getByRole('listitem').filter({ hasText: 'Reply sent · Sam Support' })).toContainText('bitte laden Sie das Halsband auf');

  const { rows } = await db.query<{ subject: string; text: string }>(`select subject, text from outbox where "to" = $1 and kind = 'message-reply'`, [visitor]);
  expect(rows).toEqual([expect.objectContaining({ subject: 'Re: Deine Nachricht an Pawtrail' })]);
  expect(rows[0]!.text).toContain(`> ${text}`);
  await db.query('delete from messages where contact = $1', [visitor]);
  await db.query('delete from outbox where "to" = $1', [visitor]);
});

/** An account's order of one C4 (in its first colour) in `status`, as the checkout leaves it, sent to `address`. */
async function accountOrder(userId: string, status: 'paid' | 'delivered', address: Record<string, string>) {
  const {
    rows: [order],
  } = await db.query<{ id: string; number: number }>(
    `insert into orders (user_id, idempotency_key, request_hash, status, subtotal_cents, shipping_cents, total_cents, address, card_brand, card_last4, payment_ref)
     values ($1, $2, 'e2e', $3, 12900, 0, 12900, $4, 'visa', '4242', null) returning id, number`,
    [userId, randomUUID(), status, address],
  );
  const {
    rows: [line],
  } = await db.query<{ colorId: string }>(
    `insert into order_items (order_id, product_id, color_id, name, unit_price_cents, quantity)
     select $1, 'c4', id, 'C4', 12900, 1 from product_colors where product_id = 'c4' order by position limit 1 returning color_id as "colorId"`,
    [order!.id],
  );
  return { ...order!, colorId: line!.colorId };
}

test('support ships a paid order and the customer is emailed in French with the tracking number', async ({ page }) => {
  // A French customer's paid order, as the checkout leaves it.
  const buyer = `acheteur-${randomUUID().slice(0, 8)}@example.test`;
  const {
    rows: [user],
  } = await db.query<{ id: string }>(`insert into users (email, password_hash, name, locale) values ($1, 'x', 'Camille Martin', 'fr') returning id`, [buyer]);
  const order = await accountOrder(user!.id, 'paid', {
    recipient: 'Camille Martin',
    phone: '+33 1 23 45 67 89',
    country: 'FR',
    region: 'Île-de-France',
    city: 'Paris',
    line1: '10 rue de Rivoli',
    postalCode: '75001',
  });
  await db.query(`insert into order_status_history (order_id, status) values ($1, 'pending'), ($1, 'paid')`, [order.id]);

  await signedIn(page, 'support', 'Sam Shipper', 'Orders');
  await page.getByLabel('Order number or customer email').fill(`#${order.number}`);
  await page.getByRole('button', { name: 'Find' }).click();
  await page
    .getByTestId('orders')
    .getByRole('button', { name: new RegExp(`#${order.number} Camille Martin`) })
    .click();
  await expect(page.getByText('emails in French')).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);

  // The carriers that deliver to France, then the international ones; another one can be named.
  const ship = page.getByRole('form', { name: 'Ship the order' });
  const carrier = ship.getByRole('combobox', { name: 'Carrier' });
  await expect(carrier.getByRole('option')).toHaveText(['Choose a carrier', 'Colissimo', 'DHL', 'UPS', 'FedEx', 'Another carrier']);
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(carrier).toHaveAttribute('aria-invalid', 'true');
  await expect(carrier).toBeFocused();
  await carrier.selectOption('Another carrier');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(ship.getByLabel('Carrier’s name')).toHaveAttribute('aria-invalid', 'true');
  await carrier.selectOption('Colissimo');
  await expect(ship.getByLabel('Carrier’s name')).toHaveCount(0);
  await ship.getByLabel('Tracking number').fill('6A12345678901');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  await expect(page.getByText('Shipped with Colissimo, tracking number 6A12345678901')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Sam Shipper' })).toContainText('Shipped');
  // The shipped mail is listed on the order, by its French subject (the order was put in the database: no confirmation mail).
  const mails = page.getByTestId('order-mails').getByRole('listitem');
  await expect(mails).toHaveCount(1);
  await expect(mails).toContainText(`Votre commande Pawtrail nº\u00a0${order.number} est en route · ${buyer}`);

  // A note for the team, kept on the order (the buyer's mails below say nothing of it).
  const notes = page.getByRole('form', { name: 'Internal notes' });
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByLabel('Internal note (the buyer never sees it)')).toHaveAttribute('aria-invalid', 'true');
  await notes.getByLabel('Internal note (the buyer never sees it)').fill('Parcel left with the concierge, as asked by phone.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Note added.')).toBeVisible();
  await expect(page.getByTestId('order-notes').getByRole('listitem')).toHaveText([/^Sam Shipper · .+Parcel left with the concierge, as asked by phone\.$/]);
  await expect(notes.getByLabel('Internal note (the buyer never sees it)')).toHaveValue('');

  const { rows } = await db.query<{ subject: string; text: string }>(`select subject, text from outbox where "to" = $1 and kind = 'order-shipped'`, [buyer]);
  expect(rows).toEqual([expect.objectContaining({ subject: `Votre commande Pawtrail nº\u00a0${order.number} est en route` })]);
  expect(rows[0]!.text).toContain('Bonjour Camille Martin,');
  expect(rows[0]!.text).toContain('Numéro de suivi\u00a0: 6A12345678901');
  expect(rows[0]!.text).toContain('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
  expect(rows[0]!.text).not.toContain('concierge');
  await db.query('delete from users where id = $1', [user!.id]);
  await db.query('delete from outbox where "to" = $1', [buyer]);

  // Content is not support's.
  await page.goto('/admin/content');
  await expect(page.getByText('Your role does not open this section.', { exact: false })).toBeVisible();
});

test('support approves a German buyer’s return request and the buyer is emailed the decision in German', async ({ page }) => {
  const buyer = `kundin-${randomUUID().slice(0, 8)}@example.test`;
  const {
    rows: [user],
  } = await db.query<{ id: string }>(`insert into users (email, password_hash, name, locale) values ($1, 'x', 'Lena Vogel', 'de') returning id`, [buyer]);
  try {
    const order = await accountOrder(user!.id, 'delivered', {
      recipient: 'Lena Vogel',
      phone: '+49 30 1234567',
      country: 'DE',
      city: 'Berlin',
      line1: 'Torstraße 1',
      postalCode: '10119',
    });
    const {
      rows: [request],
    } = await db.query<{ id: string; number: number }>(
      `insert into return_requests (order_id, reason, comment) values ($1, 'changed_mind', 'Passt nicht zu Bello.') returning id, number`,
      [order.id],
    );
    await db.query(`insert into return_request_items (request_id, product_id, color_id, quantity) values ($1, 'c4', $2, 1)`, [request!.id, order.colorId]);

    await signedIn(page, 'support', 'Rita Returns', 'Returns');
    await page.getByRole('button', { name: `Approve: return #${request!.number}` }).click();
    await expect(page.getByText(`Return #${request!.number}: Approved — awaiting refund. The buyer has been told by email.`)).toBeVisible();

    const mail = await waitForMail({ to: buyer, subject: `Deine Pawtrail-Rücksendeanfrage #${request!.number} ist genehmigt` });
    expect(mail.text).toContain('Hallo Lena Vogel,');
    expect(mail.text).toContain(`wir haben deine Rücksendeanfrage #${request!.number} zur Bestellung #${order.number} genehmigt.`);
    expect(mail.text).toContain('Passt nicht zu Bello.');
  } finally {
    await db.query('delete from users where id = $1', [user!.id]);
    await db.query('delete from outbox where "to" = $1', [buyer]);
  }
});

test('an admin finds a customer and disables the account so it cannot sign in', async ({ page, browser }) => {
  // A Korean customer signs in on the site, in their own browser (the account written by `dbUser`:
  // the subject is disabling it, not signing up).
  const shopper = await browser.newContext();
  const shopperPage = await shopper.newPage();
  const customer = await customers.dbUser('ko', '김하늘');
  const signIn = async () => {
    await shopperPage.request.get('/api/xsrf');
    const xsrf = (await shopper.cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
    return shopperPage.request.post('/api/auth/login', { headers: { 'x-xsrf-token': xsrf }, data: { email: customer, password: CUSTOMER_PASSWORD } });
  };
  expect((await signIn()).status()).toBe(200);

  await signedIn(page, 'admin', 'Cleo Customer-Care', 'Customers');
  await page.getByLabel('Email or name').fill(customer);
  await page.getByRole('button', { name: 'Find' }).click();
  await page
    .getByTestId('customers')
    .getByRole('button', { name: /김하늘/ })
    .click();
  await expect(page.getByText('writes in Korean')).toBeVisible();
  await expect(page.getByTestId('customer-state')).toHaveText(/Active · signed in on 1 device$/);
  expect((await axe(page)).violations).toEqual([]);

  await page.getByRole('button', { name: 'Disable the account…' }).click();
  await page.getByRole('button', { name: 'Yes, disable' }).click();
  await expect(page.getByText('The account is disabled and signed out everywhere.')).toBeVisible();
  await expect(page.getByTestId('customer-state')).toHaveText(/Disabled: cannot sign in\. · signed in on 0 devices/);
  expect((await signIn()).status()).toBe(401);

  await page.getByRole('button', { name: 'Enable the account' }).click();
  await expect(page.getByText('The account can sign in again.')).toBeVisible();
  expect((await signIn()).status()).toBe(200);
  await shopper.close();
});

// The content editor's walks, one kind each so that the two workers share them (as one walk of
// four publications, three kinds and two previews it took 35 s alone and timed out on CI).
test('an editor renames a product in Japanese beside English, edits its specification rows, previews, publishes, and restores the files’ text', async ({
  page,
  browser,
}) => {
  // Two publications, a preview and two audits: the longest of the four, as long as the other walks.
  test.setTimeout(90_000);
  const ID = 'conditioner-coconut';
  const { rows } = await db.query<{ locale: string; name: string }>(
    `select locale, name from product_texts where product_id = $1 and locale in ('en', 'ja', 'de')`,
    [ID],
  );
  const before = Object.fromEntries(rows.map((r) => [r.locale, r.name])) as Record<'en' | 'ja' | 'de', string>;
  const renamed = `${before.ja}（新処方）`;

  await signedIn(page, 'editor', 'Emi Editor', 'Content');
  await expect(page.getByTestId('translation-matrix')).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);

  // Japanese, side by side with English.
  await page.getByRole('button', { name: `${before.en} in Japanese: done` }).click();
  await expect(page.getByRole('heading', { name: `${before.ja} — Japanese` })).toBeFocused();
  await expect(page.getByText(before.en, { exact: true })).toBeVisible();
  await page.getByLabel('Name (Japanese)').fill(renamed);
  // Specification rows: the second moves up when the first is removed; a new one comes last.
  const secondLabel = await page.getByLabel('Label 2', { exact: true }).inputValue();
  const rowCount = await page.getByLabel(/^Label \d+$/).count();
  await page.getByRole('button', { name: 'Remove specification 1' }).click();
  await expect(page.getByLabel('Label 1', { exact: true })).toHaveValue(secondLabel);
  await expect(page.getByLabel(/^Label \d+$/)).toHaveCount(rowCount - 1);
  await page.getByRole('button', { name: 'Add a specification' }).click();
  await page.getByLabel(`Label ${rowCount}`, { exact: true }).fill('容量');
  await page.getByLabel(`Value ${rowCount}`, { exact: true }).fill('500 mL');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved. The site is unchanged until you publish it.')).toBeVisible();
  const {
    rows: [saved],
  } = await db.query<{ specs: { label: string; value: string }[] }>(
    `select fields->'specs' as specs from content_drafts where kind = 'product' and item_id = $1 and locale = 'ja'`,
    [ID],
  );
  expect(saved!.specs).toHaveLength(rowCount);
  expect(saved!.specs[0]!.label).toBe(secondLabel);
  expect(saved!.specs.at(-1)).toEqual({ label: '容量', value: '500 mL' });
  expect((await axe(page)).violations).toEqual([]);

  // The draft is not on the site, its preview is for staff only.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const publicPage = async (locale: string) => (await visitorPage.request.get(`/${locale}/productsShow?id=${ID}`)).text();
  expect(await publicPage('ja')).not.toContain(renamed);
  expect((await visitorPage.request.get(`/ja/preview/products/${ID}`)).status()).toBe(404);
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Preview the draft' }).click()]);
  await expect(preview.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(preview.getByTestId('preview-banner')).toContainText('Preview of the draft');
  // One preview page serves every declared kind; another segment is the 404 page, even for the editor.
  expect((await preview.request.get(`/ja/preview/orders/${ID}`)).status()).toBe(404);
  await preview.close();

  // Published: the Japanese page shows it within 5 seconds, the German one is unchanged.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. The Japanese page shows it within seconds.')).toBeVisible();
  await expect(async () => expect(await publicPage('ja')).toContain(renamed)).toPass({ timeout: 5_000 });
  const german = await publicPage('de');
  expect(german).toContain(before.de);
  expect(german).not.toContain(renamed);

  // Back to the content files' text through the history; the translation is still up to date.
  await page.getByRole('button', { name: '← All translations' }).click();
  await page.getByRole('button', { name: `${before.en} in Japanese: done` }).click();
  await expect(page.getByRole('heading', { name: `${renamed} — Japanese` })).toBeVisible();
  await page.getByRole('button', { name: 'Restore into the draft' }).last().click();
  await expect(page.getByText(/is now the draft/)).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published\./)).toBeVisible();
  await page.getByRole('button', { name: '← All translations' }).click();
  await expect(page.getByRole('button', { name: `${before.en} in Japanese: done` })).toBeVisible();
  await expect(async () => expect(await publicPage('ja')).toContain(before.ja)).toPass({ timeout: 5_000 });
  await visitor.close();
});

test('a changed English text marks every translation outdated, and restoring the English text they were made from makes them current again at once', async ({
  page,
}) => {
  // Its own product, so that the Japanese walk above does not change the translations it counts.
  const ID = 'shampoo-puppy';
  const { rows } = await db.query<{ locale: string; name: string }>(`select locale, name from product_texts where product_id = $1 and locale in ('en', 'ja')`, [
    ID,
  ]);
  const before = Object.fromEntries(rows.map((r) => [r.locale, r.name])) as Record<'en' | 'ja', string>;
  await signedIn(page, 'editor', 'Tom Tagline', 'Content');

  // From the Japanese text to the English one with the editor's language choice.
  await page.getByRole('button', { name: `${before.en} in Japanese: done` }).click();
  await expect(page.getByRole('heading', { name: `${before.ja} — Japanese` })).toBeVisible();
  await page.getByLabel('Edit language').selectOption('en');
  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.getByRole('heading', { name: `${before.en} — English` })).toBeVisible();
  const tagline = page.getByLabel('Tagline (English)');
  await tagline.fill(`${await tagline.inputValue()} Now with argan oil.`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. The English page shows it within seconds.')).toBeVisible();
  await page.getByRole('button', { name: '← All translations' }).click();
  await expect(page.getByRole('button', { name: `${before.en} in Japanese: outdated` })).toBeVisible();
  await expect(page.getByRole('button', { name: `${before.en} in German: outdated` })).toBeVisible();
  await expect(page.getByRole('button', { name: `${before.en} in English: done` })).toBeVisible();
  expect(await matrixRow(page, before.en)).toEqual({ done: 1, outdated: 9 });

  // Back to the content files' English text through the history: the translations made from it
  // are up to date again, and the matrix says so as soon as it shows (not the states from before
  // the publication, which it kept showing until its own refetch answered).
  await page.getByRole('button', { name: `${before.en} in English: done` }).click();
  await expect(page.getByRole('heading', { name: `${before.en} — English` })).toBeVisible();
  await page.getByRole('button', { name: 'Restore into the draft' }).last().click();
  await expect(page.getByText(/is now the draft/)).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published\./)).toBeVisible();
  await page.getByRole('button', { name: '← All translations' }).click();
  await expect(page.getByRole('button', { name: `${before.en} in English: done` })).toBeVisible();
  expect(await matrixRow(page, before.en)).toEqual({ done: 10 });
  await expect(page.getByRole('button', { name: `${before.en} in Japanese: done` })).toBeVisible();
  await expect(page.getByRole('button', { name: `${before.en} in German: done` })).toBeVisible();
});

test('news articles have the same translation matrix and editor; orders are not an editor’s', async ({ page }) => {
  await signedIn(page, 'editor', 'Nico News', 'Content');
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' })).toHaveCount(0);
  await page.getByRole('button', { name: 'News', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'News: translations' })).toBeVisible();
  const { rows: articles } = await db.query<{ title: string }>(`select title from news_texts where news_id = 'virtual-fence-how-to' and locale = 'en'`);
  await page.getByRole('button', { name: `${articles[0]!.title} in German: done` }).click();
  await expect(page.getByLabel('Title (German)')).toBeVisible();
  await expect(page.getByLabel('Article (German)')).not.toBeEmpty();
  expect((await axe(page)).violations).toEqual([]);

  // Orders and staff are not an editor's.
  await page.goto('/admin/orders');
  await expect(page.getByText('Your role does not open this section.', { exact: false })).toBeVisible();
});

test('the FAQ has the same translation matrix and editor: a French answer’s draft shows on the FAQ page’s preview only, then is discarded', async ({
  page,
}) => {
  await signedIn(page, 'editor', 'Flo Faq', 'Content');
  await page.getByRole('button', { name: 'FAQ', exact: true }).click();
  const { rows: questions } = await db.query<{ question: string }>(`select question from faq_texts where faq_id = 'subscription-needed' and locale = 'en'`);
  await page.getByRole('button', { name: `${questions[0]!.question} in French: done` }).click();
  const answer = page.getByLabel('Answer (French)');
  await answer.fill(`${await answer.inputValue()} Brouillon de test.`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.', { exact: false })).toBeVisible();
  const [faqPreview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Preview the draft' }).click()]);
  await expect(faqPreview.getByTestId('preview-banner')).toContainText('Preview of the draft');
  await expect(faqPreview.locator('body')).toContainText('Brouillon de test.');
  await faqPreview.close();
  await page.getByRole('button', { name: 'Discard the draft' }).click();
  await expect(page.getByText('Draft discarded.')).toBeVisible();
});

test('an editor changes a price and the product page shows it within 5 seconds; a stock count typed over a sale is refused', async ({ page, browser }) => {
  const ID = 'harness-comfort';
  const {
    rows: [product],
  } = await db.query<{ price_cents: number; stock: number }>('select price_cents, stock from products where id = $1', [ID]);
  await signedIn(page, 'editor', 'Pia Pricing', 'Products');
  await page.getByTestId('products').getByRole('button', { name: 'Comfort Padded Harness' }).click();
  expect((await axe(page)).violations).toEqual([]);

  const form = page.getByRole('form', { name: 'Price, stock and status' });
  await form.getByLabel('Price (USD)').fill('12.345');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Price (USD)')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Price (USD)').fill('41.50');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Comfort Padded Harness saved.', { exact: false })).toBeVisible();
  const visitor = await browser.newContext();
  const productPage = async () => (await visitor.request.get(`/en/productsShow?id=${ID}`)).text();
  await expect(async () => expect(await productPage()).toContain('$41.50')).toPass({ timeout: 5_000 });

  // A sale lands while the editor types a stock count: saving it would undo the sale.
  await db.query('update products set stock = stock - 1, updated_at = now() where id = $1', [ID]);
  await form.getByLabel('In stock').fill('80');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This product changed meanwhile', { exact: false })).toBeVisible();
  expect((await db.query<{ stock: number }>('select stock from products where id = $1', [ID])).rows[0]!.stock).toBe(product!.stock - 1);
  await expect(form.getByLabel('In stock')).toHaveValue(String(product!.stock - 1));

  // Back as it was, through the form (so the page expires again).
  await form.getByLabel('Price (USD)').fill((product!.price_cents / 100).toFixed(2));
  await form.getByLabel('In stock').fill(String(product!.stock));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Comfort Padded Harness saved.', { exact: false })).toBeVisible();
  await visitor.close();
});

test('an editor changes the Japanese address in Settings and the Japanese contact page shows it within 5 seconds', async ({ page, browser }) => {
  const {
    rows: [row],
  } = await db.query<{ value: string }>(`select value from site_setting_texts where key = 'address' and locale = 'ja'`);
  const original = row!.value;
  const address = `〒100-0005 東京都千代田区丸の内1-1-1 ${randomUUID().slice(0, 4)}`;
  await signedIn(page, 'editor', 'Sato Settings', 'Settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Site settings' });
  await expect(form.getByLabel('Address in Japanese')).toHaveValue(original);
  // The shipping rates and the staff inbox are for admins: an editor does not get that form.
  await expect(page.getByRole('heading', { name: 'Shop and inbox (admins)' })).toHaveCount(0);
  expect((await axe(page)).violations).toEqual([]);

  // A link that is not https is refused on the field, and nothing is sent.
  await form.getByLabel('App Store link').fill('http://apps.apple.com/app/pawtrail');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByLabel('App Store link')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('App Store link')).toBeFocused();
  await form.getByLabel('App Store link').fill('https://apps.apple.com/app/pawtrail/id0000000000');

  await form.getByLabel('Address in Japanese').fill(address);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.', { exact: false })).toBeVisible();
  const visitor = await browser.newContext();
  const contact = async (locale: string) => (await visitor.request.get(`/${locale}/contact`)).text();
  await expect(async () => expect(await contact('ja')).toContain(address)).toPass({ timeout: 5_000 });
  expect(await contact('de')).not.toContain(address);

  // Back as it was, through the form (so the pages expire again).
  await form.getByLabel('Address in Japanese').fill(original);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.', { exact: false })).toBeVisible();
  await expect(async () => expect(await contact('ja')).not.toContain(address)).toPass({ timeout: 5_000 });
  await visitor.close();
});

test('an editor adds a home slide with an uploaded photo, writes its English texts, publishes, removes it again, and then deletes the photo', async ({
  page,
  browser,
}) => {
  // A long walk (upload, add, texts, preview, publish, remove): 25 s alone, more beside the other admin walks on two CPUs.
  test.setTimeout(90_000);
  const id = `e2e-${randomUUID().slice(0, 6)}`;
  const title = `Autumn walks ${id}`;
  await signedIn(page, 'editor', 'Sol Slides', 'Slider');
  await expect(page.getByRole('heading', { name: 'Home slider', level: 1 })).toBeVisible();
  await expect(page.getByTestId('slides').getByRole('listitem')).not.toHaveCount(0);

  // A photo of 1.7 MB (over the 1 MB other requests may send): re-encoded, it joins the library.
  const photo = await sharp(randomBytes(800 * 700 * 3), { raw: { width: 800, height: 700, channels: 3 } })
    .png()
    .toBuffer();
  expect(photo.byteLength).toBeGreaterThan(1024 * 1024);
  const adding = page.getByRole('form', { name: 'Add a slide' });
  await adding.getByLabel('Id').fill(id);
  await adding.getByLabel('Button leads to').fill('/c4');
  await adding.getByRole('button', { name: 'Add slide' }).click();
  await expect(adding.getByRole('alert')).toHaveText('Choose an image.');
  await adding.getByRole('button', { name: 'Choose an image' }).click();
  await adding.getByLabel('Upload images').setInputFiles({ name: `${id}.png`, mimeType: 'image/png', buffer: photo });
  await expect(adding.getByText(`Uploaded ${id}.png.`)).toBeVisible();
  // A file that only claims to be an image is refused with the reason.
  await adding.getByLabel('Upload images').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(adding.getByText('Not uploaded: notes.png: Upload a PNG, JPEG, WebP or GIF image.')).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
  // The button's name ends with the file's (visually hidden beside the thumbnail and caption).
  const use = adding.getByRole('button', { name: new RegExp(`^Use this image\\s*: ${id}\\.png$`) });
  await use.click();
  await adding.getByRole('button', { name: 'Add slide' }).click();
  await expect(page.getByText(`Slide ${id} added`, { exact: false })).toBeVisible();

  // Its English texts, under Content.
  await page.getByRole('link', { name: 'edit under Content' }).click();
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Text (English)').fill('Bright light for dark evenings.');
  await page.getByLabel('Button (English)').fill('Meet the C4');
  await page.getByLabel('Image description (English)').fill('A dog with a glowing collar in the park');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.', { exact: false })).toBeVisible();
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Preview the draft' }).click()]);
  await expect(preview.getByTestId('preview-banner')).toContainText('Preview of the draft');
  await expect(preview.locator('.banner-slide').first()).toContainText(title);
  await preview.close();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published\./)).toBeVisible();

  // The home page shows it, offering the browser the image's widths; German has no texts yet, so no slide.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await expect(async () => expect(await (await visitor.request.get('/en/index')).text()).toContain(title)).toPass({ timeout: 5_000 });
  await visitorPage.goto('/en/index');
  await expect(visitorPage.locator('.banner-slide', { hasText: title })).toHaveCount(1);
  const image = visitorPage.locator('.banner-slide', { hasText: title }).locator('img');
  await expect(image).toHaveAttribute('alt', 'A dog with a glowing collar in the park');
  const srcset = (await image.getAttribute('srcset'))!;
  expect(srcset).toMatch(/^\/api\/media\/[a-f0-9]{32}\/480\.webp 480w, \/api\/media\/[a-f0-9]{32}\/800\.webp 800w$/);
  const served = await visitor.request.get(srcset.split(' ')[0]!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await (await visitor.request.get('/de/index')).text()).not.toContain(title);

  // While the slide shows it, the library keeps the photo and says where it is used.
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Images' }).click();
  const photoItem = page
    .getByTestId('media')
    .getByRole('listitem')
    .filter({ hasText: `${id}.png` });
  const deletePhoto = photoItem.getByRole('button', { name: new RegExp(`^Delete\\s*: ${id}\\.png$`) });
  page.once('dialog', (dialog) => void dialog.accept());
  await deletePhoto.click();
  await expect(page.getByText(`${id}.png was not deleted. This image is still used: Home slide “${id}”.`, { exact: false })).toBeVisible();
  expect((await visitor.request.get(srcset.split(' ')[0]!)).status()).toBe(200);

  // Removed: gone from the home page again.
  await nav.getByRole('link', { name: 'Slider' }).click();
  await page
    .getByTestId('slides')
    .getByRole('button', { name: new RegExp(title) })
    .click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Remove this slide' }).click();
  await expect(page.getByText(`Slide “${title}” removed.`)).toBeVisible();
  await expect(async () => expect(await (await visitor.request.get('/en/index')).text()).not.toContain(title)).toPass({ timeout: 5_000 });

  // Used nowhere now, the photo can be deleted, and its address answers 404.
  await nav.getByRole('link', { name: 'Images' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await deletePhoto.click();
  await expect(page.getByText(`Deleted ${id}.png.`)).toBeVisible();
  await expect(photoItem).toHaveCount(0);
  expect((await visitor.request.get(srcset.split(' ')[0]!)).status()).toBe(404);
  await visitor.close();
  await db.query(`delete from back_office_edits where kind = 'slide' and item_id = $1`, [id]);
});

test('an editor uploads a PDF to the downloads page, titles it in English, publishes, and removes it again', async ({ page, browser }) => {
  // A long walk (upload, add, texts, publish, the public page, remove) beside the other admin walks on two CPUs.
  test.setTimeout(90_000);
  const id = `e2e-${randomUUID().slice(0, 6)}`;
  const title = `Trail guide ${id}`;
  await signedIn(page, 'editor', 'Dana Downloads', 'Downloads');
  await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
  await expect(page.getByTestId('downloads').getByRole('listitem')).not.toHaveCount(0);

  const adding = page.getByRole('form', { name: 'Add a download' });
  await adding.getByLabel('Id').fill(id);
  await adding.getByLabel('Category').selectOption('manuals');
  await adding.getByRole('button', { name: 'Add download' }).click();
  await expect(adding.getByRole('alert')).toHaveText('Upload the file first.');
  // A file that only claims to be a PDF is refused with the reason; a real one is kept under a safe name.
  await adding.getByLabel('File').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a document') });
  await expect(adding.getByRole('alert')).toHaveText('notes.pdf was not uploaded: Upload a PDF, ZIP, PNG or JPEG file.');
  const pdf = Buffer.from(`%PDF-1.4\n% ${id}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`, 'latin1');
  await adding.getByLabel('File').setInputFiles({ name: 'Trail Guide.PDF', mimeType: 'application/pdf', buffer: pdf });
  await expect(adding.getByRole('status')).toContainText('Uploaded as trail-guide.pdf (PDF,');
  expect((await axe(page)).violations).toEqual([]);
  await adding.getByRole('button', { name: 'Add download' }).click();
  await expect(page.getByText(`Download ${id} added`, { exact: false })).toBeVisible();

  // Its English title and description, under Content.
  await page.getByRole('link', { name: 'edit under Content' }).click();
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Description (English)').fill('Routes, water stops and what to pack for a day out with your dog.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published\./)).toBeVisible();

  // The downloads page offers it in English (not yet in German), and the link serves the very file.
  const visitor = await browser.newContext();
  const downloadsPage = async (locale: string) => (await visitor.request.get(`/${locale}/downlish`)).text();
  await expect(async () => expect(await downloadsPage('en')).toContain(title)).toPass({ timeout: 5_000 });
  expect(await downloadsPage('de')).not.toContain(title);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/en/downlish');
  const href = (await visitorPage.locator(`li[id="${id}"] a[download]`).getAttribute('href'))!;
  expect(href).toMatch(/^\/api\/files\/[a-f0-9]{32}\/trail-guide\.pdf$/);
  const served = await visitor.request.get(href);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await served.body()).equals(pdf)).toBe(true);

  // Removed: gone from the page again, and so is the file.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Downloads' }).click();
  await page
    .getByTestId('downloads')
    .getByRole('button', { name: new RegExp(title) })
    .click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Remove this download' }).click();
  await expect(page.getByText(`“${title}” removed.`)).toBeVisible();
  await expect(async () => expect(await downloadsPage('en')).not.toContain(title)).toPass({ timeout: 5_000 });
  expect((await visitor.request.get(href)).status()).toBe(404);
  await visitor.close();
  await db.query(`delete from back_office_edits where kind = 'download' and item_id = $1`, [id]);
});

test('an editor adds a colour with a photo and a Japanese name to a product, then removes it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const id = `e2e-${randomUUID().slice(0, 6)}`;
  const japanese = `ヘーゼル${id.slice(4)}`;
  const english = `Hazel ${id.slice(4)}`;
  await signedIn(page, 'editor', 'Vera Variants', 'Products');
  await page.getByTestId('products').getByRole('button', { name: 'Collapsible Travel Bowl' }).click();
  const variants = page.getByRole('region', { name: 'Colours and sizes' });
  const variantItems = variants.locator('ol > li');
  await expect(variantItems).not.toHaveCount(0);
  const before = await variantItems.count();

  await variants.getByRole('button', { name: 'Add a colour or size' }).click();
  const fresh = variants.getByRole('group').last();
  // Saved without an English name or an image: said, nothing sent.
  await variants.getByRole('button', { name: 'Save colours and sizes' }).click();
  await expect(variants.getByText(`Variant ${before + 1}: the id takes lowercase letters`)).toBeVisible();
  await fresh.getByLabel('Id').fill(id);
  await fresh.getByLabel('Name in English').fill(english);
  await fresh.getByLabel('Name in Japanese').fill(japanese);
  await addOwnPhoto(fresh, `${id}.png`);
  await expect(fresh.getByRole('list', { name: `Images of ${english}` }).locator('img')).toHaveCount(1);
  expect((await axe(page, { include: ['section[aria-labelledby="variants-heading"]'] })).violations).toEqual([]);
  await variants.getByRole('button', { name: 'Save colours and sizes' }).click();
  await expect(variants.getByText('Colours and sizes saved.', { exact: false })).toBeVisible();

  // The Japanese product page offers the colour by its Japanese name; German falls back to English.
  const visitor = await browser.newContext();
  const productPage = async (locale: string) => (await visitor.request.get(`/${locale}/productsShow?id=bowl-travel`)).text();
  await expect(async () => expect(await productPage('ja')).toContain(japanese)).toPass({ timeout: 5_000 });
  expect(await productPage('de')).toContain(english);

  // Removed again: gone from the page.
  await variants.getByRole('button', { name: new RegExp(`^Remove variant\\s*: ${english}$`) }).click();
  await variants.getByRole('button', { name: 'Save colours and sizes' }).click();
  await expect(variants.getByText('Colours and sizes saved.', { exact: false })).toBeVisible();
  await expect(variantItems).toHaveCount(before);
  await expect(async () => expect(await productPage('ja')).not.toContain(japanese)).toPass({ timeout: 5_000 });
  await visitor.close();
  await db.query(`delete from back_office_edits where kind = 'product' and item_id = 'bowl-travel'`);
});

test('an editor formats a German brand section as rich text; the brand page shows the formatting and nothing unsafe', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const {
    rows: [story],
  } = await db.query<{ title: string }>(`select title from brand_section_texts where section_id = 'story' and locale = 'en'`);
  await signedIn(page, 'editor', 'Rita Rich', 'Content');
  await page.getByRole('button', { name: 'Brand page', exact: true }).click();
  await page.getByRole('button', { name: `${story!.title} in German: done` }).click();
  const text = page.getByRole('textbox', { name: 'Text (German)' });
  await expect(text).toContainText('Juniper');
  expect((await axe(page)).violations).toEqual([]);

  // A new text: a subheading, then a paragraph with a bold word, typed with the toolbar.
  const stamp = randomUUID().slice(0, 6);
  await text.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting: Text (German)' });
  await toolbar.getByRole('button', { name: 'Subheading' }).click();
  await page.keyboard.type(`Seit 2005 ${stamp}`);
  await expect(toolbar.getByRole('button', { name: 'Subheading' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Immer ');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('sicher');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' unterwegs.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.', { exact: false })).toBeVisible();

  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Preview the draft' }).click()]);
  await expect(preview.locator('#story h3')).toHaveText(`Seit 2005 ${stamp}`);
  await expect(preview.locator('#story strong')).toHaveText('sicher');
  await preview.close();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published\./)).toBeVisible();

  const visitor = await browser.newContext();
  const brand = await visitor.newPage();
  await expect(async () => {
    await brand.goto('/de/brand');
    await expect(brand.locator('#story h3')).toHaveText(`Seit 2005 ${stamp}`);
  }).toPass({ timeout: 5_000 });
  await expect(brand.locator('#story strong')).toHaveText('sicher');
  await expect(brand.locator('#story p')).toHaveText('Immer sicher unterwegs.');
  expect((await axe(brand)).violations).toEqual([]);
  expect(await (await visitor.request.get('/en/brand')).text()).not.toContain(stamp);

  // Back to the content files' text through the history.
  await page.getByRole('button', { name: 'Restore into the draft' }).last().click();
  await expect(page.getByText(/is now the draft/)).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published\./)).toBeVisible();
  await expect(async () => expect(await (await visitor.request.get('/de/brand')).text()).not.toContain(stamp)).toPass({ timeout: 5_000 });
  await visitor.close();
});

test('an editor rewrites a Korean event of the brand history beside English, previews, publishes, and restores the files’ text', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const {
    rows: [event],
  } = await db.query<{ title: string }>(`select title from timeline_event_texts where event_id = 'grooming-line' and locale = 'en'`);
  await signedIn(page, 'editor', 'Han History', 'Content');
  await page.getByRole('button', { name: 'Brand history', exact: true }).click();
  await page.getByRole('button', { name: `${event!.title} in Korean: done` }).click();
  // The English text stands beside the Korean one.
  await expect(page.getByText(event!.title, { exact: true }).first()).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);

  const stamp = randomUUID().slice(0, 6);
  await page.getByLabel('Title (Korean)').fill(`그루밍 라인 출시 ${stamp}`);
  await page.getByLabel('Text (Korean)').fill('반려동물을 위한 순한 샴푸를 선보였습니다.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.', { exact: false })).toBeVisible();
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Preview the draft' }).click()]);
  await expect(preview.getByRole('list', { name: '회사 연혁' })).toContainText(`그루밍 라인 출시 ${stamp}`);
  await preview.close();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published\./)).toBeVisible();

  const visitor = await browser.newContext();
  const brand = await visitor.newPage();
  await expect(async () => {
    await brand.goto('/ko/brand');
    await expect(brand.getByRole('list', { name: '회사 연혁' })).toContainText(`그루밍 라인 출시 ${stamp}`);
  }).toPass({ timeout: 5_000 });
  expect(await (await visitor.request.get('/en/brand')).text()).not.toContain(stamp);

  // Back to the content files' text through the history.
  await page.getByRole('button', { name: 'Restore into the draft' }).last().click();
  await expect(page.getByText(/is now the draft/)).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published\./)).toBeVisible();
  await expect(async () => expect(await (await visitor.request.get('/ko/brand')).text()).not.toContain(stamp)).toPass({ timeout: 5_000 });
  await visitor.close();
  // The text is the files' again: content:publish may write it.
  await db.query(`update translation_state set edited_in = 'files' where kind = 'timeline' and item_id = 'grooming-line'`);
});

test('an editor adds an FAQ question, writes it in English under Content, publishes, and removes it again', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const id = `e2e-${randomUUID().slice(0, 6)}`;
  const question = `Can the collar track two pets at once? ${id}`;
  await signedIn(page, 'editor', 'Fay Faq', 'FAQ');
  await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
  const adding = page.getByRole('form', { name: 'Add a question' });
  await adding.getByLabel('Id').fill(id);
  await adding.getByLabel('Category').selectOption({ index: 1 });
  await adding.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByText(`Question ${id} added.`, { exact: false })).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);

  await page.getByRole('link', { name: new RegExp(`^Edit under Content\\s*: ${id}$`) }).click();
  await page.getByLabel('Question (English)').fill(question);
  await page.getByLabel('Answer (English)').fill('Each pet needs its own collar; the app shows them side by side.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published\./)).toBeVisible();

  const visitor = await browser.newContext();
  await expect(async () => expect(await (await visitor.request.get('/problems')).text()).toContain(question)).toPass({ timeout: 5_000 });
  expect(await (await visitor.request.get('/de/problems')).text()).not.toContain(question);

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'FAQ' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: new RegExp(`^Remove\\s*: ${question.replace(/[?]/g, '\\?')}$`) }).click();
  await expect(page.getByText(`Question “${question}” removed.`)).toBeVisible();
  await expect(async () => expect(await (await visitor.request.get('/problems')).text()).not.toContain(question)).toPass({ timeout: 5_000 });
  await visitor.close();
  await db.query(`delete from back_office_edits where kind = 'faq' and item_id = $1`, [id]);
  await db.query(`delete from translation_state where kind = 'faq' and item_id = $1`, [id]);
});

test('an editor names a related article and moves an article’s date; the article page shows the choice first', async ({ page, browser }) => {
  const ID = 'c4-launch';
  test.setTimeout(90_000);
  const {
    rows: [before],
  } = await db.query<{ published_at: Date }>('select published_at from news where id = $1', [ID]);
  const { rows: titles } = await db.query<{ news_id: string; title: string }>(
    `select t.news_id, t.title from news_texts t join news n on n.id = t.news_id
     where t.locale = 'en' and n.category_id <> (select category_id from news where id = $1) order by n.published_at limit 1`,
    [ID],
  );
  const pick = titles[0]!;
  await signedIn(page, 'editor', 'Nina News', 'News');
  const {
    rows: [english],
  } = await db.query<{ title: string }>(`select title from news_texts where news_id = $1 and locale = 'en'`, [ID]);
  await page
    .getByTestId('articles')
    .getByRole('button', { name: new RegExp(english!.title) })
    .click();
  const form = page.getByRole('form', { name: 'Article details' });
  await form.getByLabel('Related article 1').selectOption({ label: pick.title });
  await form.getByLabel('Published (your time zone)').fill('2026-11-01T10:00');
  expect((await axe(page)).violations).toEqual([]);
  await form.getByRole('button', { name: 'Save article' }).click();
  await expect(page.getByText('saved. The news pages show it within seconds.', { exact: false })).toBeVisible();

  const visitor = await browser.newContext();
  const article = await visitor.newPage();
  await expect(async () => expect(await (await visitor.request.get(`/en/newsShow?id=${ID}`)).text()).toContain('2026-11-01')).toPass({ timeout: 5_000 });
  await article.goto(`/en/newsShow?id=${ID}`);
  await expect(article.locator('section[aria-labelledby="related-heading"] a').first()).toContainText(pick.title);
  await expect(article.locator('time').first()).toHaveAttribute('datetime', new Date('2026-11-01T10:00').toISOString());
  await visitor.close();

  // Back as it was, through the form.
  await form.getByLabel('Related article 1').selectOption('');
  await form
    .getByLabel('Published (your time zone)')
    .fill(new Date(before!.published_at.getTime() - before!.published_at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16));
  await form.getByRole('button', { name: 'Save article' }).click();
  await expect(page.getByText('saved. The news pages show it within seconds.', { exact: false })).toBeVisible();
  await db.query(`delete from back_office_edits where kind = 'news' and item_id = $1`, [ID]);
});
