import 'server-only';
import type { StaffCategoryOption } from '@/lib/types/staff';
import type { BulkProductsResult, StaffProductList } from '@/lib/types/staff';
import type { ProductBulkChange } from '@/lib/validations/product-bulk';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { TAGS } from '../cache';
import { db, schema, type Queryable } from '../db';
import { assertVersion, conflict, invalidFields, notFound } from '../http/errors';
import { log } from '../log';
import { deliverLater } from '../mail';
import { rebuildSearchIndex } from '../search/indexer';
import { queueAvailabilityNotices } from '../shop/availability-notices';
import type { ProductStatus } from '@/lib/validations/content';
import { recordAudit } from './audit';
import { bulkItems, versionRefusals } from './bulk';
import type { StaffSession } from './auth';
import { markEdited } from './edit-marks';
import { LOW_STOCK } from './dashboard';

const p = schema.products;
const en = schema.productTexts;
const columns = {
  id: p.id,
  name: en.name,
  status: p.status,
  categoryId: p.categoryId,
  priceCents: p.priceCents,
  currency: p.currency,
  stock: p.stock,
  comingSoon: p.comingSoon,
  featured: p.featured,
  updatedAt: p.updatedAt,
};
type Row = { updatedAt: Date; stock: number; comingSoon: boolean; status: ProductStatus; name: string | null; id: string } & Record<string, unknown>;
const out = <T extends Row>(row: T, prices: Record<string, number> = {}) => ({
  ...row,
  /** Prices in the other markets (lib/shop/markets.ts), in their currency's minor unit. */
  prices,
  name: row.name ?? row.id,
  lowStock: row.status === 'active' && !row.comingSoon && row.stock <= LOW_STOCK,
  updatedAt: row.updatedAt.toISOString(),
});

/** Every product with what does not depend on the language, in catalogue order, its English name; the categories to choose from. */
export async function listProductSettings(): Promise<StaffProductList> {
  const c = schema.productCategories;
  const ct = schema.productCategoryTexts;
  const [rows, categories] = await Promise.all([
    db()
      .select(columns)
      .from(p)
      .leftJoin(en, and(eq(en.productId, p.id), eq(en.locale, 'en')))
      .orderBy(asc(p.position), asc(p.id)),
    db()
      .select({ id: c.id, name: ct.name })
      .from(c)
      .leftJoin(ct, and(eq(ct.categoryId, c.id), eq(ct.locale, 'en')))
      .orderBy(asc(c.position), asc(c.id)),
  ]);
  const prices = await marketPrices(
    db(),
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => out(r, prices.get(r.id))), categories: categories.map((row) => ({ id: row.id, name: row.name ?? row.id })) };
}

export async function productSettings(id: string) {
  const [row] = await db()
    .select(columns)
    .from(p)
    .leftJoin(en, and(eq(en.productId, p.id), eq(en.locale, 'en')))
    .where(eq(p.id, id));
  if (!row) throw notFound();
  return out(row, (await marketPrices(db(), [id])).get(id));
}

/** Each product's stored prices in the markets other than the US, by market. */
async function marketPrices(q: Queryable, ids: string[]): Promise<Map<string, Record<string, number>>> {
  const out = new Map<string, Record<string, number>>();
  if (ids.length === 0) return out;
  const rows = await q.select().from(schema.productPrices).where(inArray(schema.productPrices.productId, ids));
  for (const r of rows) out.set(r.productId, { ...out.get(r.productId), [r.market]: r.amount });
  return out;
}

type Settings = { priceCents: number; prices?: Partial<Record<string, number>>; stock: number; comingSoon: boolean; featured: boolean };

/**
 * What a product lacks to go on sale, as field errors (none: it may): a published English name
 * (every other language falls back to it), a variant with a photo (the cart and the product page
 * need one), and a category with an English name (the shop's menus show it from then on).
 */
async function readyForSale(q: Queryable, id: string): Promise<Record<string, string>> {
  const [named] = await q
    .select({ name: en.name })
    .from(en)
    .where(and(eq(en.productId, id), eq(en.locale, 'en')));
  const [pictured] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.productImages)
    .innerJoin(
      schema.productColors,
      and(eq(schema.productColors.productId, schema.productImages.productId), eq(schema.productColors.id, schema.productImages.colorId)),
    )
    .where(eq(schema.productImages.productId, id));
  const [category] = await q
    .select({ name: schema.productCategoryTexts.name })
    .from(p)
    .innerJoin(schema.productCategoryTexts, and(eq(schema.productCategoryTexts.categoryId, p.categoryId), eq(schema.productCategoryTexts.locale, 'en')))
    .where(eq(p.id, id));
  const missing: Record<string, string> = {};
  if (!named) missing.status = 'Publish the English name and texts under Content first.';
  else if (!pictured?.n) missing.status = 'Add a colour or size with a photo first.';
  else if (!category) missing.status = 'Publish the English name of its category under Content first.';
  return missing;
}

