import 'server-only';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { routing, type Locale } from '@/i18n/routing';
import { currencyOf, marketOf, type Market } from '@/lib/shop/markets';
import type { ProductDetail, ProductImage, ProductSummary, VariantKind } from '@/lib/types/catalogue';
import { cached, TAGS } from './cache';
import { db, schema, type Queryable, readAll } from './db';
import { requestNotice } from './shop/notice-requests';
const { products, productPrices, productTexts, productColors, productColorTexts, productImages, productCategories, productCategoryTexts } = schema;

/**
 * The one product reader of the site: catalogue pages, the product page, cart lines, favorites and
 * orders all read texts here. A text missing in the reader's language falls back to the source
 * language (English), then to the id, so a product never vanishes from one language's catalogue
 * because a translation is late.
 */
const SOURCE_LOCALE = routing.defaultLocale;
const text = alias(productTexts, 'text');
const sourceText = alias(productTexts, 'source_text');
const colorText = alias(productColorTexts, 'color_text');
const sourceColorText = alias(productColorTexts, 'source_color_text');
const categoryText = alias(productCategoryTexts, 'category_text');
const sourceCategoryText = alias(productCategoryTexts, 'source_category_text');

const textIn = (locale: Locale) => and(eq(text.productId, products.id), eq(text.locale, locale));
const sourceTextIn = and(eq(sourceText.productId, products.id), eq(sourceText.locale, SOURCE_LOCALE));
const colorTextIn = (locale: Locale) =>
  and(eq(colorText.productId, productColors.productId), eq(colorText.colorId, productColors.id), eq(colorText.locale, locale));
const sourceColorTextIn = and(
  eq(sourceColorText.productId, productColors.productId),
  eq(sourceColorText.colorId, productColors.id),
  eq(sourceColorText.locale, SOURCE_LOCALE),
);

const productName = sql<string>`coalesce(${text.name}, ${sourceText.name}, ${products.id})`;

/**
 * A product's price in `market` (by default the market of `locale`, lib/shop/markets.ts), in its
 * currency's minor unit: the US price, or the market's stored price. Every product has one
 * (migration 0021's trigger).
 */
export function priceIn(locale: Locale, market: Market = marketOf(locale)): SQL<number> | typeof products.priceCents {
  if (market === 'US') return products.priceCents;
  return sql<number>`(select ${productPrices.amount} from ${productPrices} where ${productPrices.productId} = ${products.id} and ${productPrices.market} = ${market})`;
}
export const currencyIn = (locale: Locale, market: Market = marketOf(locale)) => sql<string>`${currencyOf(market)}::text`;

/**
 * The products the shop shows and sells: not the drafts staff are still preparing. Every public
 * reader (lists, product page, related, ids for pages and the sitemap, cart, checkout, favorites,
 * home teasers, search) holds to it; only an order already placed still reads a product turned
 * back into a draft.
 */
export const forSale = eq(products.status, 'active');
const colorName = sql<string>`coalesce(${colorText.name}, ${sourceColorText.name}, ${productColors.id})`;

export const SORTS = ['featured', 'newest', 'price-asc', 'price-desc'] as const;
export type SortKey = (typeof SORTS)[number];
export const ALL_CATEGORIES = 'all';
export const PAGE_SIZE = 9;

export type { ProductColor, ProductDetail, ProductImage, ProductSummary, VariantKind } from '@/lib/types/catalogue';

export interface Category {
  id: string;
  name: string;
  description: string;
}

export interface ProductPage {
  items: ProductSummary[];
  total: number;
  page: number;
  pageCount: number;
}

export function isSort(value: string): value is SortKey {
  return (SORTS as readonly string[]).includes(value);
}

/** The column a sort orders by first, and its direction; position, then id, break ties. */
function primaryOf(sort: SortKey, locale: Locale) {
  switch (sort) {
    case 'newest':
      return { column: products.releasedAt, descending: true };
    case 'price-asc':
      return { column: priceIn(locale), descending: false };
    case 'price-desc':
      return { column: priceIn(locale), descending: true };
    default:
      return { column: products.featured, descending: true };
  }
}

function orderBy(sort: SortKey, locale: Locale): SQL[] {
  const { column, descending } = primaryOf(sort, locale);
  return [descending ? desc(column) : asc(column), asc(products.position), asc(products.id)];
}

