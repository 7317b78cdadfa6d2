import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { orderTotals } from '@/lib/shop/markets';
import { trackingUrl } from '@/lib/shop/tracking';
import { expiryInFuture } from '@/lib/validations/card';
import type { OrderInput, OrderStatus } from '@/lib/validations/order';
import { availabilityChanged } from '../cache';
import { priceIn, productInfo } from '../catalogue';
import { db, schema, type Queryable } from '../db';
import { HttpError, notFound } from '../http/errors';
import { log } from '../log';
import { deliver, deliverLater, enqueueMail } from '../mail';
import { queueAvailabilityNotices } from './availability-notices';
import { paymentProvider } from '../payments/provider';
import { getAddress } from './addresses';
import { cardToken } from './cards';
import { getCart, removeOrderedFromCart } from './cart';
import { shopError } from './errors';
import { orderMail } from './order-mail';
import { marketRule } from './shipping';
import type { AddressSnapshot, OrderSummary, OrderDetail } from '@/lib/types/shop';

const { orders, orderItems, orderStatusHistory } = schema;

/** Same body, same hash: keys sorted, lines in a fixed order, after zod dropped unknown fields. */
export function requestHash(input: OrderInput): string {
  const items = input.items
    ? [...input.items]
        .sort((x, y) => `${x.productId}/${x.colorId}`.localeCompare(`${y.productId}/${y.colorId}`))
        .map((i) => [i.productId, i.colorId, i.quantity])
    : null;
  return createHash('sha256')
    .update(JSON.stringify([input.addressId, input.cardId, items, input.shippingMethod]))
    .digest('hex');
}

async function existingOrder(userId: string, key: string, hash: string, q: Queryable): Promise<string | null> {
  const [row] = await q
    .select({ id: orders.id, hash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  if (!row) return null;
  if (row.hash !== hash) throw shopError(409, 'idempotencyConflict');
  return row.id;
}

async function orThrow<T>(promise: Promise<T>, error: HttpError): Promise<T> {
  try {
    return await promise;
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) throw error;
    throw e;
  }
}

/** How long a repeat of a checkout that is still being charged waits for its outcome. */
const PENDING_WAIT_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the reserving transaction hands to the charge and to the completing transaction. */
interface Reservation {
  id: string;
  number: number;
  currency: string;
  totalCents: number;
  cardToken: string;
  wanted: { productId: string; colorId: string; quantity: number }[];
  soldOut: string[];
}

/**
 * Step 1, one short transaction: a per-(user, key) advisory lock serialises concurrent repeats;
 * the holder re-checks the key, reserves stock with conditional updates (in product-id order, all
 * or nothing), computes totals from database prices and inserts the order as `pending`.
 */
async function reserve(
  user: { id: string },
  key: string,
  hash: string,
  input: OrderInput,
  locale: Locale,
): Promise<{ existing: string } | { reservation: Reservation }> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order:${user.id}:${key}`}, 0))`);
    const again = await existingOrder(user.id, key, hash, tx);
    if (again) return { existing: again };

    const address = await orThrow(getAddress(user.id, input.addressId, tx), shopError(422, 'addressMissing'));
    const card = await orThrow(cardToken(user.id, input.cardId, tx), shopError(422, 'cardMissing'));
    if (!expiryInFuture(card.expMonth, card.expYear)) throw shopError(422, 'cardExpired');

    const wanted =
      input.items ?? (await getCart({ userId: user.id }, locale, tx)).lines.map((l) => ({ productId: l.productId, colorId: l.colorId, quantity: l.quantity }));
    if (wanted.length === 0) throw shopError(422, 'cartEmpty');
    const info = await productInfo(
      wanted.map((w) => w.productId),
      locale,
      tx,
    );
    for (const w of wanted) {
      const p = info.get(w.productId);
      if (!p) throw shopError(404, 'productNotFound');
      if (!p.colors[w.colorId]) throw shopError(422, 'colorNotFound');
      if (p.comingSoon) throw shopError(409, 'comingSoon', { name: p.name });
    }

    const perProduct = new Map<string, number>();
    for (const w of wanted) perProduct.set(w.productId, (perProduct.get(w.productId) ?? 0) + w.quantity);
    const prices = new Map<string, number>();
    const soldOut: string[] = [];
    for (const [productId, quantity] of [...perProduct].sort(([x], [y]) => x.localeCompare(y))) {
      const res = await tx.execute<{ price: number; stock: number }>(sql`
        update products set stock = stock - ${quantity}, updated_at = now()
        where id = ${productId} and stock >= ${quantity} and not coming_soon returning ${priceIn(locale)} as price, stock`);
      const row = res.rows[0];
      const name = info.get(productId)!.name;
      if (!row)
        throw shopError(409, info.get(productId)!.stock > 0 ? 'notEnoughStock' : 'outOfStock', { name, count: Math.max(0, info.get(productId)!.stock) });
      prices.set(productId, row.price);
      if (row.stock === 0) soldOut.push(productId);
    }

    const subtotalCents = wanted.reduce((sum, w) => sum + prices.get(w.productId)! * w.quantity, 0);
    const { market, rule } = await marketRule(locale, tx);
    const totals = orderTotals(market, subtotalCents, input.shippingMethod, address, rule);
    const { id: _aid, isDefault: _def, ...snapshot } = address;

    const [order] = await tx
      .insert(orders)
      .values({
        userId: user.id,
        idempotencyKey: key,
        requestHash: hash,
        status: 'pending',
        market,
        currency: rule.currency,
        subtotalCents,
        shippingCents: totals.shipping,
        shippingMethod: input.shippingMethod,
        taxCents: totals.tax,
        taxIncluded: totals.taxIncluded,
        taxRateBp: totals.taxRateBp,
        totalCents: totals.total,
        address: snapshot,
        cardBrand: card.brand,
        cardLast4: card.last4,
      })
      .returning({ id: orders.id, number: orders.number });
    await tx.insert(orderItems).values(
      wanted.map((w) => ({
        orderId: order!.id,
        productId: w.productId,
        colorId: w.colorId,
        name: info.get(w.productId)!.name,
        unitPriceCents: prices.get(w.productId)!,
        quantity: w.quantity,
      })),
    );
    await tx.insert(orderStatusHistory).values({ orderId: order!.id, status: 'pending' });
    return {
      reservation: { id: order!.id, number: order!.number, currency: rule.currency, totalCents: totals.total, cardToken: card.token, wanted, soldOut },
    };
  });
}

