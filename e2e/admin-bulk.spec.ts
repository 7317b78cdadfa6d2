import { expect, test } from './fixtures';
import { specDb } from './db';
import { waitForMail } from './mailbox';
import { apiSignIn, matrixRow, STAFF_PASSWORD, staffAccounts } from './staff';
import { expirePages } from './revalidate';

/**
 * Back-office actions that change many things or someone's access: the bulk "still correct" of the
 * translation matrix, a role change that asks first, and an admin's reset of a member's second factor.
 */
const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);

test.afterAll(async () => {
  await removeStaff();
  await db.end();
});

test('an editor bulk-marks nine translations still correct in one action', async ({ page, browser }) => {
  test.setTimeout(60_000);
  // A product no other spec edits or counts; its English text and translation states are put back afterwards.
  const ID = 'shampoo-sensitive';
  const { rows } = await db.query<{ name: string; tagline: string }>(`select name, tagline from product_texts where product_id = $1 and locale = 'en'`, [ID]);
  const { name, tagline } = rows[0]!;
  const { rows: states } = await db.query(`select * from translation_state where kind = 'product' and item_id = $1`, [ID]);
  const editor = await insertStaff('editor', 'Bea Bulk');
  try {
    await apiSignIn(page, editor);
    await page.goto('/admin/content');
    await expect(page.getByRole('button', { name: `${name} in English: done` })).toBeVisible();

    // The English tagline changes: the nine translations are outdated.
    await page.getByRole('button', { name: `${name} in English: done` }).click();
    await expect(page.getByRole('heading', { name: `${name} — English` })).toBeVisible();
    await page.getByLabel('Tagline (English)').fill(`${tagline} Now fragrance-free.`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published. The English page shows it within seconds.')).toBeVisible();
    await page.getByRole('button', { name: '← All translations' }).click();
    await expect(page.getByRole('button', { name: `${name} in German: outdated` })).toBeVisible();
    expect(await matrixRow(page, name)).toEqual({ done: 1, outdated: 9 });

    // One action for the row, in every language.
    const bulk = page.getByRole('form', { name: 'Still correct in bulk' });
    await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await expect(bulk.getByText('1 row selected')).toBeVisible();
    await expect(bulk.getByLabel('Language')).toHaveValue('all');
    await bulk.getByRole('button', { name: 'Mark outdated translations still correct' }).click();
    await expect(bulk.getByRole('status')).toHaveText('9 translations marked as up to date with the English text.');
    await expect(bulk.getByTestId('bulk-refused')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `${name} in German: done` })).toBeVisible();
    expect(await matrixRow(page, name)).toEqual({ done: 10 });
    await expect(page.getByRole('checkbox', { name: `Select ${name}` })).not.toBeChecked();

    // Again: nothing is outdated any more, and the summary names each refusal.
    await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await bulk.getByLabel('Language').selectOption('ja');
    await bulk.getByRole('button', { name: 'Mark outdated translations still correct' }).click();
    await expect(bulk.getByRole('status')).toHaveText('No translation needed marking.');
    await expect(bulk.getByTestId('bulk-refused')).toHaveText(`${name} in Japanese: already up to date`);

    // The audit log (an admin's) lists nine entries, one per language.
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await apiSignIn(adminPage, await insertStaff('admin', 'Ada Audit'));
    await adminPage.goto('/admin/staff');
    const confirmed = adminPage.getByTestId('audit-log').getByRole('row').filter({ hasText: editor }).filter({ hasText: 'Translation marked still correct' });
    await expect(confirmed).toHaveCount(9);
    for (const locale of ['zh', 'de', 'ja', 'fr', 'es', 'ko', 'pt', 'ru', 'it']) {
      await expect(confirmed.filter({ hasText: `${ID}/${locale}` })).toHaveCount(1);
    }
    await admin.close();
  } finally {
    await db.query(`update product_texts set tagline = $1 where product_id = $2 and locale = 'en'`, [tagline, ID]);
    await db.query(`delete from translation_state where kind = 'product' and item_id = $1`, [ID]);
    for (const s of states) {
      await db.query(
        `insert into translation_state (kind, item_id, locale, revision, based_on, edited_in, updated_at, updated_by) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [s.kind, s.item_id, s.locale, s.revision, s.based_on, s.edited_in, s.updated_at, null],
      );
    }
    await db.query(`delete from content_versions where kind = 'product' and item_id = $1`, [ID]);
    await db.query(`delete from content_drafts where kind = 'product' and item_id = $1`, [ID]);
    // The English page built from the changed text expires.
    await expirePages(page.request, ['products']);
  }
});

test('an admin confirms a role change before it applies: arrow keys on the role only browse, keeping the role changes nothing and focus returns to the button that asked', async ({
  page,
}) => {
  const member = await insertStaff('editor', 'Rory Role');
  await apiSignIn(page, await insertStaff('admin', 'Ada Roles'));
  await page.goto('/admin/staff');
  const role = page.getByRole('combobox', { name: `Role of ${member}` });
  const ask = page.getByRole('button', { name: `Change role of ${member}` });
  await expect(role).toHaveValue('editor');
  const dialog = page.getByRole('alertdialog', { name: `Change the role of ${member}?` });
  const stored = async () => (await db.query<{ role: string }>('select role from staff where email = $1', [member])).rows[0]!.role;

  // Keyboard: an arrow key moves the select to the next role and nothing else happens (WCAG 3.2.2).
  await role.focus();
  await page.keyboard.press('ArrowDown');
  await expect(role).toHaveValue('support');
  await expect(role).toBeFocused();
  await expect(dialog).toBeHidden();
  expect(await stored()).toBe('editor');

  // The button beside it asks; Escape keeps the role and puts the select back.
  await page.keyboard.press('Tab');
  await expect(ask).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    `${member} goes from “Editor” to “Support”: what they can open and change in the back office changes with it.`,
  );
  await expect(dialog.getByRole('button', { name: 'Keep the current role' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(ask).toBeFocused();
  await expect(role).toHaveValue('editor');
  expect(await stored()).toBe('editor');

  // Asking for the stored role opens nothing.
  await page.keyboard.press('Enter');
  await expect(ask).toHaveAttribute('aria-disabled', 'true');
  await expect(dialog).toBeHidden();

  // "Keep the current role" does the same as Escape; "Change role" applies it, and focus comes back to the button.
  await role.selectOption('support');
  await ask.click();
  await dialog.getByRole('button', { name: 'Keep the current role' }).click();
  await expect(ask).toBeFocused();
  await expect(role).toHaveValue('editor');
  await role.selectOption('support');
  await ask.click();
  await expect(dialog.getByRole('button', { name: 'Keep the current role' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Change role' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${member} updated.`)).toBeVisible();
  await expect(role).toHaveValue('support');
  await expect(ask).toBeFocused();
  expect(await stored()).toBe('support');
});

