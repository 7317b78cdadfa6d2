import { and, eq } from 'drizzle-orm';
import { MARKETS, suggestedPrice } from '@/lib/shop/markets';
import { availability } from '@/lib/types/product';
import { productInfo, queryCategories, queryProduct, queryProducts, queryRelated } from './catalogue';
import { closeDb, db, schema, type Queryable } from './db';

afterAll(closeDb);

const category = 'late-arrivals';
const id = 'late-product';
const english = {
  name: 'Trail Bowl',
  tagline: 'Folds flat.',
  summary: 'A travel bowl.',
  description: 'First paragraph.\n\nSecond paragraph.',
  specs: [{ label: 'Weight', value: '80 g' }],
};

class RolledBack extends Error {}

/**
 * Runs `check` against a product (in a category of its own) whose texts exist in English only, as
 * after a product was added and before its translations arrive. Everything happens in one
 * transaction that is rolled back, so suites running in parallel (the seed's counts) never see it.
 */
async function withLateProduct(check: (q: Queryable) => Promise<void>): Promise<void> {
  try {
    await db().transaction(async (q) => {
      await q.insert(schema.productCategories).values({ id: category, position: 999 });
      await q.insert(schema.productCategoryTexts).values({ categoryId: category, locale: 'en', name: 'Late arrivals', description: 'Not yet translated.' });
      await q.insert(schema.products).values({ id, categoryId: category, priceCents: 1500, stock: 3, releasedAt: '2026-11-01', position: 999 });
      await q.insert(schema.productTexts).values({ productId: id, locale: 'en', ...english });
      await q.insert(schema.productColors).values({ productId: id, id: 'sand', hex: '#d9c7a3' });
      await q.insert(schema.productColorTexts).values({ productId: id, colorId: 'sand', locale: 'en', name: 'Sand' });
      await q
        .insert(schema.productImages)
        .values({ productId: id, colorId: 'sand', position: 0, src: '/media/products/c4/black-1.webp', width: 800, height: 800 });
      await check(q);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}

describe('the product reader', () => {
  it('lists a product missing a translation in that language, in English, and counts it', () =>
    withLateProduct(async (q) => {
      const page = await queryProducts('de', { category, sort: 'featured' }, q);
      expect(page.total).toBe(1);
      expect(page.items).toEqual([
        expect.objectContaining({
          id,
          name: english.name,
          tagline: english.tagline,
          summary: english.summary,
          colors: [{ id: 'sand', hex: '#d9c7a3', name: 'Sand' }],
        }),
      ]);
      expect(page.items[0]?.image?.src).toBe('/media/products/c4/black-1.webp');
    }));

  it('shows its page and its category in English', () =>
    withLateProduct(async (q) => {
      const product = await queryProduct('ko', id, q);
      expect(product).toMatchObject({ name: english.name, description: ['First paragraph.', 'Second paragraph.'], specs: english.specs });
      expect(product?.colors.map((c) => c.name)).toEqual(['Sand']);
      expect((await queryCategories('ko', q)).find((c) => c.id === category)).toEqual({
        id: category,
        name: 'Late arrivals',
        description: 'Not yet translated.',
      });
      const { more } = await queryRelated('ko', 'c4', 'smart', 100, q);
      expect(more.map((p) => p.id)).toContain(id);
    }));

  it('stores a new product’s price in every market (the database suggests it as lib/shop/markets does), and sorts by the market’s price', () =>
    withLateProduct(async (q) => {
      const stored = await q.select().from(schema.productPrices).where(eq(schema.productPrices.productId, id));
      expect(Object.fromEntries(stored.map((r) => [r.market, r.amount]))).toEqual(
        Object.fromEntries(MARKETS.filter((m) => m !== 'US').map((m) => [m, suggestedPrice(1500, m)])),
      );
      // A second product cheaper in dollars but dearer in yen: the Japanese list sorts by yen.
      await q.insert(schema.products).values({ id: 'late-second', categoryId: category, priceCents: 1400, stock: 1, releasedAt: '2026-11-01', position: 999 });
      await q
        .update(schema.productPrices)
        .set({ amount: 99_999 })
        .where(and(eq(schema.productPrices.productId, 'late-second'), eq(schema.productPrices.market, 'JP')));
      const order = async (locale: 'en' | 'ja') =>
        (await queryProducts(locale, { category, sort: 'price-asc' }, q)).items.map((p) => [p.id, p.priceCents, p.currency]);
      expect(await order('en')).toEqual([
        ['late-second', 1400, 'USD'],
        [id, 1500, 'USD'],
      ]);
      expect(await order('ja')).toEqual([
        [id, suggestedPrice(1500, 'JP'), 'JPY'],
        ['late-second', 99_999, 'JPY'],
      ]);
    }));

  it('gives the cart, favorites and orders the same name, colour and availability as the catalogue', () =>
    withLateProduct(async (q) => {
      const info = (await productInfo([id, id], 'ja', q)).get(id);
      expect(info).toMatchObject({ name: english.name, priceCents: suggestedPrice(1500, 'JP'), currency: 'JPY', stock: 3, comingSoon: false });
      expect(info?.colors.sand).toEqual({ name: 'Sand', hex: '#d9c7a3', image: { src: '/media/products/c4/black-1.webp', width: 800, height: 800 } });
      const listed = (await queryProducts('ja', { category, sort: 'featured' }, q)).items[0]!;
      expect(availability(info!)).toBe(availability(listed));
      expect(availability(info!)).toBe('in_stock');
    }));

  it('uses the translation as soon as there is one', () =>
    withLateProduct(async (q) => {
      await q.insert(schema.productTexts).values({ productId: id, locale: 'fr', ...english, name: 'Gamelle de voyage' });
      expect((await queryProducts('fr', { category, sort: 'featured' }, q)).items[0]?.name).toBe('Gamelle de voyage');
      expect((await productInfo([id], 'fr', q)).get(id)?.name).toBe('Gamelle de voyage');
      expect((await queryProduct('de', id, q))?.name).toBe(english.name);
    }));

  it('leaves nothing behind for other suites to see', async () => {
    await withLateProduct(async () => undefined);
    expect(await queryProduct('en', id)).toBeNull();
    expect((await queryCategories('en')).some((c) => c.id === category)).toBe(false);
  });
});