/** Undoes a reservation that was not paid for: the stock returns and the pending order goes (with its lines and history). */
async function release(orderId: string): Promise<void> {
  const restocked: string[] = [];
  const notices = await db().transaction(async (tx) => {
    const res = await tx.execute<{ id: string }>(sql`select id from orders where id = ${orderId} and status = 'pending' for update`);
    if (!res.rows[0]) return [];
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productId));
    for (const item of items) {
      const back = await tx.execute<{ stock: number }>(
        sql`update products set stock = stock + ${item.quantity}, updated_at = now() where id = ${item.productId} returning stock`,
      );
      if (back.rows[0]?.stock === item.quantity) restocked.push(item.productId);
    }
    await tx.delete(orders).where(eq(orders.id, orderId));
    return queueAvailabilityNotices(tx, restocked);
  });
  availabilityChanged(restocked, 'reservation released');
  deliverLater(notices);
}

async function statusOf(orderId: string): Promise<OrderStatus | null> {
  const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return (row?.status as OrderStatus | undefined) ?? null;
}

/**
 * Checkout, exactly once per (user, Idempotency-Key), in three steps so that no database
 * transaction (and no row lock on stock) is held while the payment provider is called:
 * 1. reserve stock and insert the order as `pending` (one transaction, see `reserve`);
 * 2. charge the card with the provider key `order:<id>`, outside any transaction;
 * 3. one transaction marks the order paid, removes the cart lines and queues the confirmation mail.
 * A declined charge releases the reservation (no order, stock as before, 402). If step 3 fails
 * after a successful charge, the charge is refunded and the reservation released (503). A repeat
 * of a checkout that is still being charged waits for its outcome. The mail is delivered after
 * the answer; the outbox keeps it if delivery fails (docs/payments.md).
 */
