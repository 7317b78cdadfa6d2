import { expect, test } from './fixtures';
import { specDb } from './db';
import { apiSignIn, codeFor, STAFF_PASSWORD, staffAccounts } from './staff';
import { waitForMail } from './mailbox';

const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
const mailed: string[] = [];
const NEW_PASSWORD = 'lighthouse keeper 7 waves';
/**
 * The new password is hashed with scrypt at 128 MiB, and every sign-in with it checks at that
 * cost: seconds each on a loaded machine (the account's first password is cheap to check,
 * e2e/password-hash.ts). An account removed
 * by afterAll while a request of a timed-out test still runs shows up as a 500 and a deadlock.
 */
const SLOW_STEP = { timeout: 30_000 };

test.afterAll(async () => {
  await db.query('delete from outbox where "to" = any($1::text[])', [mailed]);
  await removeStaff();
  await db.end();
});

test('a member changes their password on their account page: the wrong current one is refused, the new one still needs the code', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await insertStaff('support', 'Sam Support');
  mailed.push(email);
  // Signed in through the API: the first sign-in's screens are admin.spec.ts's subject.
  await apiSignIn(page, email);
  await page.goto('/admin');

  await page.getByRole('link', { name: 'Your account: Sam Support' }).click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Change your password' });
  await expect(form).toHaveAttribute('data-ready', 'true');
  await expect(form.getByLabel('New password')).toHaveAccessibleDescription(/At least 12 characters/);

  await form.getByLabel('Current password').fill('not my password at all');
  await form.getByLabel('New password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription('The current password is incorrect.', SLOW_STEP);

  await form.getByLabel('Current password').fill(STAFF_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password has been changed. Your other devices have been signed out.', SLOW_STEP);
  await expect(form.getByLabel('Current password')).toHaveValue('');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeFocused(SLOW_STEP);
});

test('a member who forgot their password resets it by email: the link works once, and the code is still asked', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await insertStaff('editor', 'Eve Editor');
  mailed.push(email);
  const { secret } = await apiSignIn(page, email);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Sign out' }).click();

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeFocused();
  const ask = page.getByRole('form', { name: 'Reset your password' });
  await expect(ask).toHaveAttribute('data-ready', 'true');
  await ask.getByLabel('Work email').fill(email);
  await ask.getByRole('button', { name: 'Send link' }).click();
  await expect(ask.getByRole('status')).toHaveText(/^If this address belongs to a staff account/, SLOW_STEP);

  // The link as the member gets it over SMTP (the outbox row keeps it sealed), opened on this server.
  const mail = await waitForMail({ to: email, subject: 'Reset your Pawtrail password' });
  const link = new URL(/https?:\/\/\S+\/admin\/reset-password\?token=\S+/.exec(mail.text)![0]);
  const choose = async () => {
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await expect(form).toHaveAttribute('data-ready', 'true');
    await form.getByLabel('New password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Save new password' }).click();
  };
  await choose();
  await expect(page.getByRole('status')).toHaveText(/^Your password has been changed and every device has been signed out/, SLOW_STEP);
  await choose();
  await expect(page.getByRole('status')).toHaveText(/^This link is invalid, has already been used or has expired/, SLOW_STEP);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeFocused(SLOW_STEP);
  await page.getByLabel('6-digit code').fill(codeFor(secret, 30_000));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible(SLOW_STEP);
});
