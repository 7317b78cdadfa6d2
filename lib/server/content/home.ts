import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { cached, TAGS } from '../cache';
import { currencyIn, forSale, priceIn } from '../catalogue';
import { db, schema } from '../db';

export interface ProductTeaser {
  id: string;
  name: string;
  tagline: string;
  priceCents: number;
  currency: string;
  comingSoon: boolean;
  image: { src: string; width: number; height: number } | null;
}

export interface NewsTeaser {
  id: string;
  categoryId: string;
  title: string;
  summary: string;
  publishedAt: string;
  image: string;
}

/** Products with their localized name and the first image of their first colour. */
async function productTeasers(locale: Locale, where: ReturnType<typeof eq>): Promise<ProductTeaser[]> {
  const s = schema;
  const rows = await db()
    .select({
      id: s.products.id,
      name: s.productTexts.name,
      tagline: s.productTexts.tagline,
      priceCents: priceIn(locale),
      currency: currencyIn(locale),
      comingSoon: s.products.comingSoon,
    })
    .from(s.products)
    .innerJoin(s.productTexts, and(eq(s.productTexts.productId, s.products.id), eq(s.productTexts.locale, locale)))
    .where(and(forSale, where))
    .orderBy(asc(s.products.position));
  if (rows.length === 0) return [];
  const images = await db()
    .select({ productId: s.productImages.productId, src: s.productImages.src, width: s.productImages.width, height: s.productImages.height })
    .from(s.productImages)
    .innerJoin(s.productColors, and(eq(s.productColors.productId, s.productImages.productId), eq(s.productColors.id, s.productImages.colorId)))
    .where(
      inArray(
        s.productImages.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(s.productColors.position), asc(s.productImages.position));
  const first = new Map<string, ProductTeaser['image']>();
  for (const img of images) if (!first.has(img.productId)) first.set(img.productId, { src: img.src, width: img.width, height: img.height });
  return rows.map((r) => ({ ...r, image: first.get(r.id) ?? null }));
}

/** The products flagged as featured, for the home page. */
export const getFeaturedProducts = cached((locale: Locale) => productTeasers(locale, eq(schema.products.featured, true)), 'home-featured-products', [
  TAGS.products,
]);

/** One product's teaser (the C4 page shows the collar's name and price), or null. */
export const getProductTeaser = cached(
  async (locale: Locale, id: string) => (await productTeasers(locale, eq(schema.products.id, id)))[0] ?? null,
  'product-teaser',
  [TAGS.products],
);

/** The newest articles of a locale, optionally of one category. */
export const getLatestNews = cached(
  async (locale: Locale, limit: number, categoryId?: string): Promise<NewsTeaser[]> => {
    const s = schema;
    const rows = await db()
      .select({
        id: s.news.id,
        categoryId: s.news.categoryId,
        title: s.newsTexts.title,
        summary: s.newsTexts.summary,
        publishedAt: s.news.publishedAt,
        image: s.news.image,
      })
      .from(s.news)
      .innerJoin(s.newsTexts, and(eq(s.newsTexts.newsId, s.news.id), eq(s.newsTexts.locale, locale)))
      .where(categoryId ? eq(s.news.categoryId, categoryId) : undefined)
      .orderBy(desc(s.news.publishedAt), asc(s.news.id))
      .limit(limit);
    // Dates cross the cache as strings: unstable_cache serialises results to JSON.
    return rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() }));
  },
  'latest-news',
  [TAGS.news],
);