/**
 * Price (US, and any of the other markets' prices), stock, coming soon, featured, status (draft or active; active only when ready for sale,
 * else 422; a change of status rebuilds the search index in the same transaction). `updatedAt` is the version the editor saw: an order that
 * reserved or returned stock meanwhile also moves it, so a stock count typed over a sale answers
 * 409 instead of undoing it. One transaction with the audit entry and the mark that keeps the
 * content files from overwriting it; then every product page and list expires (price and
 * availability show there).
 */
export async function updateProductSettings(actor: StaffSession, id: string, input: Settings & { status?: ProductStatus; updatedAt: string }, ip: string) {
  const notices = await db().transaction(async (tx) => {
    // First, as the content files' seed locks the marks before the products (no lock cycle).
    await markEdited(tx, actor, 'product', id);
    const [row] = await tx
      .select({ priceCents: p.priceCents, stock: p.stock, comingSoon: p.comingSoon, featured: p.featured, status: p.status, updatedAt: p.updatedAt })
      .from(p)
      .where(eq(p.id, id))
      .for('update');
    if (!row) throw notFound();
    assertVersion(row.updatedAt, input.updatedAt);
    const status: ProductStatus = input.status ?? row.status;
    if (status === 'active' && row.status !== 'active') {
      const missing = await readyForSale(tx, id);
      if (Object.keys(missing).length) throw invalidFields(missing);
    }
    const next = { priceCents: input.priceCents, stock: input.stock, comingSoon: input.comingSoon, featured: input.featured, status };
    const { updatedAt: _version, ...settings } = row;
    const pricesBefore = (await marketPrices(tx, [id])).get(id) ?? {};
    const changedPrices = Object.fromEntries(Object.entries(input.prices ?? {}).filter(([market, amount]) => pricesBefore[market] !== amount));
    await tx
      .update(p)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(p.id, id));
    for (const [market, amount] of Object.entries(changedPrices)) {
      await tx
        .insert(schema.productPrices)
        .values({ productId: id, market, amount: amount! })
        .onConflictDoUpdate({ target: [schema.productPrices.productId, schema.productPrices.market], set: { amount: amount!, updatedAt: new Date() } });
    }
    const before = {
      ...settings,
      ...(Object.keys(changedPrices).length ? { prices: Object.fromEntries(Object.keys(changedPrices).map((m) => [m, pricesBefore[m] ?? null])) } : {}),
    };
    const after = { ...next, ...(Object.keys(changedPrices).length ? { prices: changedPrices } : {}) };
    // Search lists only what is for sale.
    if (status !== row.status) await rebuildSearchIndex(tx);
    await recordAudit(tx, { actor: actor.staff, action: 'product.update', targetType: 'product', targetId: id, before, after, ip });
    // Orderable now (released, restocked, put on sale): whoever asked to be told gets the mail with this commit.
    return queueAvailabilityNotices(tx, [id]);
  });
  deliverLater(notices);
  revalidateTag(TAGS.products, { expire: 0 });
  log.info('product pages expired', { reason: 'product settings changed', products: [id] });
  return productSettings(id);
}

/** Thrown inside the bulk transaction to roll back the marks it wrote when a product is refused. */
class BulkRefused extends Error {
  constructor(readonly refused: BulkProductsResult['refused']) {
    super('bulk product change refused');
  }
}

/**
 * One change (status, featured, category, stock or US price) for many products, each over the
 * version the editor saw: all or none. Marks first, then the rows in id order, as one product's save
 * does (no lock cycle with the content files' seed or another bulk action); a product gone, changed
 * meanwhile or, to go on sale, lacking its English name, a photo or a named category is named with
 * its reason and nothing changes. Audited per product; the search index is rebuilt once when a
 * status changed; whoever asked to be told about a product now orderable gets the mail with the
 * commit; then every product page and list expires.
 */
