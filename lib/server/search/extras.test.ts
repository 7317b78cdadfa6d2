import { and, eq } from 'drizzle-orm';
import { pageType } from '@/lib/validations/search';
import { closeDb, db, schema } from '../db';
import { extrasKey, resultExtras } from './extras';
import type { SearchResult } from './index';

afterAll(closeDb);

const hit = (type: SearchResult['type'], id: string): SearchResult => ({ type, id, locale: 'ja', title: id, summary: '', body: '', url: '', score: 1 });

describe('search result extras', () => {
  it('gives a product its first photo, price and stock as the catalogue has them now, an article its image, the rest nothing', async () => {
    const [product] = await db().select().from(schema.products).where(eq(schema.products.id, 'c4'));
    const [yen] = await db()
      .select()
      .from(schema.productPrices)
      .where(and(eq(schema.productPrices.productId, 'c4'), eq(schema.productPrices.market, 'JP')));
    const [article] = await db().select({ id: schema.news.id, image: schema.news.image }).from(schema.news).limit(1);
    const results = [hit('product', 'c4'), hit('news', article!.id), hit('faq', 'battery-life'), hit('product', 'no-such-product')];
    const extras = await resultExtras('ja', results);
    expect(extras.get(extrasKey(results[0]!))).toEqual({
      image: { src: expect.stringMatching(/^\/media\/products\/c4\//), width: expect.any(Number), height: expect.any(Number) },
      // In Japanese, the Japanese market's price in yen.
      price: { cents: yen!.amount, currency: 'JPY', comingSoon: product!.comingSoon, stock: product!.stock },
    });
    expect(extras.get(extrasKey(results[1]!))).toEqual({
      image: { src: article!.image, width: expect.any(Number), height: expect.any(Number) },
      price: null,
    });
    expect(extras.has(extrasKey(results[2]!))).toBe(false);
    // Gone from the catalogue (or a draft) since the index was built: no price to show.
    expect(extras.has(extrasKey(results[3]!))).toBe(false);
  });

  it('reads nothing for no results', async () => {
    expect((await resultExtras('en', [])).size).toBe(0);
  });
});

describe('the search page’s type filter', () => {
  it('takes one of the types and ignores anything else', () => {
    expect(pageType('product')).toBe('product');
    expect(pageType(['news', 'faq'])).toBe('news');
    for (const bad of [undefined, '', 'products', 'PRODUCT', 'user', ['x']]) expect(pageType(bad)).toBeNull();
  });
});
