import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures';

/** The online message form (a run sends only two real messages, from the test browser's address). */

async function open(page: Page, path: string) {
  await page.goto(path);
  // Typed text must reach react-hook-form, so wait until the form is hydrated.
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();
}

const status = (page: Page) => page.locator('form[data-ready]').getByRole('status');

const cases = [
  {
    locale: 'en',
    path: '/OnlineMessage',
    heading: 'Leave us a message',
    message: 'Your message',
    name: 'Your name',
    contact: 'Contact information',
    hotline: 'Prefer to talk?',
    send: 'Send',
    success: 'We will reply within one working day',
    required: 'This field is required.',
    invalid: 'Invalid input',
  },
  {
    locale: 'ja',
    path: '/ja/OnlineMessage',
    heading: null,
    message: 'お問い合わせ内容',
    name: 'お名前',
    contact: 'ご連絡先',
    hotline: 'お電話でのお問い合わせ',
    send: '送信する',
    success: '1営業日以内に',
    required: 'この項目は必須です。',
    invalid: '無効な入力です',
  },
] as const;

for (const c of cases) {
  test(`a visitor sends a message (${c.locale})`, async ({ page }) => {
    await open(page, c.path);
    if (c.heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
    await expect(page.getByRole('complementary', { name: c.hotline }).getByRole('link', { name: '1-833-PAWTRAIL' })).toBeVisible();
    const text = `e2e message ${randomUUID()}`;
    await page.getByLabel(c.name).fill('E2E Visitor');
    await page.getByLabel(c.contact).fill('e2e@example.com');
    await page.getByLabel(c.message).fill(text);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/messages') && r.request().method() === 'POST');
    await page.getByRole('button', { name: c.send }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await expect(status(page)).toContainText(c.success);
    await expect(page.getByLabel(c.message)).toHaveValue('');
    // The draft is gone once the message was accepted.
    await page.reload();
    await expect(page.locator('form[data-ready="true"]')).toBeVisible();
    await expect(page.getByLabel(c.message)).toHaveValue('');
  });

  test(`an empty message shows the localized field error and focuses the field (${c.locale})`, async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/messages')) posted = true;
    });
    await open(page, c.path);
    await page.getByLabel(c.name).fill('Nobody');
    await page.getByRole('button', { name: c.send }).click();
    const field = page.getByLabel(c.message);
    await expect(page.getByText(c.required)).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(status(page)).toHaveText(c.invalid);
    await expect(page.getByLabel(c.name)).toHaveValue('Nobody');
    expect(posted).toBe(false);
  });
}

test('the message field is marked required', async ({ page }) => {
  await open(page, '/OnlineMessage');
  const field = page.getByLabel('Your message');
  await expect(field).toHaveAttribute('aria-required', 'true');
  await expect(page.locator('label[for="om-message"]')).toContainText('*');
  await expect(page.getByLabel('Your name')).not.toHaveAttribute('aria-required', 'true');
});

test('the draft survives a reload', async ({ page }) => {
  await open(page, '/OnlineMessage');
  await page.getByLabel('Your name').fill('Draft Keeper');
  await page.getByLabel('Your message').fill('Half-written question about the C4 collar');
  await page.reload();
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Draft Keeper');
  await expect(page.getByLabel('Your message')).toHaveValue('Half-written question about the C4 collar');
});

test('a network failure keeps what was typed and says so', async ({ page }) => {
  await page.route('**/api/messages', (route) => route.abort('internetdisconnected'));
  await open(page, '/OnlineMessage');
  await page.getByLabel('Your message').fill('Sent while offline');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(status(page)).toHaveText('We could not reach the server. Check your connection and try again.');
  await expect(page.getByLabel('Your message')).toHaveValue('Sent while offline');
  await page.reload();
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveValue('Sent while offline');
});

test('server field errors land on their fields', async ({ page }) => {
  await page.route('**/api/messages', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'invalid_fields', message: 'Invalid input', fields: { contact: 'Use at most 200 characters.' } } }),
    }),
  );
  await open(page, '/OnlineMessage');
  await page.getByLabel('Contact information').fill('someone@example.com');
  await page.getByLabel('Your message').fill('Hello');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Use at most 200 characters.')).toBeVisible();
  await expect(page.getByLabel('Contact information')).toBeFocused();
  await expect(status(page)).toHaveText('Invalid input');
  await expect(page.getByLabel('Your message')).toHaveValue('Hello');
});

// Axe on /OnlineMessage, in every locale, is every-route.spec.ts's.
