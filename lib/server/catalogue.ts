import 'server-only';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { cached, TAGS } from './cache';
import { db, schema } from './db';

const { products, productTexts, productColors, productColorTexts, productImages, productCategories, productCategoryTexts } = schema;

export const SORTS = ['featured', 'newest', 'price-asc', 'price-desc'] as const;
export type SortKey = (typeof SORTS)[number];
export const ALL_CATEGORIES = 'all';
export const PAGE_SIZE = 9;

export interface ProductImage {
  src: string;
  width: number;
  height: number;
}

export interface ProductColor {
  id: string;
  hex: string;
  name: string;
  images: ProductImage[];
}

export interface ProductSummary {
  id: string;
  categoryId: string;
  name: string;
  tagline: string;
  summary: string;
  priceCents: number;
  currency: string;
  stock: number;
  comingSoon: boolean;
  featured: boolean;
  releasedAt: string;
  /** The first image of the first colour. */
  image: ProductImage | null;
  colors: { id: string; hex: string; name: string }[];
}

export interface ProductDetail extends ProductSummary {
  description: string[];
  specs: { label: string; value: string }[];
  video: string | null;
  videoPoster: string | null;
  colors: ProductColor[];
}

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

export type Availability = 'in_stock' | 'out_of_stock' | 'coming_soon';

export function availability(p: Pick<ProductSummary, 'comingSoon' | 'stock'>): Availability {
  if (p.comingSoon) return 'coming_soon';
  return p.stock > 0 ? 'in_stock' : 'out_of_stock';
}

export function isSort(value: string): value is SortKey {
  return (SORTS as readonly string[]).includes(value);
}

function orderBy(sort: SortKey): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(products.releasedAt), asc(products.position)];
    case 'price-asc':
      return [asc(products.priceCents), asc(products.position)];
    case 'price-desc':
      return [desc(products.priceCents), asc(products.position)];
    default:
      return [desc(products.featured), asc(products.position)];
  }
}

async function colorsOf(locale: Locale, ids: string[]) {
  if (ids.length === 0) return { colors: [], images: [] };
  const [colors, images] = await Promise.all([
    db().select({ productId: productColors.productId, id: productColors.id, hex: productColors.hex, name: productColorTexts.name })
      .from(productColors)
      .innerJoin(productColorTexts, and(eq(productColorTexts.productId, productColors.productId), eq(productColorTexts.colorId, productColors.id), eq(productColorTexts.locale, locale)))
      .where(inArray(productColors.productId, ids))
      .orderBy(asc(productColors.productId), asc(productColors.position)),
    db().select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.productId), asc(productImages.colorId), asc(productImages.position)),
  ]);
  return { colors, images };
}

