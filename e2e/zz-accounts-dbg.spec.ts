import { test, expect } from '@playwright/test';
test('dbg', async ({ page }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 300)));
  page.on('response', (r) => { if (r.url().includes('/api/')) console.log('RESP', r.status(), r.url()); });
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  await page.goto('/register');
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();
  await page.getByLabel('Email address').fill(`dbg-${Date.now()}@example.test`);
  await page.getByLabel('Password').fill('lantern meadow violet 27');
  await page.getByLabel('Your name').fill('Dbg');
  await page.getByLabel('I accept the terms of use and the privacy policy.').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForTimeout(30000);
  console.log('URL', page.url());
  console.log(await page.locator('main').innerText());
});
