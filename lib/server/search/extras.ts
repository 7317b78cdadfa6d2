import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { productInfo, type ProductImage } from '../catalogue';
import { db, schema } from '../db';
import { imageSize } from '../media';
import type { SearchResult } from './index';

/** What a result shows beside its text: a thumbnail, and for a product its price and availability. */
export interface ResultExtras {
  image: ProductImage | null;
  price: { cents: number; currency: string; comingSoon: boolean; stock: number } | null;
}

export const extrasKey = (r: Pick<SearchResult, 'type' | 'id'>) => `${r.type}:${r.id}`;

/**
 * Thumbnails and prices of the results, read now (not from the search index, which keeps only
 * text): a product's first photo, price and stock as the catalogue has them, an article's image.
 * A product taken off sale since the index was built gets no price. Two queries whatever the
 * number of results.
 */
export async function resultExtras(locale: Locale, results: SearchResult[]): Promise<Map<string, ResultExtras>> {
  const ids = (type: string) => results.filter((r) => r.type === type).map((r) => r.id);
  const productIds = ids('product');
  const newsIds = ids('news');
  const [products, articles] = await Promise.all([
    productInfo(productIds, locale),
    newsIds.length
      ? db().select({ id: schema.news.id, image: schema.news.image }).from(schema.news).where(inArray(schema.news.id, newsIds))
      : Promise.resolve([]),
  ]);
  const out = new Map<string, ResultExtras>();
  for (const [id, p] of products) {
    const image = Object.values(p.colors).find((c) => c.image)?.image ?? null;
    out.set(extrasKey({ type: 'product', id }), { image, price: { cents: p.priceCents, currency: p.currency, comingSoon: p.comingSoon, stock: p.stock } });
  }
  await Promise.all(
    articles.map(async (a) => {
      const size = await imageSize(a.image);
      out.set(extrasKey({ type: 'news', id: a.id }), { image: { src: a.image, ...size }, price: null });
    }),
  );
  return out;
}