export async function placeOrder(
  user: { id: string; email: string; name: string },
  key: string,
  input: OrderInput,
  locale: Locale,
): Promise<{ order: OrderDetail; created: boolean }> {
  const hash = requestHash(input);
  const waitUntil = Date.now() + PENDING_WAIT_MS;
  let reservation: Reservation | null = null;
  while (!reservation) {
    const before = await existingOrder(user.id, key, hash, db());
    const step = before ? { existing: before } : await reserve(user, key, hash, input, locale);
    if ('reservation' in step) {
      reservation = step.reservation;
      break;
    }
    // Another request with this key is charging: wait for paid (return it) or released (try again).
    let status = await statusOf(step.existing);
    for (let pause = 25; status === 'pending' && Date.now() < waitUntil; pause = Math.min(pause * 2, 250)) {
      await sleep(pause);
      status = await statusOf(step.existing);
    }
    if (status) return { order: await getOrder(user.id, step.existing, locale), created: false };
  }
  const r = reservation;

  const charge = await chargeOnce(r);
  if (!charge.ok) {
    await release(r.id);
    log.info('checkout declined', { userId: user.id, code: charge.code });
    throw shopError(402, charge.code === 'insufficient_funds' ? 'insufficientFunds' : 'cardDeclined');
  }

  let mailId: string;
  try {
    mailId = await db().transaction(async (tx) => {
      const paid = await tx
        .update(orders)
        .set({ status: 'paid', paymentRef: charge.ref, updatedAt: new Date() })
        .where(and(eq(orders.id, r.id), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      if (!paid[0]) throw new Error('order is no longer pending');
      await tx.insert(orderStatusHistory).values({ orderId: r.id, status: 'paid' });
      if (!input.items) await removeOrderedFromCart(user.id, r.wanted, tx);
      const brand = await tx.execute<{ value: unknown }>(sql`select value from site_settings where key = 'brand'`);
      const placed = await getOrder(user.id, r.id, locale, tx);
      return enqueueMail(orderMail(locale, typeof brand.rows[0]?.value === 'string' ? brand.rows[0].value : null, user, placed), tx);
    });
  } catch (error) {
    await compensate(r, charge.ref, error);
    throw shopError(503, 'orderNotCompleted');
  }

  availabilityChanged(r.soldOut, 'sold out');
  void deliver(mailId).catch((error: unknown) => log.error('order confirmation not delivered; it stays in the outbox', { orderId: r.id, mailId, error }));
  return { order: await getOrder(user.id, r.id, locale), created: true };
}

/**
 * Charges the reservation's total. The provider honours the idempotency key, so a call that threw
 * (network) is repeated once with the same key; if that throws too, the outcome is unknown and the
 * order stays `pending` with its stock reserved for reconciliation with the provider.
 */
async function chargeOnce(r: Reservation) {
  const provider = paymentProvider();
  try {
    return await provider.charge(r.cardToken, r.totalCents, r.currency, `order:${r.id}`);
  } catch (first) {
    log.warn('charge failed, repeating with the same idempotency key', { orderId: r.id, error: first });
    try {
      return await provider.charge(r.cardToken, r.totalCents, r.currency, `order:${r.id}`);
    } catch (error) {
      log.error('payment outcome unknown; order left pending for reconciliation', { orderId: r.id, error });
      throw error;
    }
  }
}

/** The card was charged but the order could not be completed: refund, then release the reservation. */
async function compensate(r: Reservation, ref: string, cause: unknown): Promise<void> {
  log.error('order not completed after a successful charge; refunding', { orderId: r.id, error: cause });
  let refunded = false;
  try {
    refunded = (await paymentProvider().refund(ref, r.totalCents, `refund:${r.id}`)).ok;
  } catch (error) {
    log.error('refund call failed', { orderId: r.id, error });
  }
  if (!refunded) {
    // Money taken and no paid order: staff must refund by hand. The order stays pending as the record.
    log.error('charge NOT refunded; order left pending for staff', { orderId: r.id, paymentRef: ref });
    throw cause;
  }
  try {
    await release(r.id);
  } catch (error) {
    log.error('refunded, but the reservation could not be released; order left pending', { orderId: r.id, error });
  }
}

export async function listOrders(userId: string): Promise<OrderSummary[]> {
  const rows = await db()
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      currency: orders.currency,
      totalCents: orders.totalCents,
      itemCount: sql<number>`(select coalesce(sum(quantity), 0)::int from order_items where order_id = ${orders.id})`,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  return rows.map((r) => ({ ...r, status: r.status as OrderStatus, createdAt: r.createdAt.toISOString() }));
}

/** An order of `userId` (null: any order, for staff), with its lines named in `locale`. */
export async function getOrder(userId: string | null, id: string, locale: Locale, q: Queryable = db()): Promise<OrderDetail> {
  const [o] = await q
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), userId === null ? undefined : eq(orders.userId, userId)));
  if (!o) throw notFound();
  const [items, history] = await Promise.all([
    q.select().from(orderItems).where(eq(orderItems.orderId, o.id)),
    q.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, o.id)).orderBy(asc(orderStatusHistory.id)),
  ]);
  const info = await productInfo(
    items.map((i) => i.productId),
    locale,
    q,
    { drafts: true },
  );
  const status = o.status as OrderStatus;
  return {
    id: o.id,
    number: o.number,
    status,
    createdAt: o.createdAt.toISOString(),
    market: o.market as OrderDetail['market'],
    currency: o.currency,
    subtotalCents: o.subtotalCents,
    shippingCents: o.shippingCents,
    shippingMethod: o.shippingMethod as OrderDetail['shippingMethod'],
    taxCents: o.taxCents,
    taxIncluded: o.taxIncluded,
    taxRateBp: o.taxRateBp,
    totalCents: o.totalCents,
    itemCount: items.reduce((s, i) => s + i.quantity, 0),
    address: o.address as AddressSnapshot,
    card: { brand: o.cardBrand, last4: o.cardLast4 },
    lines: items.map((i) => {
      const color = info.get(i.productId)?.colors[i.colorId];
      return {
        productId: i.productId,
        colorId: i.colorId,
        name: info.get(i.productId)?.name ?? i.name,
        colorName: color?.name ?? i.colorId,
        image: color?.image ?? null,
        unitPriceCents: i.unitPriceCents,
        quantity: i.quantity,
        lineTotalCents: i.unitPriceCents * i.quantity,
      };
    }),
    history: history.map((h) => ({ status: h.status as OrderStatus, at: h.at.toISOString() })),
    shipment: o.carrier && o.trackingNumber ? { carrier: o.carrier, trackingNumber: o.trackingNumber, url: trackingUrl(o.carrier, o.trackingNumber) } : null,
    cancellable: status === 'paid',
  };
}

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

