import { randomUUID } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { and, eq, sql } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { setPaymentProvider } from '@/lib/server/payments/provider';
import { sandboxProvider } from '@/lib/server/payments/sandbox';
import { sandboxWith, slowProvider } from '@/test/payment-provider';
import { addedTax, includedTax, orderTotals, suggestedPrice } from '@/lib/shop/markets';
import { luhnValid } from '@/lib/validations/card';
import { params, request } from '@/test/http';
import { until } from '@/test/until';
import { shopFixtures } from '@/test/shop-fixtures';
import { POST as createAddress } from '../addresses/route';
import { POST as createCard } from '../cards/route';
import { POST as addItem } from '../cart/items/route';
import { GET as getCart } from '../cart/route';
import { POST as cancel } from './[id]/cancel/route';
import { GET as getOrder } from './[id]/route';
import { GET as listOrders, POST as placeOrder } from './route';

const fx = shopFixtures();

/** Fulfilment as staff record it (the staff route is tested in app/api/admin/orders). */
async function advanceOrder(id: string, status: 'shipped' | 'delivered') {
  await db().update(schema.orders).set({ status, updatedAt: new Date() }).where(eq(schema.orders.id, id));
  await db().insert(schema.orderStatusHistory).values({ orderId: id, status });
}
afterAll(async () => {
  await fx.cleanup();
  await closeDb();
});

const year = new Date().getUTCFullYear() + 3;
type Buyer = Awaited<ReturnType<typeof fx.user>> & { addressId: string; cardId: string };

async function buyer(cardNumber = '4242424242424242'): Promise<Buyer> {
  const u = await fx.user('Mia Chen');
  const address = await (
    await createAddress(
      request('/api/addresses', {
        body: {
          recipient: 'Mia Chen',
          phone: '+1 415 555 0100',
          country: 'US',
          region: 'CA',
          city: 'San Francisco',
          line1: '1 Market St',
          postalCode: '94105',
        },
        token: u.token,
      }),
    )
  ).json();
  const card = await createCard(
    request('/api/cards', { body: { number: cardNumber, expMonth: 12, expYear: year, cvc: '123', holder: 'Mia Chen' }, token: u.token }),
  );
  expect(card.status).toBe(201);
  return { ...u, addressId: address.id, cardId: (await card.json()).id };
}

function order(b: Buyer, body: Record<string, unknown>, key: string | null = randomUUID(), lang = 'en') {
  return placeOrder(
    request('/api/orders', {
      body: { addressId: b.addressId, cardId: b.cardId, ...body },
      token: b.token,
      lang,
      headers: key ? { 'idempotency-key': key } : {},
    }),
  );
}

/**
 * `promise`, or a failure naming `what` once `ms` have passed: a checkout stuck behind another
 * transaction's lock fails with that sentence instead of at jest's timeout, and the test's
 * `finally` still lets the held provider call go.
 */
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

const stockOf = async (id: string) => (await db().select({ s: schema.products.stock }).from(schema.products).where(eq(schema.products.id, id)))[0]!.s;
const ordersOf = (userId: string) => db().select().from(schema.orders).where(eq(schema.orders.userId, userId));

/** Every text/json value of every table, as text. */
async function dumpDatabase(): Promise<string[]> {
  const cols = await db().execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public' and (c.data_type in ('text', 'character varying', 'json', 'jsonb', 'character') or c.udt_name = 'citext')`);
  const values: string[] = [];
  for (const { table_name, column_name } of cols.rows) {
    const res = await db().execute<{ v: string | null }>(sql`select ${sql.identifier(column_name)}::text as v from ${sql.identifier(table_name)}`);
    for (const r of res.rows) if (r.v) values.push(r.v);
  }
  return values;
}

/**
 * 13–19 digit Luhn-valid numbers, also when written with spaces or dashes. Ids and hashes are
 * blanked first: a UUID such as 37486511-5301-917a-… reads as 15 dashed digits, and one in ten
 * of those passes Luhn (CI met one in an audit entry's target id).
 */
