import { z } from 'zod';
import { MARKETS } from '@/lib/shop/market-ids';
import { VARIANT_KINDS } from '@/lib/validations/content';
import { SEARCH_TYPES } from '@/lib/validations/search';

// The catalogue's and the site search's answers (GET /api/products…, /api/search…): the schema is
// the contract, as in lib/types/shop.ts; lib/server/catalogue.ts and lib/server/search build them
// with these types.

export const productImageSchema = z.strictObject({ src: z.string(), width: z.number().int(), height: z.number().int() });
export type ProductImage = z.infer<typeof productImageSchema>;

/** What a product's variants are: colours, or sizes (a shampoo's bottles). */
export type VariantKind = (typeof VARIANT_KINDS)[number];

/** A product as lists show it, in the reader's language and its market's price. */
export const productSummarySchema = z.strictObject({
  id: z.string(),
  variantKind: z.enum(VARIANT_KINDS).meta({ description: 'Whether the variants are colours or sizes' }),
  categoryId: z.string(),
  name: z.string(),
  tagline: z.string(),
  summary: z.string(),
  priceCents: z.number().int().meta({ description: "In the market currency's minor unit" }),
  currency: z.string(),
  stock: z.number().int(),
  comingSoon: z.boolean(),
  featured: z.boolean(),
  releasedAt: z.string().meta({ format: 'date' }),
  /** The first image of the first colour. */
  image: productImageSchema.nullable(),
  colors: z.array(z.strictObject({ id: z.string(), hex: z.string(), name: z.string() })),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productColorSchema = z.strictObject({ id: z.string(), hex: z.string(), name: z.string(), images: z.array(productImageSchema) });
export type ProductColor = z.infer<typeof productColorSchema>;

/** GET /api/products/{id}: colours with their own images, specifications, video. */
export const productDetailSchema = productSummarySchema.extend({
  description: z.array(z.string()).meta({ description: 'Paragraphs' }),
  specs: z.array(z.strictObject({ label: z.string(), value: z.string() })),
  video: z.string().nullable(),
  videoPoster: z.string().nullable(),
  colors: z.array(productColorSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /api/products: a page, with the cursor of the next one. */
export const productListSchema = z.strictObject({
  items: z.array(productSummarySchema),
  total: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});

/** GET /api/products/prices: stored prices (minor units) by product id in one market. */
export const productPricesSchema = z.strictObject({
  market: z.enum(MARKETS),
  currency: z.string(),
  taxIncluded: z.boolean(),
  prices: z.record(z.string(), z.number().int()),
});

export const searchResultSchema = z.strictObject({
  type: z.enum(SEARCH_TYPES),
  id: z.string(),
  locale: z.string(),
  title: z.string(),
  summary: z.string(),
  /** A short passage of the body for the snippet (the whole body stays in the database). */
  body: z.string(),
  url: z.string(),
  score: z.number(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /api/search: results in the reader's language first, then English; counts per type (lower bounds when capped). */
export const searchResponseSchema = z.strictObject({
  query: z.string(),
  results: z.array(searchResultSchema),
  counts: z.partialRecord(z.enum(SEARCH_TYPES), z.number().int().nonnegative()),
  total: z.number().int().nonnegative(),
  /** More matched than were examined: the counts are lower bounds. */
  capped: z.boolean(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const suggestionSchema = z.strictObject({
  type: z.enum(SEARCH_TYPES),
  title: z.string(),
  /** A locale-less app path; the client router adds the locale prefix. */
  url: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** GET /api/search/suggest. */
export const suggestionsSchema = z.strictObject({ suggestions: z.array(suggestionSchema) });
