import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as createAddress } from '@/app/api/addresses/route';
import { POST as createCard } from '@/app/api/cards/route';
import { POST as placeOrder } from '@/app/api/orders/route';
import { db, schema } from '@/lib/server/db';
import type { OrderDetail } from '@/lib/types/shop';
import { request } from './http';
import type { shopFixtures } from './shop-fixtures';

const ADDRESSES = {
  de: { recipient: 'Lena Vogel', phone: '+49 30 1234567', country: 'DE', region: 'Berlin', city: 'Berlin', line1: 'Torstraße 1', postalCode: '10119' },
  en: { recipient: 'Robin Park', phone: '+1 415 555 0100', country: 'US', region: 'CA', city: 'San Francisco', line1: '1 Market St', postalCode: '94105' },
  ja: { recipient: '田中 結衣', phone: '+81 3 1234 5678', country: 'JP', region: '東京都', city: '渋谷区', line1: '神宮前1-2-3', postalCode: '150-0001' },
} as const;

/**
 * An order placed and paid through the checkout by a new buyer whose account speaks `locale`, in
 * that language's market (de → DE in euros, en → US in dollars, ja → JP in yen), for `quantity` ×
 * midnight of a new product (10 in stock). The buyer and product go with the fixtures' clean-up.
 */
export async function placePaidOrder(fx: ReturnType<typeof shopFixtures>, locale: keyof typeof ADDRESSES, quantity = 2) {
  const address = ADDRESSES[locale];
  const buyer = await fx.user(address.recipient);
  await db().update(schema.users).set({ locale }).where(eq(schema.users.id, buyer.id));
  const productId = await fx.product({ stock: 10, priceCents: 4000 });
  const post = async (handler: (req: ReturnType<typeof request>) => Promise<Response>, url: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await handler(request(url, { token: buyer.token, lang: locale, body, headers }));
    if (!res.ok) throw new Error(`${url} → ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const saved = await post(createAddress, '/api/addresses', address);
  const card = await post(createCard, '/api/cards', {
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
    holder: address.recipient,
  });
  const order = (await post(
    placeOrder,
    '/api/orders',
    { addressId: saved.id, cardId: card.id, items: [{ productId, colorId: 'midnight', quantity }] },
    { 'idempotency-key': randomUUID() },
  )) as OrderDetail;
  return { ...order, buyer, productId };
}
