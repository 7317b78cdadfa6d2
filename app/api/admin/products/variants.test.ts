import { and, eq, inArray } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import sharp from 'sharp';
import { POST as upload } from '@/app/api/admin/media/route';
import { productInfo, queryProduct } from '@/lib/server/catalogue';
import { closeDb, db, schema } from '@/lib/server/db';
import type { Variant } from '@/lib/server/staff/variants';
import { BackOfficeEditsError, seed } from '@/scripts/seed';
import { params, request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { staffFixtures } from '@/test/staff-fixtures';
import { GET as read, PUT as save } from './[id]/variants/route';

type View = { kind: 'colour' | 'size'; variants: Variant[]; version: string };
type Failure = { error: { code: string; fields?: Record<string, string> } };

const ID = 'bed-ortho';
const staff = staffFixtures();
const { asStaff } = staff;
const fixtures = shopFixtures();
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;
let original: View;
const media: string[] = [];
let stored: { colors: unknown[]; images: unknown[]; texts: unknown[] };

const view = async (cookie = editor.cookie) => {
  const res = await read(request(`/api/admin/products/${ID}/variants`, asStaff(cookie)), params({ id: ID }));
  return { res, body: (await res.json()) as View & Failure };
};
const put = (body: unknown, cookie = editor.cookie) =>
  save(request(`/api/admin/products/${ID}/variants`, asStaff(cookie, { method: 'PUT', body })), params({ id: ID }));
/** The editor's form of a stored variant: image addresses, names as they are. */
const asInput = (v: Variant) => ({ id: v.id, hex: v.hex, images: v.images.map((i) => i.src), names: v.names });
const blank = { en: '', zh: '', de: '', ja: '', fr: '', es: '', ko: '', pt: '', ru: '', it: '' };

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
  original = (await view()).body;
  stored = {
    colors: await db().select().from(schema.productColors).where(eq(schema.productColors.productId, ID)),
    images: await db().select().from(schema.productImages).where(eq(schema.productImages.productId, ID)),
    texts: await db().select().from(schema.productColorTexts).where(eq(schema.productColorTexts.productId, ID)),
  };
});

afterAll(async () => {
  // Back as the demo content has it (the Playwright suite buys this product later), then the mark goes.
  await db().transaction(async (tx) => {
    await tx.delete(schema.productImages).where(eq(schema.productImages.productId, ID));
    await tx.delete(schema.productColorTexts).where(eq(schema.productColorTexts.productId, ID));
    await tx.delete(schema.productColors).where(eq(schema.productColors.productId, ID));
    await tx.insert(schema.productColors).values(stored.colors as (typeof schema.productColors.$inferInsert)[]);
    await tx.insert(schema.productImages).values(stored.images as (typeof schema.productImages.$inferInsert)[]);
    await tx.insert(schema.productColorTexts).values(stored.texts as (typeof schema.productColorTexts.$inferInsert)[]);
    await tx.update(schema.products).set({ variantKind: 'colour' }).where(eq(schema.products.id, ID));
  });
  await db()
    .delete(schema.backOfficeEdits)
    .where(and(eq(schema.backOfficeEdits.kind, 'product'), eq(schema.backOfficeEdits.itemId, ID)));
  if (media.length) await db().delete(schema.media).where(inArray(schema.media.id, media));
  await staff.cleanup();
  await fixtures.cleanup();
  await closeDb();
});

