import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { orderTotals } from '@/lib/shop/markets';
import { trackingUrl } from '@/lib/shop/tracking';
import { expiryInFuture } from '@/lib/validations/card';
import { marketOf, type Market, type ShippingMethod } from '@/lib/shop/markets';
import type { GuestOrderInput, OrderInput, OrderStatus } from '@/lib/validations/order';
import { availabilityChanged } from '../cache';
import { priceIn, productInfo } from '../catalogue';
import { db, schema, type Queryable, readAll } from '../db';
import { hashToken } from '../auth/tokens';
import { HttpError, notFound, tooManyRequests } from '../http/errors';
import { log } from '../log';
import { deliver, deliverLater, enqueueMail } from '../mail';
import { queueAvailabilityNotices } from './availability-notices';
import { paymentProvider } from '../payments/provider';
import { rateLimit } from '../rate-limit';
import { getAddress } from './addresses';
import { cardToken } from './cards';
import { getCart, removeOrderedFromCart, type CartOwner } from './cart';
import { shopError } from './errors';
import { issueOrderLink, orderLinkPath, orderOfLink } from './order-links';
import { orderMail } from './order-mail';
import { isReturnable, openQuantities, returnsOf } from './returns';
import { refundsOf, restockedQuantities } from './refund-records';
import { marketRule } from './shipping';
import type { AddressSnapshot, GuestOrderPlaced, LinkedOrder, OrderSummary, OrderDetail, WithdrawalView } from '@/lib/types/shop';
import { withdrawalWindow } from '@/lib/shop/withdrawal';

const { orders, orderItems, orderStatusHistory } = schema;

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

/** Same body, same hash: keys sorted, lines in a fixed order, after zod dropped unknown fields. */
export function requestHash(input: OrderInput): string {
  return hashOf([input.addressId, input.cardId, itemsKey(input.items), input.shippingMethod]);
}

/** A guest's checkout: the same rule over what they typed (the card by brand, last four and expiry, never its number). */
export function guestRequestHash(input: GuestOrderInput): string {
  const { number, cvc: _cvc, items, shippingMethod, ...rest } = input;
  const fields = Object.entries(rest).sort(([x], [y]) => x.localeCompare(y));
  return hashOf([fields, number.slice(-4), number.length, itemsKey(items), shippingMethod]);
}

const itemsKey = (items: OrderInput['items']) =>
  items
    ? [...items].sort((x, y) => `${x.productId}/${x.colorId}`.localeCompare(`${y.productId}/${y.colorId}`)).map((i) => [i.productId, i.colorId, i.quantity])
    : null;
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Who buys: a signed-in customer, or a guest known by their cart cookie and the email they gave. */
export type Buyer = { kind: 'user'; id: string; email: string; name: string } | { kind: 'guest'; cartToken: string; email: string; name: string };

/** The idempotency scope of a buyer: the user, or the guest cart token's hash. */
const scopeKey = (b: Buyer) => (b.kind === 'user' ? `user:${b.id}` : `guest:${hashToken(b.cartToken)}`);
const scopeWhere = (b: Buyer) => (b.kind === 'user' ? eq(orders.userId, b.id) : eq(orders.guestKey, hashToken(b.cartToken)));
const cartOf = (b: Buyer): CartOwner => (b.kind === 'user' ? { userId: b.id } : { anonToken: b.cartToken });

