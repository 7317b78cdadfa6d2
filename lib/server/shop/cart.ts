import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type CartItemInput } from '@/lib/validations/cart';
import { availability } from '@/lib/types/product';
import { hashToken } from '../auth/tokens';
import { productInfo } from '../catalogue';
import { db, schema, type Queryable, readAll } from '../db';
import { notFound } from '../http/errors';
import { shopError } from './errors';
import { marketOf, orderTotals, shippingOptions, type Market } from '@/lib/shop/markets';
import { marketRule } from './shipping';
import type { CartLine, CartView } from '@/lib/types/shop';

const { carts, cartItems } = schema;

/** A signed-in user's cart, or a guest cart reached by the random token of the `pt_cart` cookie. */
export type CartOwner = { userId: string } | { anonToken: string };

function ownerWhere(owner: CartOwner) {
  return 'userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.anonTokenHash, hashToken(owner.anonToken));
}

export async function findCartId(owner: CartOwner, q: Queryable = db()): Promise<string | null> {
  const [row] = await q.select({ id: carts.id }).from(carts).where(ownerWhere(owner));
  return row?.id ?? null;
}

async function ensureCart(owner: CartOwner, q: Queryable): Promise<string> {
  const values = 'userId' in owner ? { userId: owner.userId } : { anonTokenHash: hashToken(owner.anonToken) };
  await q.insert(carts).values(values).onConflictDoNothing();
  const id = await findCartId(owner, q);
  if (!id) throw new Error('cart row missing after insert');
  return id;
}

/** The cart as the shop shows it: current prices and stock from the database, totals, shipping. */
export async function getCart(owner: CartOwner, locale: Locale, q: Queryable = db(), market: Market = marketOf(locale)): Promise<CartView> {
  const cartId = await findCartId(owner, q);
  const rows = cartId ? await q.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id)) : [];
  return priceLines(rows, locale, q, market);
}

/** Lines with today's names, prices and stock, and the totals with shipping: a cart's view. */
async function priceLines(
  rows: { id: string; productId: string; colorId: string; quantity: number }[],
  locale: Locale,
  q: Queryable,
  chosen: Market = marketOf(locale),
): Promise<CartView> {
  const [info, { market, rule }] = await readAll(q, [
    () =>
      productInfo(
        rows.map((r) => r.productId),
        locale,
        q,
        { market: chosen },
      ),
    () => marketRule(locale, q, chosen),
  ]);
  const lines: CartLine[] = rows.flatMap((r) => {
    const p = info.get(r.productId);
    if (!p) return [];
    const color = p.colors[r.colorId];
    return [
      {
        id: r.id,
        productId: r.productId,
        colorId: r.colorId,
        name: p.name,
        colorName: color?.name ?? r.colorId,
        variantKind: p.variantKind,
        image: color?.image ?? null,
        unitPriceCents: p.priceCents,
        quantity: r.quantity,
        lineTotalCents: p.priceCents * r.quantity,
        stock: availability(p),
        maxQuantity: p.comingSoon ? 0 : Math.min(MAX_LINE_QUANTITY, p.stock),
      },
    ];
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const totals = orderTotals(market, subtotalCents, 'standard', null, rule);
  return {
    lines,
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    market,
    currency: rule.currency,
    subtotalCents,
    shippingCents: totals.shipping,
    taxCents: totals.tax,
    tax: rule.tax,
    totalCents: totals.total,
    freeShippingThresholdCents: rule.freeShippingFrom,
    shippingOptions: shippingOptions(subtotalCents, rule),
  };
}

/**
 * "Buy now": the given items priced as a cart would be, without touching any cart. Each must be
 * sellable in that quantity (the same refusals as adding it to the cart); line ids are the
 * items' positions.
 */
export async function quoteItems(items: CartItemInput[], locale: Locale, market: Market = marketOf(locale)): Promise<CartView> {
  const q = db();
  for (const item of items) await checkSellable(item.productId, item.colorId, item.quantity, locale, q);
  return priceLines(
    items.map((item, i) => ({ id: String(i), ...item })),
    locale,
    q,
    market,
  );
}

export async function cartCount(owner: CartOwner): Promise<number> {
  const cartId = await findCartId(owner);
  if (!cartId) return 0;
  const [row] = await db()
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return row?.n ?? 0;
}

/** Refuses what cannot be bought now: coming soon, sold out, more than in stock. */
async function checkSellable(productId: string, colorId: string, quantity: number, locale: Locale, q: Queryable) {
  const p = (await productInfo([productId], locale, q)).get(productId);
  if (!p) throw shopError(404, 'productNotFound');
  if (!p.colors[colorId]) throw shopError(422, 'colorNotFound');
  if (p.comingSoon) throw shopError(409, 'comingSoon', { name: p.name });
  if (p.stock <= 0) throw shopError(409, 'outOfStock', { name: p.name });
  if (quantity > p.stock) throw shopError(409, 'notEnoughStock', { name: p.name, count: p.stock });
}

/** Adds a product in a colour; the same product and colour again raises that line's quantity. */
export async function addCartItem(owner: CartOwner, input: CartItemInput, locale: Locale, market: Market = marketOf(locale)): Promise<CartView> {
  return db().transaction(async (tx) => {
    const cartId = await ensureCart(owner, tx);
    // One writer per cart at a time, so the 50-line and 99-unit limits hold under concurrent adds.
    await tx.execute(sql`select id from carts where id = ${cartId} for update`);
    const [existing] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, input.productId), eq(cartItems.colorId, input.colorId)));
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    if (quantity > MAX_LINE_QUANTITY) throw shopError(422, 'quantityLimit', { max: MAX_LINE_QUANTITY });
    await checkSellable(input.productId, input.colorId, quantity, locale, tx);
    if (existing) {
      await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, existing.id));
    } else {
      const [lines] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.cartId, cartId));
      if ((lines?.n ?? 0) >= MAX_CART_LINES) throw shopError(422, 'cartFull', { max: MAX_CART_LINES });
      await tx.insert(cartItems).values({ cartId, productId: input.productId, colorId: input.colorId, quantity });
    }
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
    return getCart(owner, locale, tx, market);
  });
}