/**
 * Where a keyset page starts: the sort value, position and id of the last product of the page
 * before. Unlike an offset, it stays right when products are added or removed between two pages,
 * so a client paging through the catalogue sees every product that stayed exactly once.
 */
export interface ProductKey {
  v: boolean | number | string;
  p: number;
  id: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: unknown): v is string => {
  if (typeof v !== 'string' || !ISO_DAY.test(v)) return false;
  const time = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(v);
};

/** A key read back from a client's cursor, or null when it cannot belong to this sort. */
export function readProductKey(sort: SortKey, value: unknown): ProductKey | null {
  if (!value || typeof value !== 'object') return null;
  const { v, p, id } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(p) || typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  const fits = sort === 'featured' ? typeof v === 'boolean' : sort === 'newest' ? isDay(v) : Number.isSafeInteger(v) && Math.abs(v as number) <= 2 ** 31 - 1;
  return fits ? { v: v as ProductKey['v'], p: p as number, id } : null;
}

function keyOf(sort: SortKey, row: { featured: boolean; releasedAt: unknown; priceCents: number; position: number; id: string }): ProductKey {
  const v = sort === 'featured' ? row.featured : sort === 'newest' ? String(row.releasedAt) : row.priceCents;
  return { v, p: row.position, id: row.id };
}

/** Rows strictly after `key` in the order of `sort`. */
function afterKey(sort: SortKey, key: ProductKey, locale: Locale): SQL {
  const { column, descending } = primaryOf(sort, locale);
  const beyond = descending ? sql`${column} < ${key.v}` : sql`${column} > ${key.v}`;
  return sql`(${beyond} or (${column} = ${key.v} and (${products.position} > ${key.p} or (${products.position} = ${key.p} and ${products.id} > ${key.id}))))`;
}

async function colorsOf(locale: Locale, ids: string[], q: Queryable = db()) {
  if (ids.length === 0) return { colors: [], images: [] };
  const [colors, images] = await readAll(q, [
    () =>
      q
        .select({ productId: productColors.productId, id: productColors.id, hex: productColors.hex, name: colorName })
        .from(productColors)
        .leftJoin(colorText, colorTextIn(locale))
        .leftJoin(sourceColorText, sourceColorTextIn)
        .where(inArray(productColors.productId, ids))
        .orderBy(asc(productColors.productId), asc(productColors.position)),
    () =>
      q
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.productId), asc(productImages.colorId), asc(productImages.position)),
  ]);
  return { colors, images };
}

const summaryColumns = (locale: Locale) => ({
  id: products.id,
  categoryId: products.categoryId,
  priceCents: priceIn(locale),
  currency: currencyIn(locale),
  stock: products.stock,
  comingSoon: products.comingSoon,
  featured: products.featured,
  releasedAt: products.releasedAt,
  variantKind: products.variantKind,
  name: productName,
  tagline: sql<string>`coalesce(${text.tagline}, ${sourceText.tagline}, '')`,
  summary: sql<string>`coalesce(${text.summary}, ${sourceText.summary}, '')`,
});

type SummaryRow = Omit<ProductSummary, 'image' | 'colors' | 'releasedAt'> & { releasedAt: unknown };

async function withColors(locale: Locale, rows: SummaryRow[], q: Queryable = db()): Promise<ProductSummary[]> {
  const { colors, images } = await colorsOf(
    locale,
    rows.map((r) => r.id),
    q,
  );
  return rows.map((r) => {
    const own = colors.filter((c) => c.productId === r.id);
    const firstColor = own[0];
    const first = firstColor ? images.find((i) => i.productId === r.id && i.colorId === firstColor.id) : undefined;
    return {
      ...r,
      releasedAt: String(r.releasedAt),
      image: first ? { src: first.src, width: first.width, height: first.height } : null,
      colors: own.map((c) => ({ id: c.id, hex: c.hex, name: c.name })),
    };
  });
}

/**
 * A page of the catalogue; `category` 'all' lists every product. Pages are 1-based; `after` (a
 * keyset from `nextKey`) takes the place of the page for clients that page with cursors.
 */
