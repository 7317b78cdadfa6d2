import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import en from '../messages/en.json';
import ja from '../messages/ja.json';
import { waitForMail } from './mailbox';
import { specUsers } from './users';
import { buyerXsrf } from './buyers';

/**
 * The shop's and the account's mails end to end (issue 16): sent through the test SMTP server in
 * English and Japanese, each HTML with a plain-text part in the reader's language — the welcome,
 * the order confirmation of a guest (with the link that opens the order without an account), and
 * the notice that the password changed.
 */
const { adopt } = specUsers('e2e-mails');
const PASSWORD = 'harbour lantern 58 violet';
const MESSAGES = { en, ja } as const;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

for (const lang of ['en', 'ja'] as const) {
  const t = MESSAGES[lang];
  const prefix = lang === 'en' ? '' : `/${lang}`;

  test(`account and order mails arrive by SMTP in ${lang}: welcome, a guest's confirmation with its order link, password changed`, async ({ page }) => {
    const brand = t.Metadata.siteName;
    const email = adopt(`e2e-mails-${lang}-${randomUUID().slice(0, 8)}@example.test`);
    const headers = async (token?: string) => ({ 'x-xsrf-token': await buyerXsrf(page, token), 'x-lang': lang, ...(token ? { 'x-auth-token': token } : {}) });

    // Welcome, on registering.
    const register = await page.request.post('/api/auth/register', {
      headers: await headers(),
      data: { email, password: PASSWORD, name: 'Sam Lee', acceptTerms: true },
    });
    expect(register.status()).toBe(202);
    const welcome = await waitForMail({ to: email, subject: fill(t.Email.welcomeSubject, { brand }) });
    expect(welcome.html).toContain(`<html lang="${lang}">`);
    expect(welcome.text).toContain(`${prefix}/user`);

    // A guest's order (the same address, not signed in): the confirmation links the order page.
    const added = await page.request.post('/api/cart/items', { headers: await headers(), data: { productId: 'c4', colorId: 'sage', quantity: 1 } });
    expect(added.status()).toBe(201);
    const placed = await page.request.post('/api/orders/guest', {
      headers: { ...(await headers()), 'idempotency-key': randomUUID() },
      data: {
        email,
        recipient: 'Sam Lee',
        phone: lang === 'ja' ? '+81 3 1234 5678' : '+1 415 555 0100',
        country: lang === 'ja' ? 'JP' : 'US',
        region: lang === 'ja' ? '' : 'CA',
        city: lang === 'ja' ? 'Tokyo' : 'San Francisco',
        line1: lang === 'ja' ? '1-1 Marunouchi' : '1 Market St',
        postalCode: lang === 'ja' ? '100-0005' : '94105',
        number: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 2,
        cvc: '123',
        holder: 'Sam Lee',
      },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as { number: number; lookupToken: string };
    const confirmation = await waitForMail({ to: email, subject: fill(t.Orders.email.subject, { brand, number: String(order.number) }) });
    expect(confirmation.html).toContain(`<html lang="${lang}">`);
    const link = new RegExp(`https?://\\S+${prefix}/order#[A-Za-z0-9_-]{43}`).exec(confirmation.text)?.[0];
    expect(link).toBeDefined();
    expect(confirmation.html).toContain(new URL(link!).hash);
    // On a phone: the mail scales to the screen, and its order link is a real link within it.
    const phone = await page
      .context()
      .browser()!
      .newPage({ viewport: { width: 390, height: 844 } });
    await phone.setContent(confirmation.html);
    await expect(phone.locator('meta[name="viewport"]')).toHaveAttribute('content', /width=device-width/);
    const anchor = phone.locator(`a[href="${link}"]`);
    await expect(anchor).toBeVisible();
    for (const a of await phone.locator('a[href]').all()) {
      const box = (await a.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
    await page.goto(new URL(link!).pathname + new URL(link!).hash);
    await expect(page.getByTestId('order-detail')).toContainText(fill(t.Orders.number, { number: String(order.number) }));

    // Password changed.
    const login = await page.request.post('/api/auth/login', { headers: await headers(), data: { email, password: PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    const changed = await page.request.post('/api/me/password', {
      headers: await headers(token),
      data: { currentPassword: PASSWORD, newPassword: 'violet harbour 85 lantern' },
    });
    expect(changed.ok()).toBe(true);
    const notice = await waitForMail({ to: email, subject: fill(t.Email.passwordChangedSubject, { brand }) });
    expect(notice.html).toContain(`<html lang="${lang}">`);
    expect(notice.text.length).toBeGreaterThan(0);
  });
}