test('an admin resets the two-step sign-in of a member who lost their phone: asked first, the member is signed out, told by email, and sets it up again', async ({
  page,
  browser,
}) => {
  const member = await insertStaff('editor', 'Lou Lost');
  const theirs = await browser.newPage();
  try {
    await apiSignIn(theirs, member);
    await apiSignIn(page, await insertStaff('admin', 'Ada Resets'));
    await page.goto('/admin/staff');
    const resetFactor = page.getByRole('button', { name: `Reset two-step sign-in of ${member}` });
    const dialog = page.getByRole('alertdialog', { name: `Reset two-step sign-in of ${member}?` });

    // Asked first, with what happens; the safe answer has focus.
    await resetFactor.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveAccessibleDescription(
      `${member} is signed out everywhere, and their recovery codes stop working. At their next sign-in they enter their password, then set up an authenticator app again. They are told by email.`,
    );
    await expect(dialog.getByRole('button', { name: 'Keep two-step sign-in' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Two-step sign-in of ${member} reset: they set it up again at their next sign-in, and were told by email.`)).toBeVisible();
    // Its button went with the second factor: focus moves on to the same member's password reset.
    await expect(resetFactor).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Reset password of ${member}` })).toBeFocused();

    const mail = await waitForMail({ to: member, subject: 'Two-step sign-in of your Pawtrail back office account was reset' });
    expect(mail.text).toContain('Ada Resets, an administrator, has reset the two-step sign-in');

    // The member's open back office is signed out; the password leads to a new authenticator.
    await theirs.goto('/admin');
    await expect(theirs).toHaveURL(/\/admin\/login$/);
    await theirs.getByLabel('Work email').fill(member);
    await theirs.getByLabel('Password').fill(STAFF_PASSWORD);
    await theirs.getByRole('button', { name: 'Continue' }).click();
    await expect(theirs.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeFocused();
  } finally {
    await theirs.close();
  }
});