export async function queryProducts(
  locale: Locale,
  options: { category: string; sort: SortKey; page?: number; after?: ProductKey; limit?: number },
  q: Queryable = db(),
): Promise<ProductPage & { nextKey: ProductKey | null }> {
  const limit = options.limit ?? PAGE_SIZE;
  const page = Math.max(1, options.page ?? 1);
  const inCategory = options.category === ALL_CATEGORIES ? undefined : eq(products.categoryId, options.category);
  const [rows, counted] = await readAll(q, [
    () =>
      q
        .select({ ...summaryColumns(locale), position: products.position })
        .from(products)
        .leftJoin(text, textIn(locale))
        .leftJoin(sourceText, sourceTextIn)
        .where(and(forSale, inCategory, options.after ? afterKey(options.sort, options.after, locale) : undefined))
        .orderBy(...orderBy(options.sort, locale))
        .limit(limit + 1)
        .offset(options.after ? 0 : (page - 1) * limit),
    () =>
      q
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(and(forSale, inCategory)),
  ]);
  const total = counted[0]?.total ?? 0;
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const items = await withColors(
    locale,
    shown.map(({ position: _position, ...row }) => row),
    q,
  );
  const nextKey = rows.length > limit && last ? keyOf(options.sort, last) : null;
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / limit)), nextKey };
}

/** One product for its page; a draft only with `drafts` (the staff preview). */
export async function queryProduct(locale: Locale, id: string, q: Queryable = db(), { drafts = false } = {}): Promise<ProductDetail | null> {
  const [row] = await q
    .select({
      ...summaryColumns(locale),
      video: products.video,
      videoPoster: products.videoPoster,
      description: sql<string>`coalesce(${text.description}, ${sourceText.description}, '')`,
      specs: sql<{ label: string; value: string }[]>`coalesce(${text.specs}, ${sourceText.specs}, '[]'::jsonb)`,
    })
    .from(products)
    .leftJoin(text, textIn(locale))
    .leftJoin(sourceText, sourceTextIn)
    .where(and(drafts ? undefined : forSale, eq(products.id, id)))
    .limit(1);
  if (!row) return null;
  const { colors, images } = await colorsOf(locale, [id], q);
  const detailColors = colors.map((c) => ({
    id: c.id,
    hex: c.hex,
    name: c.name,
    images: images.filter((i) => i.colorId === c.id).map((i) => ({ src: i.src, width: i.width, height: i.height })),
  }));
  return {
    ...row,
    releasedAt: String(row.releasedAt),
    description: row.description
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean),
    image: detailColors[0]?.images[0] ?? null,
    colors: detailColors,
  };
}

/** Other products of the same category, then (for "more products") the rest of the catalogue. */
export async function queryRelated(
  locale: Locale,
  id: string,
  categoryId: string,
  limit = 4,
  q: Queryable = db(),
): Promise<{ related: ProductSummary[]; more: ProductSummary[] }> {
  const [related, more] = await readAll(q, [
    () =>
      q
        .select(summaryColumns(locale))
        .from(products)
        .leftJoin(text, textIn(locale))
        .leftJoin(sourceText, sourceTextIn)
        .where(and(forSale, eq(products.categoryId, categoryId), ne(products.id, id)))
        .orderBy(...orderBy('featured', locale))
        .limit(limit),
    () =>
      q
        .select(summaryColumns(locale))
        .from(products)
        .leftJoin(text, textIn(locale))
        .leftJoin(sourceText, sourceTextIn)
        .where(and(forSale, ne(products.categoryId, categoryId)))
        .orderBy(...orderBy('featured', locale))
        .limit(limit),
  ]);
  const all = await withColors(locale, [...related, ...more], q);
  return { related: all.slice(0, related.length), more: all.slice(related.length) };
}

/**
 * The categories in order: those with a product for sale (a category staff just added stays out
 * of the shop's menus until one of its products goes on sale), or all of them with `all` (the
 * staff preview).
 */
export async function queryCategories(locale: Locale, q: Queryable = db(), { all = false } = {}): Promise<Category[]> {
  const stocked = sql`exists (select 1 from ${products} where ${products.categoryId} = ${productCategories.id} and ${products.status} = 'active')`;
  return q
    .select({
      id: productCategories.id,
      name: sql<string>`coalesce(${categoryText.name}, ${sourceCategoryText.name}, ${productCategories.id})`,
      description: sql<string>`coalesce(${categoryText.description}, ${sourceCategoryText.description}, '')`,
    })
    .from(productCategories)
    .leftJoin(categoryText, and(eq(categoryText.categoryId, productCategories.id), eq(categoryText.locale, locale)))
    .leftJoin(sourceCategoryText, and(eq(sourceCategoryText.categoryId, productCategories.id), eq(sourceCategoryText.locale, SOURCE_LOCALE)))
    .where(all ? undefined : stocked)
    .orderBy(asc(productCategories.position), asc(productCategories.id));
}