const summaryColumns = {
  id: products.id, categoryId: products.categoryId, priceCents: products.priceCents, currency: products.currency,
  stock: products.stock, comingSoon: products.comingSoon, featured: products.featured, releasedAt: products.releasedAt,
  name: productTexts.name, tagline: productTexts.tagline, summary: productTexts.summary,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

async function withColors(locale: Locale, rows: SummaryRow[]): Promise<ProductSummary[]> {
  const { colors, images } = await colorsOf(locale, rows.map((r) => r.id));
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

function localized(locale: Locale) {
  return and(eq(productTexts.productId, products.id), eq(productTexts.locale, locale));
}

/** A page of the catalogue; `category` 'all' lists every product. Pages are 1-based. */
export async function queryProducts(locale: Locale, options: { category: string; sort: SortKey; page?: number; offset?: number; limit?: number }): Promise<ProductPage> {
  const limit = options.limit ?? PAGE_SIZE;
  const page = Math.max(1, options.page ?? 1);
  const offset = options.offset ?? (page - 1) * limit;
  const where = options.category === ALL_CATEGORIES ? undefined : eq(products.categoryId, options.category);
  const [rows, counted] = await Promise.all([
    db().select(summaryColumns).from(products).innerJoin(productTexts, localized(locale)).where(where)
      .orderBy(...orderBy(options.sort), asc(products.id)).limit(limit).offset(offset),
    db().select({ total: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  const total = counted[0]?.total ?? 0;
  return { items: await withColors(locale, rows), total, page, pageCount: Math.max(1, Math.ceil(total / limit)) };
}

export async function queryProduct(locale: Locale, id: string): Promise<ProductDetail | null> {
  const [row] = await db()
    .select({ ...summaryColumns, description: productTexts.description, specs: productTexts.specs, video: products.video, videoPoster: products.videoPoster })
    .from(products).innerJoin(productTexts, localized(locale)).where(eq(products.id, id)).limit(1);
  if (!row) return null;
  const { colors, images } = await colorsOf(locale, [id]);
  const detailColors = colors.map((c) => ({
    id: c.id, hex: c.hex, name: c.name,
    images: images.filter((i) => i.colorId === c.id).map((i) => ({ src: i.src, width: i.width, height: i.height })),
  }));
  return {
    ...row,
    releasedAt: String(row.releasedAt),
    description: row.description.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean),
    image: detailColors[0]?.images[0] ?? null,
    colors: detailColors,
  };
}

/** Other products of the same category, then (for "more products") the rest of the catalogue. */
export async function queryRelated(locale: Locale, id: string, categoryId: string, limit = 4): Promise<{ related: ProductSummary[]; more: ProductSummary[] }> {
  const [related, more] = await Promise.all([
    db().select(summaryColumns).from(products).innerJoin(productTexts, localized(locale))
      .where(and(eq(products.categoryId, categoryId), ne(products.id, id))).orderBy(...orderBy('featured')).limit(limit),
    db().select(summaryColumns).from(products).innerJoin(productTexts, localized(locale))
      .where(ne(products.categoryId, categoryId)).orderBy(...orderBy('featured')).limit(limit),
  ]);
  const all = await withColors(locale, [...related, ...more]);
  return { related: all.slice(0, related.length), more: all.slice(related.length) };
}

export async function queryCategories(locale: Locale): Promise<Category[]> {
  return db().select({ id: productCategories.id, name: productCategoryTexts.name, description: productCategoryTexts.description })
    .from(productCategories)
    .innerJoin(productCategoryTexts, and(eq(productCategoryTexts.categoryId, productCategories.id), eq(productCategoryTexts.locale, locale)))
    .orderBy(asc(productCategories.position));
}

export async function queryProductIds(): Promise<string[]> {
  const rows = await db().select({ id: products.id }).from(products).orderBy(asc(products.position));
  return rows.map((r) => r.id);
}

export async function productExists(id: string): Promise<boolean> {
  const rows = await db().select({ id: products.id, comingSoon: products.comingSoon }).from(products).where(eq(products.id, id)).limit(1);
  return rows.length > 0;
}

// Cached readers for pages: one entry per argument list, refreshed by revalidateTag(TAGS.products).
export const listProducts = cached(queryProducts, 'catalogue-list', [TAGS.products]);
export const getProduct = cached(queryProduct, 'catalogue-product', [TAGS.products]);
export const getRelated = cached(queryRelated, 'catalogue-related', [TAGS.products]);
export const listCategories = cached(queryCategories, 'catalogue-categories', [TAGS.products]);
export const listProductIds = cached(queryProductIds, 'catalogue-ids', [TAGS.products]);

/**
 * Records a "notify me when available" request. Asking twice is not an error (the same answer,
 * no second row), so the form cannot be used to learn whether an address is already listed.
 */
export async function addNotification(productId: string, email: string, locale: Locale): Promise<'ok' | 'not_found' | 'available'> {
  const [product] = await db().select({ comingSoon: products.comingSoon }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) return 'not_found';
  if (!product.comingSoon) return 'available';
  await db().insert(schema.productNotifications).values({ productId, email: email.toLowerCase(), locale }).onConflictDoNothing();
  return 'ok';
}