/** The owner's line or a 404: a line id of someone else's cart is indistinguishable from none. */
async function ownLine(owner: CartOwner, lineId: string, q: Queryable) {
  const cartId = await findCartId(owner, q);
  if (!cartId) throw notFound();
  const [line] = await q
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)));
  if (!line) throw notFound();
  return line;
}

export async function updateCartItem(owner: CartOwner, lineId: string, quantity: number, locale: Locale, market: Market = marketOf(locale)): Promise<CartView> {
  return db().transaction(async (tx) => {
    const line = await ownLine(owner, lineId, tx);
    if (quantity > line.quantity) await checkSellable(line.productId, line.colorId, quantity, locale, tx);
    await tx
      .update(cartItems)
      .set({ quantity })
      .where(and(eq(cartItems.id, line.id), eq(cartItems.cartId, line.cartId)));
    return getCart(owner, locale, tx, market);
  });
}

export async function removeCartItem(owner: CartOwner, lineId: string, locale: Locale, market: Market = marketOf(locale)): Promise<CartView> {
  return db().transaction(async (tx) => {
    const line = await ownLine(owner, lineId, tx);
    await tx.delete(cartItems).where(and(eq(cartItems.id, line.id), eq(cartItems.cartId, line.cartId)));
    return getCart(owner, locale, tx, market);
  });
}

/**
 * Moves a guest cart into the user's cart: quantities of the same product and colour are
 * added (capped at 99), new lines join while the cart has fewer than 50, and the guest cart
 * is deleted. Safe to call twice (the second call finds no guest cart). Returns lines merged.
 */
export async function mergeGuestCart(userId: string, anonToken: string): Promise<number> {
  return db().transaction(async (tx) => {
    const guest = await tx.execute<{ id: string }>(sql`select id from carts where anon_token_hash = ${hashToken(anonToken)} and user_id is null for update`);
    const guestId = guest.rows[0]?.id;
    if (!guestId) return 0;
    const userCartId = await ensureCart({ userId }, tx);
    await tx.execute(sql`select id from carts where id = ${userCartId} for update`);
    const items = await tx.select().from(cartItems).where(eq(cartItems.cartId, guestId)).orderBy(asc(cartItems.createdAt));
    let merged = 0;
    for (const item of items) {
      const [existing] = await tx
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, userCartId), eq(cartItems.productId, item.productId), eq(cartItems.colorId, item.colorId)));
      if (existing) {
        await tx
          .update(cartItems)
          .set({ quantity: Math.min(MAX_LINE_QUANTITY, existing.quantity + item.quantity) })
          .where(eq(cartItems.id, existing.id));
        merged += 1;
        continue;
      }
      const [lines] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.cartId, userCartId));
      if ((lines?.n ?? 0) >= MAX_CART_LINES) continue;
      await tx
        .insert(cartItems)
        .values({ cartId: userCartId, productId: item.productId, colorId: item.colorId, quantity: Math.min(MAX_LINE_QUANTITY, item.quantity) });
      merged += 1;
    }
    await tx.delete(carts).where(eq(carts.id, guestId));
    return merged;
  });
}

/** Removes the ordered quantities from the user's cart after checkout (inside the order transaction). */
export async function removeOrderedFromCart(owner: CartOwner, lines: { productId: string; colorId: string }[], q: Queryable): Promise<void> {
  const cartId = await findCartId(owner, q);
  if (!cartId) return;
  for (const l of lines) {
    await q.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, l.productId), eq(cartItems.colorId, l.colorId)));
  }
}

/** What a visitor without any cart sees. */
export async function emptyCart(locale: Locale, market: Market = marketOf(locale)): Promise<CartView> {
  return priceLines([], locale, db(), market);
}

export type { CartLine, CartView };