export interface ColorInfo {
  name: string;
  hex: string;
  image: ProductImage | null;
}

export interface ProductInfo {
  id: string;
  name: string;
  priceCents: number;
  currency: string;
  stock: number;
  comingSoon: boolean;
  variantKind: VariantKind;
  colors: Record<string, ColorInfo>;
}

/** The prices of the given products for sale in `market` (minor units), by id: what the client's market switch shows on pre-rendered pages. */
export async function pricesIn(market: Market, ids: string[]): Promise<Record<string, number>> {
  const rows = await db()
    .select({ id: products.id, price: priceIn(routing.defaultLocale, market) })
    .from(products)
    .where(and(forSale, inArray(products.id, ids)));
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.price)]));
}

/**
 * Name, price, stock and colours (each with its first image) of the given products, read now and
 * never cached: cart lines, favorites, checkout and order history. `q` may be a transaction.
 * Drafts are left out (not for sale) unless `drafts` (an order placed before it became one).
 */
export async function productInfo(
  ids: string[],
  locale: Locale,
  q: Queryable = db(),
  { drafts = false, market = marketOf(locale) }: { drafts?: boolean; market?: Market } = {},
): Promise<Map<string, ProductInfo>> {
  const unique = [...new Set(ids)];
  const out = new Map<string, ProductInfo>();
  if (unique.length === 0) return out;
  const rows = await q
    .select({
      id: products.id,
      name: productName,
      priceCents: priceIn(locale, market),
      currency: currencyIn(locale, market),
      stock: products.stock,
      comingSoon: products.comingSoon,
      variantKind: products.variantKind,
    })
    .from(products)
    .leftJoin(text, textIn(locale))
    .leftJoin(sourceText, sourceTextIn)
    .where(and(drafts ? undefined : forSale, inArray(products.id, unique)));
  for (const row of rows) out.set(row.id, { ...row, colors: {} });
  const { colors, images } = await colorsOf(locale, unique, q);
  for (const c of colors) {
    const first = images.find((i) => i.productId === c.productId && i.colorId === c.id);
    const product = out.get(c.productId);
    if (product) product.colors[c.id] = { name: c.name, hex: c.hex, image: first ? { src: first.src, width: first.width, height: first.height } : null };
  }
  return out;
}

export async function queryProductIds(): Promise<string[]> {
  const rows = await db().select({ id: products.id }).from(products).where(forSale).orderBy(asc(products.position), asc(products.id));
  return rows.map((r) => r.id);
}

// Cached readers for pages: one entry per argument list, refreshed by revalidateTag(TAGS.products).
// They always read through the pool (the optional transaction argument stays out of the cache key).
export const listProducts = cached((locale: Locale, options: Parameters<typeof queryProducts>[1]) => queryProducts(locale, options), 'catalogue-list', [
  TAGS.products,
]);
export const getProduct = cached((locale: Locale, id: string) => queryProduct(locale, id), 'catalogue-product', [TAGS.products]);
export const getRelated = cached(
  (locale: Locale, id: string, categoryId: string, limit?: number) => queryRelated(locale, id, categoryId, limit),
  'catalogue-related',
  [TAGS.products],
);
export const listCategories = cached((locale: Locale) => queryCategories(locale), 'catalogue-categories', [TAGS.products]);
export const listProductIds = cached(queryProductIds, 'catalogue-ids', [TAGS.products]);

/**
 * Records a "notify me when available" request, pending until the mailed link confirms it
 * (shop/notice-requests.ts). Asking twice is not an error (the same answer, no second row), so
 * the form cannot be used to learn whether an address is already listed.
 */
export async function addNotification(productId: string, email: string, locale: Locale): Promise<'ok' | 'not_found' | 'available'> {
  const [product] = await db()
    .select({ comingSoon: products.comingSoon, stock: products.stock })
    .from(products)
    .where(and(forSale, eq(products.id, productId)))
    .limit(1);
  if (!product) return 'not_found';
  // Coming soon or sold out: the request waits for queueAvailabilityNotices (shop/availability-notices.ts).
  if (!product.comingSoon && product.stock > 0) return 'available';
  const name = (await productInfo([productId], locale)).get(productId)?.name ?? productId;
  await requestNotice(productId, email, locale, name);
  return 'ok';
}
