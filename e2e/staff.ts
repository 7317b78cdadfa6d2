import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type pg from 'pg';

export const STAFF_PASSWORD = 'harbour lantern quietly 42';

/** The current code of the secret the enrolment page shows, as the staff member's phone would. */
export const codeFor = (secret: string, offsetMs = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetMs });

/** Staff accounts a spec made (with `addStaff` or its own `staffEmail`), removed with their audit entries by `removeStaff`. */
export function staffAccounts(db: pg.Pool) {
  const made: string[] = [];
  const staffEmail = (role: string) => {
    const email = `${role}-${randomUUID().slice(0, 8)}@staff.example`;
    made.push(email);
    return email;
  };
  /** A staff member created as the README says: `STAFF_PASSWORD=… npm run staff:add`. */
  const addStaff = async (role: 'admin' | 'editor' | 'support', name: string) => {
    const email = staffEmail(role);
    await promisify(execFile)(process.execPath, ['scripts/staff.mjs', '--email', email, '--role', role, '--name', name], {
      env: { ...process.env, STAFF_PASSWORD },
    });
    return email;
  };
  const removeStaff = async () => {
    await db.query('delete from audit_log where actor = any($1::text[])', [made]);
    await db.query('delete from staff where email = any($1::text[])', [made]);
  };
  return { staffEmail, addStaff, removeStaff };
}

/** Password, then enrolment of the authenticator: returns the secret and the recovery codes shown. */
export async function firstSignIn(page: Page, email: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeFocused();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('6-digit code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const codes = await page.getByTestId('recovery-codes').locator('code').allTextContents();
  await page.getByRole('button', { name: /I have saved them/ }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return { secret, codes };
}