export async function bulkUpdateProducts(
  actor: StaffSession,
  input: { items: { id: string; updatedAt: string }[]; change: ProductBulkChange },
  ip: string,
  unknownCategory: string,
): Promise<BulkProductsResult> {
  const items = bulkItems(input.items);
  const ids = items.map((i) => i.id);
  const { change } = input;
  let notices: string[];
  try {
    notices = await db().transaction(async (tx) => {
      if ('categoryId' in change) {
        const [category] = await tx
          .select({ id: schema.productCategories.id })
          .from(schema.productCategories)
          .where(eq(schema.productCategories.id, change.categoryId));
        if (!category) throw invalidFields({ 'change.categoryId': unknownCategory });
      }
      const known = await tx.select({ id: p.id }).from(p).where(inArray(p.id, ids));
      for (const { id } of known.sort((a, b) => (a.id < b.id ? -1 : 1))) await markEdited(tx, actor, 'product', id);
      const rows = await tx.select().from(p).where(inArray(p.id, ids)).orderBy(asc(p.id)).for('update');
      // To go on sale, a draft needs what one product's save asks for (readyForSale).
      const activating = 'status' in change && change.status === 'active';
      const { byId, refused } = await versionRefusals(items, rows, async (row) =>
        activating && row.status !== 'active' && Object.keys(await readyForSale(tx, row.id)).length ? ('not_ready' as const) : null,
      );
      if (refused.length) throw new BulkRefused(refused);
      const [field, value] = Object.entries(change)[0] as [keyof ProductBulkChange, unknown];
      const now = new Date();
      let statusChanged = false;
      for (const item of items) {
        const row = byId.get(item.id)!;
        const before = row[field as keyof typeof row];
        statusChanged ||= field === 'status' && before !== value;
        await tx
          .update(p)
          .set({ ...change, updatedAt: now })
          .where(eq(p.id, item.id));
        await recordAudit(tx, {
          actor: actor.staff,
          action: 'product.update',
          targetType: 'product',
          targetId: item.id,
          before: { [field]: before },
          after: { [field]: value, bulk: true },
          ip,
        });
      }
      // Search lists only what is for sale.
      if (statusChanged) await rebuildSearchIndex(tx);
      return queueAvailabilityNotices(tx, ids);
    });
  } catch (error) {
    if (error instanceof BulkRefused) return { applied: false, changed: [], refused: error.refused };
    throw error;
  }
  deliverLater(notices);
  revalidateTag(TAGS.products, { expire: 0 });
  log.info('product pages expired', { reason: 'bulk product change', products: ids });
  return { applied: true, changed: ids, refused: [] };
}

/**
 * A new product, as a draft (invisible to the shop) at the end of the catalogue; its texts,
 * variants and photos come next, then an editor makes it active. 409 when the id is taken, 422 for
 * a category that does not exist. Audited, with the mark that keeps the content files from
 * overwriting it.
 */
export async function createProduct(
  actor: StaffSession,
  input: { id: string; categoryId: string; priceCents: number; stock: number; releasedAt: string; variantKind: 'colour' | 'size' },
  ip: string,
) {
  await db().transaction(async (tx) => {
    await markEdited(tx, actor, 'product', input.id);
    const [category] = await tx
      .select({ id: schema.productCategories.id })
      .from(schema.productCategories)
      .where(eq(schema.productCategories.id, input.categoryId));
    if (!category) throw invalidFields({ categoryId: '@staffChooseCategory' });
    const [row] = await tx
      .insert(p)
      .values({
        ...input,
        status: 'draft',
        position: sql`(select coalesce(max(${p.position}), 0) + 1 from ${p})`,
      })
      .onConflictDoNothing()
      .returning({ id: p.id });
    if (!row) throw conflict('product_exists');
    await recordAudit(tx, { actor: actor.staff, action: 'product.create', targetType: 'product', targetId: input.id, after: input, ip });
  });
  // Drafts show nowhere public; the back office reads the database directly. Nothing to expire.
  log.info('product created', { product: input.id, by: actor.staff.id });
  return productSettings(input.id);
}

/**
 * A new product category, last in the menus' order. It stays out of the shop until one of its
 * products goes on sale, which needs the category's English name (under Content). 409 when the id
 * is taken. Audited.
 */
export async function createCategory(actor: StaffSession, input: { id: string }, ip: string): Promise<StaffCategoryOption> {
  const c = schema.productCategories;
  await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(c)
      .values({ id: input.id, position: sql`(select coalesce(max(${c.position}), 0) + 1 from ${c})` })
      .onConflictDoNothing()
      .returning({ id: c.id });
    if (!row) throw conflict('category_exists');
    await recordAudit(tx, { actor: actor.staff, action: 'category.create', targetType: 'category', targetId: input.id, after: input, ip });
  });
  log.info('category created', { category: input.id, by: actor.staff.id });
  return { id: input.id, name: input.id };
}