/**
 * Cancels a paid order inside the caller's transaction (the order row locked): its stock returns
 * and the charge is refunded through the provider (idempotent per order). Returns the products
 * that are back in stock.
 */
export async function cancelPaidOrder(
  tx: Tx,
  order: { id: string; paymentRef: string | null; totalCents: number },
  staffId: string | null = null,
): Promise<string[]> {
  const restocked: string[] = [];
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.productId));
  for (const item of items) {
    const res = await tx.execute<{ stock: number }>(
      sql`update products set stock = stock + ${item.quantity}, updated_at = now() where id = ${item.productId} returning stock`,
    );
    if (res.rows[0]?.stock === item.quantity) restocked.push(item.productId);
  }
  if (order.paymentRef) {
    const refund = await paymentProvider().refund(order.paymentRef, order.totalCents, `refund:${order.id}`);
    if (!refund.ok) throw new Error('refund failed');
  }
  await tx.update(orders).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: 'cancelled', staffId });
  return restocked;
}

/** The buyer cancels a paid order that has not shipped: stock returns, the charge is refunded. */
export async function cancelOrder(userId: string, id: string, locale: Locale): Promise<OrderDetail> {
  const { restocked, notices } = await db().transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw notFound();
    if (order.status !== 'paid') throw shopError(409, 'notCancellable');
    const back = await cancelPaidOrder(tx, order);
    return { restocked: back, notices: await queueAvailabilityNotices(tx, back) };
  });
  availabilityChanged(restocked, 'back in stock');
  deliverLater(notices);
  return getOrder(userId, id, locale);
}

/** The moves an order may make: the checkout pays, the buyer or staff cancel, staff ship and deliver. */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus[]>> = {
  pending: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
};

export type { AddressSnapshot, OrderSummary, OrderDetail };