function cardLikeNumbers(text: string): string[] {
  const scanned = text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ' ')
    .replace(/\b[0-9a-f]{32,}\b/gi, ' ')
    // The sandbox's tokens and charge and refund references end in 24 hex digits, which hold a
    // 13-digit Luhn-valid run about once in 300 (a local run met ch_sbx_7870905781422fe…).
    .replace(/\b(?:tok|ch|re)_sbx_(?:[a-z]+_)?[0-9a-f]{24}\b/g, ' ')
    // Milliseconds since 1970 (2020 to 2033), as other suites of the worker put Date.now() into a
    // draft's title: one in ten passes Luhn (CI met 1796089111910). No 13-digit card starts with 1
    // (they are Visa's, 4…).
    .replace(/\b1[6-9]\d{11}\b/g, ' ');
  return [...scanned.matchAll(/\d(?:[ -]?\d){12,18}/g)].map((m) => m[0].replace(/[ -]/g, '')).filter((d) => d.length >= 13 && d.length <= 19 && luhnValid(d));
}

describe('checkout', () => {
  it('places an order from the cart: stock reserved, totals from the DB, card charged, cart emptied, mail queued', async () => {
    const logs: string[] = [];
    const out = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      logs.push(String(chunk));
      return true;
    });
    const err = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      logs.push(String(chunk));
      return true;
    });
    try {
      const p = await fx.product({ stock: 5, priceCents: 3000 });
      const b = await buyer();
      await addItem(request('/api/cart/items', { body: { productId: p, colorId: 'coral', quantity: 2 }, token: b.token }));
      // In Chinese the shop sells in the Chinese market: yuan, VAT included, at the stored CNY price.
      const res = await order(b, {}, randomUUID(), 'zh');
      expect(res.status).toBe(201);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const o = await res.json();
      const unit = suggestedPrice(3000, 'CN');
      const totals = orderTotals('CN', 2 * unit, 'standard', null);
      expect(o).toMatchObject({
        status: 'paid',
        market: 'CN',
        currency: 'CNY',
        subtotalCents: 2 * unit,
        shippingCents: totals.shipping,
        shippingMethod: 'standard',
        taxCents: totals.tax,
        taxIncluded: true,
        taxRateBp: 1300,
        totalCents: totals.total,
        card: { brand: 'visa', last4: '4242' },
        address: { recipient: 'Mia Chen', country: 'US', postalCode: '94105' },
        itemCount: 2,
        cancellable: true,
      });
      expect(o.lines).toEqual([
        expect.objectContaining({ productId: p, colorId: 'coral', quantity: 2, unitPriceCents: unit, lineTotalCents: 2 * unit, name: `测试项圈 ${p}` }),
      ]);
      expect(o.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'paid']);
      expect(await stockOf(p)).toBe(3);
      expect((await (await getCart(request('/api/cart', { token: b.token }))).json()).lines).toEqual([]);
      const mails = await db()
        .select()
        .from(schema.outbox)
        .where(and(eq(schema.outbox.to, b.email), eq(schema.outbox.kind, 'order-confirmation')));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain(`#${o.number}`);

      const list = await (await listOrders(request('/api/orders', { token: b.token }))).json();
      expect(list.items).toEqual([expect.objectContaining({ id: o.id, number: o.number, status: 'paid', totalCents: o.totalCents, itemCount: 2 })]);
      const detail = await getOrder(request(`/api/orders/${o.id}`, { token: b.token }), params({ id: o.id }));
      expect((await detail.json()).id).toBe(o.id);

      // After a full purchase no card number is anywhere in the database or the logs.
      expect(cardLikeNumbers('card 4242 4242 4242 4242 and 5555-5555-5555-4444')).toEqual(['4242424242424242', '5555555555554444']);
      expect(cardLikeNumbers('customer 37486511-5301-917a-8c3e-0123456789ab, card 4242-4242-4242-4242')).toEqual(['4242424242424242']);
      expect(cardLikeNumbers('charge ch_sbx_7870905781422fe197d32115, card 4242424242424242')).toEqual(['4242424242424242']);
      expect(cardLikeNumbers('draft 1796089111910, card 4222222222222')).toEqual(['4222222222222']);
      const dump = await dumpDatabase();
      expect(dump.length).toBeGreaterThan(0);
      expect(dump.flatMap(cardLikeNumbers)).toEqual([]);
      expect(cardLikeNumbers(logs.join('\n'))).toEqual([]);
      expect(logs.join('\n')).not.toContain('4242424242424242');
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });

  it('20 concurrent identical requests create exactly one order and one charge', async () => {
    const p = await fx.product({ stock: 50, priceCents: 1000 });
    const b = await buyer();
    const key = randomUUID();
    const callsBefore = sandboxProvider.chargeCalls;
    const results = await Promise.all(Array.from({ length: 20 }, () => order(b, { items: [{ productId: p, colorId: 'midnight', quantity: 2 }] }, key)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    const ids = new Set(await Promise.all(results.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(1);
    expect(await ordersOf(b.id)).toHaveLength(1);
    expect(await sandboxProvider.successfulCharges([...ids].map((id) => `order:${id}`))).toBe(1);
    expect(sandboxProvider.chargeCalls - callsBefore).toBe(1);
    expect(await stockOf(p)).toBe(48);
  });

  it('refuses the same key with a different body (409) and a missing or short key (400)', async () => {
    const p = await fx.product({ stock: 50 });
    const b = await buyer();
    const key = randomUUID();
    expect((await order(b, { items: [{ productId: p, colorId: 'midnight', quantity: 1 }] }, key)).status).toBe(201);
    const other = await order(b, { items: [{ productId: p, colorId: 'midnight', quantity: 2 }] }, key);
    expect(other.status).toBe(409);
    expect((await other.json()).error.code).toBe('idempotency_conflict');
    expect((await order(b, { items: [{ productId: p, colorId: 'midnight', quantity: 1 }] }, null)).status).toBe(400);
    expect((await order(b, { items: [{ productId: p, colorId: 'midnight', quantity: 1 }] }, 'short')).status).toBe(400);
    expect(await ordersOf(b.id)).toHaveLength(1);
    expect(await stockOf(p)).toBe(49);
  });

  it('a declined card leaves no order, stock untouched, and a clear 402 message', async () => {
    const p = await fx.product({ stock: 4 });
    for (const [number, code, message] of [
      ['4000000000000002', 'card_declined', '您的银行卡被拒绝，请换用其他银行卡。'],
      ['4000000000009995', 'insufficient_funds', '您的银行卡余额不足，请换用其他银行卡。'],
    ] as const) {
      const b = await buyer(number);
      await addItem(request('/api/cart/items', { body: { productId: p, colorId: 'midnight', quantity: 1 }, token: b.token }));
      const res = await order(b, {}, randomUUID(), 'zh');
      expect(res.status).toBe(402);
      expect((await res.json()).error).toEqual({ code, message });
      expect(await ordersOf(b.id)).toHaveLength(0);
      expect(await stockOf(p)).toBe(4);
      expect((await (await getCart(request('/api/cart', { token: b.token }))).json()).count).toBe(1);
    }
  });

  it('the card is charged but the order cannot be committed: the charge is refunded, no order, stock and cart as before (503)', async () => {
    const p = await fx.product({ stock: 3, priceCents: 2500 });
    const b = await buyer();
    await addItem(request('/api/cart/items', { body: { productId: p, colorId: 'midnight', quantity: 2 }, token: b.token }));
    // A deferred constraint trigger fails this buyer's order at COMMIT, the way a lost connection or a full disk would.
    const fn = sql.identifier(`fail_commit_${b.id.replaceAll('-', '')}`);
    await db().execute(sql`create function ${fn}() returns trigger language plpgsql as $$
      begin if new.status = 'paid' then raise exception 'commit refused'; end if; return new; end $$`);
    await db().execute(sql`create constraint trigger ${fn} after update on orders deferrable initially deferred
      for each row when (new.user_id = ${sql.raw(`'${b.id}'::uuid`)}) execute function ${fn}()`);
    const charges: { key: string; ref?: string; amountCents: number }[] = [];
    const refunds: { ref: string; amountCents: number }[] = [];
    setPaymentProvider(
      sandboxWith({
        charge: async (token, amountCents, currency, key) => {
          const result = await sandboxProvider.charge(token, amountCents, currency, key);
          charges.push({ key, ref: result.ok ? result.ref : undefined, amountCents });
          return result;
        },
        refund: async (ref, amountCents, key) => {
          refunds.push({ ref, amountCents });
          return sandboxProvider.refund(ref, amountCents, key);
        },
      }),
    );
    const logs: string[] = [];
    const err = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      logs.push(String(chunk));
      return true;
    });
    try {
      const res = await order(b, {}, randomUUID(), 'de');
      expect(res.status).toBe(503);
      expect((await res.json()).error).toEqual({
        code: 'order_not_completed',
        message: 'Deine Bestellung konnte nicht abgeschlossen werden; die Belastung deiner Karte wurde storniert. Bitte versuche es erneut.',
      });
    } finally {
      err.mockRestore();
      setPaymentProvider(sandboxProvider);
      await db().execute(sql`drop trigger ${fn} on orders`);
      await db().execute(sql`drop function ${fn}()`);
    }
    expect(charges).toHaveLength(1);
    expect(charges[0]!.ref).toMatch(/^ch_sbx_/);
    expect(refunds).toEqual([{ ref: charges[0]!.ref, amountCents: charges[0]!.amountCents }]);
    expect(logs.join('')).toContain('order not completed after a successful charge; refunding');
    expect(await ordersOf(b.id)).toHaveLength(0);
    expect(await stockOf(p)).toBe(3);
    expect((await (await getCart(request('/api/cart', { token: b.token }))).json()).count).toBe(2);
    expect(
      await db()
        .select()
        .from(schema.outbox)
        .where(and(eq(schema.outbox.to, b.email), eq(schema.outbox.kind, 'order-confirmation'))),
    ).toEqual([]);

    // Nothing was left behind: the same buyer can check out normally afterwards.
    const again = await order(b, {});
    expect(again.status).toBe(201);
    expect(await stockOf(p)).toBe(1);
  });

  it('no transaction is open while the provider charges: another checkout of the same product completes meanwhile', async () => {
    const p = await fx.product({ stock: 5 });
    const [a, c] = await Promise.all([buyer(), buyer()]);
    const slow = slowProvider('charge');
    try {
      const first = order(a, { items: [{ productId: p, colorId: 'midnight', quantity: 1 }] });
      await until(async () => (await ordersOf(a.id)).length === 1);
      expect((await ordersOf(a.id)).map((o) => o.status)).toEqual(['pending']);
      expect(await stockOf(p)).toBe(4);
      // With the charge inside the transaction this would wait for the first buyer's row lock.
      const second = await within(10_000, 'the second checkout', order(c, { items: [{ productId: p, colorId: 'midnight', quantity: 1 }] }));
      expect(second.status).toBe(201);
      slow.answer();
      expect((await first).status).toBe(201);
    } finally {
      slow.restore();
    }
    expect((await ordersOf(a.id)).map((o) => o.status)).toEqual(['paid']);
    expect(await stockOf(p)).toBe(3);
  });

  it('two buyers, one unit left: exactly one order succeeds', async () => {
    const p = await fx.product({ stock: 1 });
    const [a, b] = await Promise.all([buyer(), buyer()]);
    const results = await Promise.all([a, b].map((x) => order(x, { items: [{ productId: p, colorId: 'midnight', quantity: 1 }] })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect((await loser.json()).error.code).toMatch(/out_of_stock|not_enough_stock/);
    expect(await stockOf(p)).toBe(0);
    expect((await ordersOf(a.id)).length + (await ordersOf(b.id)).length).toBe(1);
  });

  it('ignores tampered prices and totals in the request', async () => {
    const rule = await fx.shipping();
    const p = await fx.product({ stock: 10, priceCents: 4500 });
    const b = await buyer();
    const res = await order(b, {
      items: [{ productId: p, colorId: 'midnight', quantity: 1, priceCents: 1, unitPriceCents: 1 }],
      totalCents: 1,
      subtotalCents: 1,
      shippingCents: 0,
    });
    const o = await res.json();
    const shipping = 4500 >= rule.freeThresholdCents ? 0 : rule.flatRateCents;
    // US market: California sales tax (7.25 %) on goods and shipping, added on top.
    const tax = addedTax(4500 + shipping, 725);
    expect(o).toMatchObject({
      market: 'US',
      currency: 'USD',
      subtotalCents: 4500,
      shippingCents: shipping,
      taxCents: tax,
      taxIncluded: false,
      totalCents: 4500 + shipping + tax,
    });
    expect(o.lines[0].unitPriceCents).toBe(4500);
  });

  it('charges in the market of the language: in German, euros with VAT included and express shipping; the order keeps what was charged', async () => {
    const p = await fx.product({ stock: 10, priceCents: 12900 });
    const b = await buyer();
    const res = await order(b, { items: [{ productId: p, colorId: 'midnight', quantity: 1 }], shippingMethod: 'express' }, randomUUID(), 'de');
    expect(res.status).toBe(201);
    const o = await res.json();
    // €128.99 + €12.99 express (standard would be free from €79) = €141.98, of which 19 % VAT €22.67.
    expect(o).toMatchObject({
      market: 'DE',
      currency: 'EUR',
      subtotalCents: 12899,
      shippingMethod: 'express',
      shippingCents: 1299,
      taxIncluded: true,
      taxRateBp: 1900,
      taxCents: includedTax(14198, 1900),
      totalCents: 14198,
    });
    expect(includedTax(14198, 1900)).toBe(2267);
    expect(o.lines[0]).toMatchObject({ unitPriceCents: 12899, lineTotalCents: 12899 });
    const charged = await sandboxProvider.successfulCharges([`order:${o.id}`]);
    expect(charged).toBe(1);

    // Staff change the German price afterwards: the order still shows what was charged.
    await db()
      .update(schema.productPrices)
      .set({ amount: 9999 })
      .where(and(eq(schema.productPrices.productId, p), eq(schema.productPrices.market, 'DE')));
    const later = await (await getOrder(request(`/api/orders/${o.id}`, { token: b.token, lang: 'de' }), params({ id: o.id }))).json();
    expect(later).toMatchObject({
      currency: 'EUR',
      subtotalCents: 12899,
      taxCents: 2267,
      totalCents: 14198,
      lines: [expect.objectContaining({ unitPriceCents: 12899 })],
    });
    // …and the next German order pays the new price.
    const next = await (await order(b, { items: [{ productId: p, colorId: 'midnight', quantity: 1 }] }, randomUUID(), 'de')).json();
    expect(next).toMatchObject({ subtotalCents: 9999, shippingCents: 0, totalCents: 9999 });
  });

  it('refuses a shipping method the market does not have (422, nothing written)', async () => {
    const p = await fx.product({ stock: 10 });
    const b = await buyer();
    const res = await order(b, { items: [{ productId: p, colorId: 'midnight', quantity: 1 }], shippingMethod: 'drone' }, randomUUID(), 'fr');
    expect(res.status).toBe(422);
    expect((await res.json()).error.fields.shippingMethod).toBe('Veuillez choisir un mode de livraison.');
    expect(await ordersOf(b.id)).toHaveLength(0);
    expect(await stockOf(p)).toBe(10);
  });

  it('validates the body (422, nothing written) and refuses an empty cart', async () => {
    const p = await fx.product({ stock: 10 });
    const b = await buyer();
    for (const body of [{ addressId: 'x' }, { cardId: 'nope' }, { items: [{ productId: p, colorId: 'midnight', quantity: 0 }] }, { items: [] }]) {
      const res = await order(b, body);
      expect(res.status).toBe(422);
    }
    const empty = await order(b, {});
    expect(empty.status).toBe(422);
    expect((await empty.json()).error.code).toBe('cart_empty');
    expect(await ordersOf(b.id)).toHaveLength(0);
    expect(await stockOf(p)).toBe(10);
  });

  it('selling the last unit expires the pre-rendered product pages; so does a cancellation that brings it back; other sales do not', async () => {
    const expired = jest.mocked(revalidateTag);
    const p = await fx.product({ stock: 3 });
    const b = await buyer();
    expired.mockClear();
    expect((await order(b, { items: [{ productId: p, colorId: 'midnight', quantity: 2 }] })).status).toBe(201);
    expect(expired).not.toHaveBeenCalled();
    const last = await (await order(b, { items: [{ productId: p, colorId: 'midnight', quantity: 1 }] })).json();
    expect(await stockOf(p)).toBe(0);
    expect(expired).toHaveBeenCalledWith('products', { expire: 0 });
    expired.mockClear();
    expect((await cancel(request(`/api/orders/${last.id}/cancel`, { method: 'POST', token: b.token }), params({ id: last.id }))).status).toBe(200);
    expect(expired).toHaveBeenCalledWith('products', { expire: 0 });
  });

  it('the buyer cancels a paid order (stock returns); shipped or cancelled orders cannot be cancelled', async () => {
    const p = await fx.product({ stock: 10 });
    const b = await buyer();
    const o1 = await (await order(b, { items: [{ productId: p, colorId: 'midnight', quantity: 3 }] })).json();
    expect(await stockOf(p)).toBe(7);
    const res = await cancel(request(`/api/orders/${o1.id}/cancel`, { method: 'POST', token: b.token }), params({ id: o1.id }));
    expect(res.status).toBe(200);
    const cancelled = await res.json();
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'paid', 'cancelled']);
    expect(await stockOf(p)).toBe(10);
    expect((await cancel(request(`/api/orders/${o1.id}/cancel`, { method: 'POST', token: b.token }), params({ id: o1.id }))).status).toBe(409);

    const o2 = await (await order(b, { items: [{ productId: p, colorId: 'midnight', quantity: 1 }] })).json();
    await advanceOrder(o2.id, 'shipped');
    const shipped = await cancel(request(`/api/orders/${o2.id}/cancel`, { method: 'POST', token: b.token }), params({ id: o2.id }));
    expect(shipped.status).toBe(409);
    expect((await shipped.json()).error.code).toBe('not_cancellable');
    await advanceOrder(o2.id, 'delivered');
    const detail = await (await getOrder(request(`/api/orders/${o2.id}`, { token: b.token }), params({ id: o2.id }))).json();
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'paid', 'shipped', 'delivered']);
  });

  it("a cancellation waiting on a slow refund holds no product's stock: another checkout of the same product completes meanwhile", async () => {
    const p = await fx.product({ stock: 5 });
    const [a, c] = await Promise.all([buyer(), buyer()]);
    const placed = await (await order(a, { items: [{ productId: p, colorId: 'midnight', quantity: 2 }] })).json();
    expect(await stockOf(p)).toBe(3);
    const slow = slowProvider('refund');
    try {
      const cancelling = cancel(request(`/api/orders/${placed.id}/cancel`, { method: 'POST', token: a.token }), params({ id: placed.id }));
      await until(() => slow.asked, 5_000, 'the refund to be asked');
      // With the stock given back before the refund, this checkout would wait for the cancellation's
      // lock on the product's row until the provider answered.
      const second = await within(10_000, 'the checkout during the refund', order(c, { items: [{ productId: p, colorId: 'midnight', quantity: 1 }] }));
      expect(second.status).toBe(201);
      expect(await stockOf(p)).toBe(2);
      slow.answer();
      expect((await cancelling).status).toBe(200);
    } finally {
      slow.restore();
    }
    expect((await ordersOf(a.id)).map((o) => o.status)).toEqual(['cancelled']);
    expect(await stockOf(p)).toBe(4);
  });

  it('another user gets 404 for my order (GET, cancel) and cannot use my address or card', async () => {
    const p = await fx.product({ stock: 10 });
    const a = await buyer();
    const b = await buyer();
    const o = await (await order(a, { items: [{ productId: p, colorId: 'midnight', quantity: 1 }] })).json();
    expect((await getOrder(request(`/api/orders/${o.id}`, { token: b.token }), params({ id: o.id }))).status).toBe(404);
    expect((await cancel(request(`/api/orders/${o.id}/cancel`, { method: 'POST', token: b.token }), params({ id: o.id }))).status).toBe(404);
    expect((await ordersOf(a.id))[0]!.status).toBe('paid');
    expect((await (await listOrders(request('/api/orders', { token: b.token }))).json()).items).toEqual([]);
    const withA = await order({ ...b, addressId: a.addressId }, { items: [{ productId: p, colorId: 'midnight', quantity: 1 }] });
    expect(withA.status).toBe(422);
    expect((await withA.json()).error.code).toBe('address_missing');
    const withCard = await order({ ...b, cardId: a.cardId }, { items: [{ productId: p, colorId: 'midnight', quantity: 1 }] });
    expect((await withCard.json()).error.code).toBe('card_missing');
    expect(await ordersOf(b.id)).toHaveLength(0);
    expect(await stockOf(p)).toBe(9);
    expect((await listOrders(request('/api/orders'))).status).toBe(401);
  });
});
