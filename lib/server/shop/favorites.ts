import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { marketOf, type Market } from '@/lib/shop/markets';
import { availability } from '@/lib/types/product';
import { forSale, productInfo } from '../catalogue';
import { db, schema } from '../db';
import { notFound } from '../http/errors';
import { shopError } from './errors';
import type { FavoriteView } from '@/lib/types/shop';

const f = schema.favorites;

export async function listFavorites(userId: string, locale: Locale, market: Market = marketOf(locale)): Promise<FavoriteView[]> {
  const rows = await db().select().from(f).where(eq(f.userId, userId)).orderBy(desc(f.createdAt));
  return favoriteViews(rows, locale, market);
}

/**
 * A guest's favorites (kept in the browser until sign-in) shown like an account's: the products
 * in the order given, in their first colour; unknown ids are left out.
 */
export async function guestFavoriteViews(productIds: string[], locale: Locale, market: Market = marketOf(locale)): Promise<FavoriteView[]> {
  const now = new Date();
  return favoriteViews(
    [...new Set(productIds)].map((productId) => ({ productId, colorId: null, createdAt: now })),
    locale,
    market,
  );
}

async function favoriteViews(rows: { productId: string; colorId: string | null; createdAt: Date }[], locale: Locale, market: Market): Promise<FavoriteView[]> {
  const info = await productInfo(
    rows.map((r) => r.productId),
    locale,
    undefined,
    { market },
  );
  return rows.flatMap((r) => {
    const p = info.get(r.productId);
    if (!p) return [];
    const colorId = r.colorId && p.colors[r.colorId] ? r.colorId : (Object.keys(p.colors)[0] ?? '');
    const color = p.colors[colorId];
    return [
      {
        productId: p.id,
        colorId,
        name: p.name,
        colorName: color?.name ?? '',
        variantKind: p.variantKind,
        image: color?.image ?? null,
        priceCents: p.priceCents,
        currency: p.currency,
        stock: availability(p),
        addedAt: r.createdAt.toISOString(),
      },
    ];
  });
}

async function assertProduct(productId: string, colorId?: string) {
  const [product] = await db()
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(forSale, eq(schema.products.id, productId)));
  if (!product) throw shopError(404, 'productNotFound');
  if (colorId) {
    const [color] = await db()
      .select({ id: schema.productColors.id })
      .from(schema.productColors)
      .where(and(eq(schema.productColors.productId, productId), eq(schema.productColors.id, colorId)));
    if (!color) throw shopError(422, 'colorNotFound');
  }
}

/** Adds a favorite (adding one twice keeps one row; a new colour replaces the old choice). */
export async function addFavorite(userId: string, productId: string, colorId?: string): Promise<void> {
  await assertProduct(productId, colorId);
  await db()
    .insert(f)
    .values({ userId, productId, colorId: colorId ?? null })
    .onConflictDoUpdate({ target: [f.userId, f.productId], set: { colorId: colorId ?? null } });
}

/** Removes the caller's favorite; 404 when the caller has none for that product. */
export async function removeFavorite(userId: string, productId: string): Promise<void> {
  const removed = await db()
    .delete(f)
    .where(and(eq(f.userId, userId), eq(f.productId, productId)))
    .returning({ p: f.productId });
  if (removed.length === 0) throw notFound();
}

/** Guest favorites from local storage: known products only, no duplicates. Returns how many were added. */
export async function mergeFavorites(userId: string, productIds: string[]): Promise<number> {
  const unique = [...new Set(productIds)];
  if (unique.length === 0) return 0;
  const known = await db()
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(forSale, inArray(schema.products.id, unique)));
  if (known.length === 0) return 0;
  const added = await db()
    .insert(f)
    .values(known.map((p) => ({ userId, productId: p.id })))
    .onConflictDoNothing()
    .returning({ p: f.productId });
  return added.length;
}

export type { FavoriteView };