async function existingOrder(buyer: Buyer, key: string, hash: string, q: Queryable): Promise<string | null> {
  const [row] = await q
    .select({ id: orders.id, hash: orders.requestHash })
    .from(orders)
    .where(and(scopeWhere(buyer), eq(orders.idempotencyKey, key)));
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

/** What the goods are: the cart (no `items`) or "buy now" lines, the delivery method, and the market they are priced in. */
type Basket = { items?: OrderInput['items']; shippingMethod: ShippingMethod; market: Market };

/** Where the goods go and what pays: a saved address and card (read in the reserving transaction), or what a guest typed. */
interface PaymentSource {
  address: AddressSnapshot;
  card: { token: string; brand: string; last4: string; expMonth: number; expYear: number };
}

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
 * Step 1, one short transaction: a per-(buyer, key) advisory lock serialises concurrent repeats;
 * the holder re-checks the key, reserves stock with conditional updates (in product-id order, all
 * or nothing), computes totals from database prices and inserts the order as `pending`.
 */
async function reserve(
  buyer: Buyer,
  key: string,
  hash: string,
  basket: Basket,
  source: (tx: Queryable) => Promise<PaymentSource>,
  locale: Locale,
): Promise<{ existing: string } | { reservation: Reservation }> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order:${scopeKey(buyer)}:${key}`}, 0))`);
    const again = await existingOrder(buyer, key, hash, tx);
    if (again) return { existing: again };

    const { address, card } = await source(tx);
    if (!expiryInFuture(card.expMonth, card.expYear)) throw shopError(422, 'cardExpired');

    const wanted =
      basket.items ??
      (await getCart(cartOf(buyer), locale, tx, basket.market)).lines.map((l) => ({ productId: l.productId, colorId: l.colorId, quantity: l.quantity }));
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
        where id = ${productId} and stock >= ${quantity} and not coming_soon returning ${priceIn(locale, basket.market)} as price, stock`);
      const row = res.rows[0];
      const name = info.get(productId)!.name;
      if (!row)
        throw shopError(409, info.get(productId)!.stock > 0 ? 'notEnoughStock' : 'outOfStock', { name, count: Math.max(0, info.get(productId)!.stock) });
      prices.set(productId, row.price);
      if (row.stock === 0) soldOut.push(productId);
    }

    const subtotalCents = wanted.reduce((sum, w) => sum + prices.get(w.productId)! * w.quantity, 0);
    const { market, rule } = await marketRule(locale, tx, basket.market);
    const totals = orderTotals(market, subtotalCents, basket.shippingMethod, address, rule);
    const guest = buyer.kind === 'guest';

    const [order] = await tx
      .insert(orders)
      .values({
        userId: guest ? null : buyer.id,
        email: guest ? buyer.email : null,
        locale: guest ? locale : null,
        guestKey: guest ? hashToken(buyer.cartToken) : null,
        idempotencyKey: key,
        requestHash: hash,
        status: 'pending',
        market,
        currency: rule.currency,
        subtotalCents,
        shippingCents: totals.shipping,
        shippingMethod: basket.shippingMethod,
        taxCents: totals.tax,
        taxIncluded: totals.taxIncluded,
        taxRateBp: totals.taxRateBp,
        totalCents: totals.total,
        address,
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
  market: Market = marketOf(locale),
): Promise<{ order: OrderDetail; created: boolean }> {
  const buyer: Buyer = { kind: 'user', ...user };
  const source = async (tx: Queryable): Promise<PaymentSource> => {
    const { id: _id, isDefault: _default, ...address } = await orThrow(getAddress(user.id, input.addressId, tx), shopError(422, 'addressMissing'));
    const card = await orThrow(cardToken(user.id, input.cardId, tx), shopError(422, 'cardMissing'));
    return { address, card };
  };
  const { orderId, created } = await checkout(buyer, key, requestHash(input), { ...input, market }, source, locale);
  return { order: await getOrder(user.id, orderId, locale), created };
}

/** Attempts at a guest checkout per address and hour (each new attempt tokenizes a card: card-testing needs a ceiling). */
export const GUEST_CHECKOUT_LIMIT = { max: 20, windowMs: 3_600_000 } as const;

/**
 * A guest's checkout: the same three steps as `placeOrder`, exactly once per (guest cart, key).
 * The card goes to the provider for a token once per new attempt (never stored); the order keeps
 * the email and the language for its mails, and the answer carries a link token for its page.
 */
export async function placeGuestOrder(
  cartToken: string,
  key: string,
  input: GuestOrderInput,
  locale: Locale,
  ip: string,
  market: Market = marketOf(locale),
): Promise<{ order: GuestOrderPlaced; created: boolean }> {
  const buyer: Buyer = { kind: 'guest', cartToken, email: input.email, name: input.recipient };
  const hash = guestRequestHash(input);
  let source: PaymentSource | null = null;
  if (!(await existingOrder(buyer, key, hash, db()))) {
    const limit = await rateLimit(`guest-checkout:ip:${ip}`, GUEST_CHECKOUT_LIMIT.max, GUEST_CHECKOUT_LIMIT.windowMs);
    if (!limit.ok) throw tooManyRequests(limit.retryAfter);
    const card = await paymentProvider().tokenize({
      number: input.number,
      cvc: input.cvc,
      expMonth: input.expMonth,
      expYear: input.expYear,
      holder: input.holder,
    });
    const { recipient, phone, country, region, city, line1, line2, postalCode } = input;
    source = {
      address: { recipient, phone, country, region, city, line1, line2, postalCode },
      card: { ...card, expMonth: input.expMonth, expYear: input.expYear },
    };
  }
  const known = source;
  const { orderId, created, lookupToken } = await checkout(
    buyer,
    key,
    hash,
    { ...input, market },
    async () => {
      // Only a repeat finds no source, and a repeat finds its order before it needs one.
      if (!known) throw shopError(409, 'idempotencyConflict');
      return known;
    },
    locale,
  );
  const order = await getOrder(null, orderId, locale);
  return {
    order: { ...order, cancellable: false, returnable: false, email: input.email, lookupToken: lookupToken ?? (await issueOrderLink(orderId, db())) },
    created,
  };
}

async function checkout(
  buyer: Buyer,
  key: string,
  hash: string,
  basket: Basket,
  source: (tx: Queryable) => Promise<PaymentSource>,
  locale: Locale,
): Promise<{ orderId: string; created: boolean; lookupToken?: string }> {
  const waitUntil = Date.now() + PENDING_WAIT_MS;
  let reservation: Reservation | null = null;
  while (!reservation) {
    const before = await existingOrder(buyer, key, hash, db());
    const step = before ? { existing: before } : await reserve(buyer, key, hash, basket, source, locale);
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
    if (status) return { orderId: step.existing, created: false };
  }
  const r = reservation;

  const charge = await chargeOnce(r);
  if (!charge.ok) {
    await release(r.id);
    log.info('checkout declined', { buyer: buyer.kind === 'user' ? buyer.id : 'guest', code: charge.code });
    throw shopError(402, charge.code === 'insufficient_funds' ? 'insufficientFunds' : 'cardDeclined');
  }

  let paid: { mailId: string; lookupToken?: string };
  try {
    paid = await db().transaction(async (tx) => {
      const done = await markPaid(tx, r.id, charge.ref, locale, buyer);
      if (!done) throw new Error('order is no longer pending');
      if (!basket.items) await removeOrderedFromCart(cartOf(buyer), r.wanted, tx);
      return done;
    });
  } catch (error) {
    // The settlement of stopped checkouts (settleStalePendingOrders) completed it with this very
    // charge while this request was held up past PENDING_ORDER_STALE_MS: it is placed, not undone.
    const [now] = await db().select({ status: orders.status, paymentRef: orders.paymentRef }).from(orders).where(eq(orders.id, r.id));
    if (now?.status === 'paid' && now.paymentRef === charge.ref) return { orderId: r.id, created: true };
    await compensate(r, charge.ref, error);
    throw shopError(503, 'orderNotCompleted');
  }

  availabilityChanged(r.soldOut, 'sold out');
  void deliver(paid.mailId).catch((error: unknown) =>
    log.error('order confirmation not delivered; it stays in the outbox', { orderId: r.id, mailId: paid.mailId, error }),
  );
  return { orderId: r.id, created: true, lookupToken: paid.lookupToken };
}

/**
 * Step 3 of a checkout, inside the caller's transaction: the order becomes `paid` with the
 * provider's reference (only if it is still `pending`: null otherwise, and nothing is written), and
 * the confirmation mail to `buyer` is queued in `locale`; a guest's mail carries a new order link.
 */
async function markPaid(
  tx: Tx,
  orderId: string,
  chargeRef: string,
  locale: Locale,
  buyer: { kind: 'user' | 'guest'; email: string; name: string },
): Promise<{ mailId: string; lookupToken?: string } | null> {
  const updated = await tx
    .update(orders)
    .set({ status: 'paid', paymentRef: chargeRef, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  if (!updated[0]) return null;
  await tx.insert(orderStatusHistory).values({ orderId, status: 'paid' });
  const lookupToken = buyer.kind === 'guest' ? await issueOrderLink(orderId, tx) : undefined;
  const brand = await tx.execute<{ value: unknown }>(sql`select value from site_settings where key = 'brand'`);
  const placed = await getOrder(null, orderId, locale, tx);
  const link = lookupToken ? orderLinkPath(lookupToken) : `/user?order=${orderId}`;
  const { facts } = await marketRule(locale, tx, placed.market);
  const mail = orderMail(locale, typeof brand.rows[0]?.value === 'string' ? brand.rows[0].value : null, buyer, placed, link, facts);
  const mailId = await enqueueMail({ ...mail, secrets: lookupToken ? [lookupToken] : [], orderId }, tx);
  return { mailId, lookupToken };
}

/** How old a `pending` order must be before it is settled with the provider: far beyond any checkout still under way. */
export const PENDING_ORDER_STALE_MS = 15 * 60_000;

export interface PendingSettlement {
  /** Charged at the provider: now paid, with the confirmation mail queued. */
  completed: number;
  /** Never charged (the provider has no such charge) or declined: reservation released. */
  released: number;
  /** The provider could not be asked: left for the next pass. */
  unknown: number;
}

/**
 * Settles the checkouts that stopped halfway: a `pending` order older than `PENDING_ORDER_STALE_MS`
 * had its process stop (or lose the provider's answer twice) between reserving the stock and
 * marking the order paid, and its stock stays reserved until then. The provider says what became
 * of its charge (`chargeOutcome`, key `order:<id>`): charged, the order is completed as the
 * checkout would have (paid, status history, confirmation mail; the cart is left as it is);
 * declined or never received, the reservation is released as for a declined card. A provider that
 * cannot be asked leaves the order for the next pass. Safe in several processes at once: each step
 * changes an order only while it is still `pending`.
 */
export async function settleStalePendingOrders(now: Date = new Date(), batch = 50): Promise<PendingSettlement> {
  const result: PendingSettlement = { completed: 0, released: 0, unknown: 0 };
  const stale = await db()
    .select({ id: orders.id, userId: orders.userId, email: orders.email, locale: orders.locale, address: orders.address })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), sql`${orders.createdAt} < ${new Date(now.getTime() - PENDING_ORDER_STALE_MS)}`))
    .orderBy(asc(orders.createdAt))
    .limit(batch);
  for (const order of stale) {
    let charge: Awaited<ReturnType<ReturnType<typeof paymentProvider>['chargeOutcome']>>;
    try {
      charge = await paymentProvider().chargeOutcome(`order:${order.id}`);
    } catch (error) {
      result.unknown += 1;
      log.error('pending order not settled: the payment provider could not be asked', { orderId: order.id, error });
      continue;
    }
    if (!charge?.ok) {
      await release(order.id);
      result.released += 1;
      log.info('pending order released: never charged', { orderId: order.id, declined: charge ? charge.code : null });
      continue;
    }
    const ref = charge.ref;
    const done = await db().transaction(async (tx) => {
      const [customer] = order.userId
        ? await tx
            .select({ email: schema.users.email, name: schema.users.name, locale: schema.users.locale })
            .from(schema.users)
            .where(eq(schema.users.id, order.userId))
        : [{ email: order.email ?? '', name: (order.address as AddressSnapshot).recipient, locale: order.locale }];
      if (!customer) return null;
      const locale = isLocale(customer.locale) ? customer.locale : routing.defaultLocale;
      return markPaid(tx, order.id, ref, locale, { kind: order.userId ? 'user' : 'guest', email: customer.email, name: customer.name });
    });
    if (!done) continue;
    result.completed += 1;
    log.warn('pending order completed after its checkout stopped: the card had been charged', { orderId: order.id });
    deliverLater([done.mailId]);
  }
  return result;
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

/** The order a link opens, with the email its mails go to and whether an account holds it (null: unknown or expired link). */
export async function orderByLink(token: string, locale: Locale, viewerId: string | null = null): Promise<LinkedOrder | null> {
  const id = await orderOfLink(token);
  if (!id) return null;
  const [row] = await db()
    .select({ email: sql<string>`coalesce(${orders.email}, (select email from users where id = ${orders.userId}))`, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) return null;
  const order = await getOrder(null, id, locale);
  // The account holding the order may act on it here as on its account page (cancel, return,
  // withdraw); for a guest order (no account holds it) the link asks for a return
  // (POST /api/orders/returns) and withdraws (POST /api/orders/withdrawal); anyone else with the
  // link only reads it.
  const owned = row.userId !== null && row.userId === viewerId;
  const guest = row.userId === null;
  return {
    ...order,
    cancellable: owned && order.cancellable,
    returnable: (owned || guest) && order.returnable,
    withdrawable: (owned || guest) && order.withdrawable,
    email: row.email,
    claimed: !guest,
    owned,
  };
}

/**
 * A signed-in customer adds a guest order to their account with its link: only when the order was
 * placed with the account's email (case-insensitive), so a forwarded link cannot move an order
 * into somebody else's account. Claiming twice is a no-op.
 */
export async function claimOrder(user: { id: string; email: string }, token: string, locale: Locale): Promise<OrderDetail> {
  const id = await orderOfLink(token);
  if (!id) throw shopError(404, 'orderLinkInvalid');
  await db().transaction(async (tx) => {
    const [order] = await tx.select({ userId: orders.userId, email: orders.email }).from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw shopError(404, 'orderLinkInvalid');
    if (order.userId === user.id) return;
    if (order.userId !== null || !order.email || order.email.toLowerCase() !== user.email.toLowerCase()) throw shopError(403, 'orderClaimEmail');
    await tx.update(orders).set({ userId: user.id, updatedAt: new Date() }).where(eq(orders.id, id));
  });
  return getOrder(user.id, id, locale);
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
  const [items, history] = await readAll(q, [
    () => q.select().from(orderItems).where(eq(orderItems.orderId, o.id)),
    () => q.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, o.id)).orderBy(asc(orderStatusHistory.id)),
  ]);
  const info = await productInfo(
    items.map((i) => i.productId),
    locale,
    q,
    { drafts: true },
  );
  const status = o.status as OrderStatus;
  const lines = items.map((i) => {
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
  });
  const [returns, withdrawal, period] = await readAll(q, [() => returnsOf(o.id, lines, q), () => withdrawalOf(o.id, q), () => withdrawalPeriod(o, history, q)]);
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
    lines,
    history: history.map((h) => ({ status: h.status as OrderStatus, at: h.at.toISOString() })),
    shipment:
      o.carrier && o.trackingNumber
        ? { carrier: o.carrier, trackingNumber: o.trackingNumber, url: trackingUrl(o.carrier, o.trackingNumber, (o.address as AddressSnapshot).country) }
        : null,
    cancellable: status === 'paid',
    returns,
    returnable: isReturnable(status, openQuantities(lines, returns)),
    withdrawalRight: period.right ? { ...period.right, until: period.until } : null,
    withdrawable: period.open && withdrawal === null,
    withdrawal,
  };
}

/**
 * The order's statutory right of withdrawal (its market's, as the staff's market facts set it; null
 * where the law gives none) and whether its period runs now, with the last day once delivered
 * (lib/shop/withdrawal.ts). The period runs out from delivery: the last time the order was marked
 * delivered in `history` (an order put in that state without its history, by an import, counts
 * from its last change). The order page and the withdrawal itself both ask here.
 */
export async function withdrawalPeriod(
  order: { status: string; market: string; updatedAt: Date },
  history: { status: string; at: Date }[],
  q: Queryable,
): Promise<{ right: { days: number; refundDays: number } | null; open: boolean; until: string | null }> {
  const status = order.status as OrderStatus;
  const market = order.market as Market;
  const { facts } = await marketRule(routing.defaultLocale, q, market);
  const delivered = history.findLast((h) => h.status === 'delivered')?.at ?? (status === 'delivered' ? order.updatedAt : null);
  return { right: facts.withdrawal, ...withdrawalWindow(status, market, facts.withdrawal, delivered) };
}

/** The buyer's withdrawal from an order, once received (lib/server/shop/withdrawals.ts). */
export async function withdrawalOf(orderId: string, q: Queryable = db()): Promise<WithdrawalView | null> {
  const [row] = await q
    .select({
      receivedAt: schema.orderWithdrawals.receivedAt,
      name: schema.orderWithdrawals.name,
      email: schema.orderWithdrawals.email,
      channel: schema.orderWithdrawals.channel,
      outcome: schema.orderWithdrawals.outcome,
      returnNumber: schema.returnRequests.number,
    })
    .from(schema.orderWithdrawals)
    .leftJoin(schema.returnRequests, eq(schema.returnRequests.id, schema.orderWithdrawals.returnRequestId))
    .where(eq(schema.orderWithdrawals.orderId, orderId));
  if (!row) return null;
  return {
    ...row,
    receivedAt: row.receivedAt.toISOString(),
    channel: row.channel as WithdrawalView['channel'],
    outcome: row.outcome as WithdrawalView['outcome'],
  };
}

/**
 * Cancels a paid order inside the caller's transaction (the order row locked): the charge is
 * refunded through the provider (idempotent per order), then its stock returns. Returns the
 * products that are back in stock.
 *
 * The refund comes first because giving stock back locks the products' rows until the transaction
 * ends: every checkout of those products waited for the provider's answer while it was asked with
 * the rows locked. Now only this order's row is held while the provider answers. A refusal still
 * changes nothing (the transaction rolls back); a failure after an accepted refund leaves the order
 * paid and its stock out, as it did before, and the next attempt's refund, under the same key,
 * does not pay twice.
 */
export async function cancelPaidOrder(
  tx: Tx,
  order: { id: string; paymentRef: string | null; totalCents: number },
  staffId: string | null = null,
): Promise<string[]> {
  // Staff may have refunded part of the order already: give back only the rest, restock only what
  // is not back. A refund still waiting for the provider is not counted: if it is confirmed after
  // this, the provider refuses whichever of the two would give back more than was paid, and the
  // settlement drops a refused pending refund (lib/server/staff/refunds.ts).
  const earlier = (await refundsOf(tx, order.id)).filter((r) => r.status === 'done');
  const left = order.totalCents - earlier.reduce((sum, r) => sum + r.amountCents, 0);
  if (order.paymentRef && left > 0) {
    const refund = await paymentProvider().refund(order.paymentRef, left, `refund:${order.id}`);
    if (!refund.ok) throw new Error('refund failed');
  }
  const restocked: string[] = [];
  const back = restockedQuantities(earlier);
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.productId));
  for (const item of items) {
    const quantity = item.quantity - (back.get(`${item.productId}\u0000${item.colorId}`) ?? 0);
    if (quantity <= 0) continue;
    const res = await tx.execute<{ stock: number }>(
      sql`update products set stock = stock + ${quantity}, updated_at = now() where id = ${item.productId} returning stock`,
    );
    if (res.rows[0]?.stock === quantity) restocked.push(item.productId);
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
