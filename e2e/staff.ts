import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import type { SpecDb } from './db';
import { passwordHash } from './password-hash';

export const STAFF_PASSWORD = 'harbour lantern quietly 42';

/** The current code of the secret the enrolment page shows, as the staff member's phone would. */
export const codeFor = (secret: string, offsetMs = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetMs });

/** Staff accounts a spec made (with `addStaff` or its own `staffEmail`), removed by `removeStaff` (their audit entries stay: the log is append-only). */
export function staffAccounts(db: Pick<SpecDb, 'query'>) {
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
  /**
   * A staff member written straight into the database, with a scrypt hash as the server stores
   * it, at a low cost (e2e/password-hash.ts): for tests that are not about `npm run staff:add`
   * (the first test of admin.spec.ts and scripts/staff-add.test.ts check that command), whose node
   * processes, each migrating and starting tsx, took seconds per account on a loaded machine.
   */
  const insertStaff = async (role: 'admin' | 'editor' | 'support', name: string) => {
    const email = staffEmail(role);
    await insertStaffMember(db, email, role, name);
    return email;
  };
  const removeStaff = async () => {
    await db.query('delete from staff where email = any($1::text[])', [made]);
  };
  return { staffEmail, addStaff, insertStaff, removeStaff };
}

/** A staff account with STAFF_PASSWORD, written straight into the database (see `insertStaff`). */
export async function insertStaffMember(db: Pick<SpecDb, 'query'>, email: string, role: 'admin' | 'editor' | 'support', name: string) {
  await db.query('insert into staff (email, name, role, password_hash) values ($1, $2, $3, $4)', [email, name, role, await passwordHash(STAFF_PASSWORD)]);
}

/** The XSRF-TOKEN cookie of `request`'s context after GET /api/xsrf. */
export async function xsrfOf(request: APIRequestContext) {
  expect((await request.get('/api/xsrf')).status()).toBe(200);
  return (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
}

/**
 * The first sign-in through the API, as the sign-in page sends it (password, then the
 * authenticator's enrolment): the page's context holds the staff session afterwards. For tests
 * whose subject is not the sign-in screens; `firstSignIn` below walks those screens, and the
 * first tests of admin.spec.ts and staff-password.spec.ts check them.
 */
export async function apiSignIn(page: Page, email: string) {
  const headers = { 'x-xsrf-token': await xsrfOf(page.request) };
  const password = await page.request.post('/api/admin/session', { headers, data: { email, password: STAFF_PASSWORD } });
  expect(password.status()).toBe(200);
  const enrolment = await page.request.get('/api/admin/session/second-factor');
  expect(enrolment.status()).toBe(200);
  const { secret } = (await enrolment.json()) as { secret: string };
  const code = await page.request.post('/api/admin/session/second-factor', { headers, data: { code: codeFor(secret) } });
  expect(code.status()).toBe(200);
  const { recoveryCodes: codes } = (await code.json()) as { recoveryCodes: string[] };
  return { secret, codes };
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

/**
 * In a colour or size of the back office's variant editor: uploads a photo of its own pixels (the
 * same bytes uploaded before would be the earlier upload, under its name) and chooses it.
 */
export async function addOwnPhoto(variant: Locator, fileName: string) {
  await variant.getByRole('button', { name: /^Add an image/ }).click();
  const photo = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
    .png()
    .toBuffer();
  await variant.getByLabel('Upload images').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: photo });
  await variant.getByRole('button', { name: new RegExp(`^Use this image\\s*: ${fileName.replace(/[.]/g, '\\.')}$`) }).click();
}

/** The statuses of one item's row in the translation matrix as shown now (no waiting): e.g. { done: 1, outdated: 9 }. */
export async function matrixRow(page: Page, item: string) {
  const row = page
    .getByTestId('translation-matrix')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: item, exact: true }) });
  const statuses = await row.locator('td[data-status]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-status')!));
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
