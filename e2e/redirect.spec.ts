import { expect, test, type Page } from './fixtures';
import { PASSWORD, specUsers } from './users';

/**
 * The `?redirect=` of the sign-in and registration forms never leaves the site (issue 11, item 1):
 * payloads that normalise to a protocol-relative URL (`/.//evil.test`, `/%2e%2e//evil.test`,
 * `/x/..//evil.test`) and the classic ones all end on this origin's account page.
 */
const { newEmail, dbUser } = specUsers('e2e-redirect');

/** Ends on the account home of this origin, not on evil.test or a javascript: URL. */
async function expectStayedOnSite(page: Page, baseURL: string) {
  await expect(page.getByRole('heading', { name: 'Hello, Robin!' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(baseURL).origin);
  await expect(page).toHaveURL(/\/user$/);
}

// As typed into the address bar by an attacker's link (raw), so the browser decodes them once.
const PAYLOADS = [
  '/.//evil.test',
  '/%2e%2e//evil.test',
  '/x/..//evil.test',
  '//evil.test',
  '/\\evil.test',
  '/%09/evil.test',
  'javascript:alert(1)',
  encodeURIComponent('/.//evil.test'),
  encodeURIComponent('/%2e%2e//evil.test'),
];

for (const payload of PAYLOADS) {
  test(`signing in with redirect=${payload} stays on the site`, async ({ page, baseURL }) => {
    const email = await dbUser('en', 'Robin');
    await page.goto(`/login?redirect=${payload}`);
    await expect(page.locator('form[data-ready="true"]')).toBeVisible();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectStayedOnSite(page, baseURL!);
  });
}

test('registering with a dot-segment redirect stays on the site', async ({ page, baseURL }) => {
  await page.goto('/register?redirect=/x/..//evil.test');
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();
  await page.getByLabel('Email address').fill(newEmail('en'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Your name').fill('Robin');
  await page.getByLabel('I accept the terms of use and the privacy policy.').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectStayedOnSite(page, baseURL!);
});