describe('a product’s colours and sizes in the back office', () => {
  it('lists them in order with their images and names in every language', async () => {
    const { res, body } = await view();
    expect(res.status).toBe(200);
    expect(body.variants.map((v) => v.id)).toEqual(['oatmeal', 'stone']);
    expect(body.variants[0]).toMatchObject({
      hex: '#d9cbb3',
      images: expect.arrayContaining([expect.objectContaining({ src: '/media/products/bed-ortho/oatmeal-1.svg' })]),
    });
    expect(body.variants[0]!.names.en).toBeTruthy();
    expect(body.variants[0]!.names.ja).toBeTruthy();
    expect(body.version).toMatch(/^[a-f0-9]{64}$/);
  });

  it('adds a colour with a library image, reorders, renames and removes one; the product page shows it and carts lose the removed one', async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .png()
      .toBuffer();
    const uploaded = await upload(
      request(
        '/api/admin/media?name=rust.png',
        asStaff(editor.cookie, { method: 'POST', rawBody: png as unknown as string, headers: { 'content-type': 'image/png' } }),
      ),
    );
    const image = (await uploaded.json()) as { id: string; src: string };
    media.push(image.id);
    // A buyer has the colour about to go in their cart.
    const buyer = await fixtures.user();
    const [cart] = await db().insert(schema.carts).values({ userId: buyer.id }).returning({ id: schema.carts.id });
    await db().insert(schema.cartItems).values({ cartId: cart!.id, productId: ID, colorId: 'oatmeal', quantity: 1 });

    const [oatmeal, stone] = original.variants;
    const rust = { id: 'rust', hex: '#B5532F', images: [image.src], names: { ...blank, en: 'Rust', ja: 'ラスト' } };
    (revalidateTag as jest.Mock).mockClear();
    const res = await put({
      kind: 'colour',
      variants: [rust, { ...asInput(stone!), names: { ...stone!.names, en: 'Slate stone' } }],
      version: original.version,
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as View;
    expect(saved.variants.map((v) => [v.id, v.hex])).toEqual([
      ['rust', '#b5532f'],
      ['stone', stone!.hex],
    ]);
    expect(saved.variants[0]!.images).toEqual([{ src: image.src, width: 1200, height: 900 }]);
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });

    const ja = await queryProduct('ja', ID);
    expect(ja!.colors.map((c) => c.name)).toEqual(['ラスト', stone!.names.ja]);
    const de = await queryProduct('de', ID);
    // No German name of its own: the English one shows.
    expect(de!.colors[0]).toMatchObject({ id: 'rust', name: 'Rust', images: [{ src: image.src, width: 1200, height: 900 }] });
    expect((await queryProduct('en', ID))!.colors[1]!.name).toBe('Slate stone');
    expect(await db().select().from(schema.cartItems).where(eq(schema.cartItems.cartId, cart!.id))).toEqual([]);
    expect((await queryProduct('en', ID))!.colors.map((c) => c.id)).not.toContain(oatmeal!.id);

    const [entry] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'product.variants'), eq(schema.auditLog.targetId, ID), eq(schema.auditLog.actor, editor.email)))
      .orderBy(schema.auditLog.id);
    expect(entry).toMatchObject({
      actor: editor.email,
      before: { kind: 'colour', variants: expect.arrayContaining([expect.objectContaining({ id: 'oatmeal' })]) },
    });
  });

  it('refuses repeated ids, images from elsewhere, no image, a bad swatch and a missing English name, changing nothing', async () => {
    const seen = (await view()).body;
    const [first] = seen.variants.map(asInput);
    const cases: [unknown[], string][] = [
      [[first, first], 'variants'],
      [[{ ...first, images: ['/media/products/c4/midnight-1.svg'] }], 'variants'],
      [[{ ...first, images: ['https://evil.example/x.png'] }], 'variants'],
      [[{ ...first, images: [] }], 'variants.0.images'],
      [[{ ...first, hex: 'red' }], 'variants.0.hex'],
      [[{ ...first, names: { ...first!.names, en: '' } }], 'variants.0.names.en'],
      [[{ ...first, id: 'Not An Id' }], 'variants.0.id'],
      [[], 'variants'],
    ];
    for (const [variants, field] of cases) {
      const res = await put({ kind: 'colour', variants, version: seen.version });
      expect(res.status).toBe(422);
      expect(Object.keys(((await res.json()) as Failure).error.fields ?? {})).toContain(field);
    }
    expect((await view()).body).toEqual(seen);
  });

  it('names the variants sizes instead of colours when the editor says so', async () => {
    // The demo shampoos come in bottles.
    expect((await queryProduct('en', 'shampoo-oat'))!.variantKind).toBe('size');
    // Cart lines and favourites say so too ("Size: 250 ml").
    expect((await productInfo(['shampoo-oat', 'c4'], 'ja')).get('shampoo-oat')!.variantKind).toBe('size');
    expect((await productInfo(['shampoo-oat', 'c4'], 'ja')).get('c4')!.variantKind).toBe('colour');
    const seen = (await view()).body;
    expect(seen.kind).toBe('colour');
    const res = await put({ kind: 'size', variants: seen.variants.map(asInput), version: seen.version });
    expect(res.status).toBe(200);
    expect(((await res.json()) as View).kind).toBe('size');
    expect((await queryProduct('de', ID))!.variantKind).toBe('size');
    const now = (await view()).body;
    expect(now.version).not.toBe(seen.version);
    expect((await put({ kind: 'colour', variants: now.variants.map(asInput), version: now.version })).status).toBe(200);
  });

  it('answers 409 to a save over an older version, and keeps the newer state', async () => {
    const seen = (await view()).body;
    const res = await put({ kind: 'colour', variants: original.variants.map(asInput), version: original.version });
    expect(res.status).toBe(409);
    expect((await view()).body).toEqual(seen);
  });

  it('is for editors and admins only', async () => {
    const seen = (await view()).body;
    expect((await view(support.cookie)).res.status).toBe(403);
    expect((await put({ kind: 'colour', variants: original.variants.map(asInput), version: seen.version }, support.cookie)).status).toBe(403);
    expect((await view()).body).toEqual(seen);
  });

  it('keeps content:publish from overwriting the changed product unless forced', async () => {
    const refused = seed(process.env.DATABASE_URL!);
    await expect(refused).rejects.toBeInstanceOf(BackOfficeEditsError);
    await expect(refused).rejects.toThrow(`product:${ID}`);
  });
});
