import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './users';

/** The anti-forgery cookie's value for this browser (and session, when `token` is given). */
export async function buyerXsrf(page: Page, token = ''): Promise<string> {
  await page.request.get('/api/xsrf', { headers: token ? { 'x-auth-token': token } : {} });
  return (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
}

export interface ApiBuyer {
  token: string;
  /** POSTs as the buyer in their language; fails the test unless the answer is 2xx. */
  post: (path: string, data: unknown, headers?: Record<string, string>) => Promise<unknown>;
}

/** Signs a buyer (made by `specUsers().apiUser`) in through the API, speaking `lang`. */
export async function apiBuyer(page: Page, email: string, lang: string): Promise<ApiBuyer> {
  const login = await page.request.post('/api/auth/login', {
    headers: { 'x-xsrf-token': await buyerXsrf(page), 'x-lang': lang },
    data: { email, password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const post = async (path: string, data: unknown, headers: Record<string, string> = {}) => {
    const res = await page.request.post(path, {
      headers: { 'x-xsrf-token': await buyerXsrf(page, token), 'x-auth-token': token, 'x-lang': lang, ...headers },
      data,
    });
    expect(res.ok(), `${path} → ${res.status()}`).toBe(true);
    return res.json();
  };
  return { token, post };
}

/**
 * An order placed and paid through the API: the address saved, a test card saved, the items
 * checked out (in the market of the buyer's language). The buyer's name is the address's recipient.
 */
export async function placeOrderAs(
  buyer: ApiBuyer,
  address: Record<string, string>,
  items: { productId: string; colorId: string; quantity: number }[],
): Promise<{ id: string; number: number; market: string }> {
  const saved = (await buyer.post('/api/addresses', address)) as { id: string };
  const card = (await buyer.post('/api/cards', {
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
    holder: address.recipient,
  })) as { id: string };
  return (await buyer.post('/api/orders', { addressId: saved.id, cardId: card.id, items }, { 'idempotency-key': randomUUID() })) as {
    id: string;
    number: number;
    market: string;
  };
}

/** Opens the site signed in as the buyer (the session the pages read from local storage). */
export async function openSignedIn(page: Page, buyer: ApiBuyer, path: string, home = '/index') {
  await page.goto(home);
  await page.evaluate((t) => localStorage.setItem('pawtrail:token', JSON.stringify({ key: 'token', value: t, startTime: Date.now() })), buyer.token);
  await page.goto(path);
}
