import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import sharp from 'sharp';
import { POST as createCategory } from '@/app/api/admin/categories/route';
import { POST as upload } from '@/app/api/admin/media/route';
import { addNotification, productInfo, queryCategories, queryProduct, queryProductIds, queryProducts } from '@/lib/server/catalogue';
import { closeDb, db, schema } from '@/lib/server/db';
import { search } from '@/lib/server/search';
import { rebuildSearchIndex } from '@/lib/server/search/indexer';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { GET as readVariants, PUT as saveVariants } from './[id]/variants/route';
import { PATCH as update } from './[id]/route';
import { GET as list, POST as create } from './route';
import { contentRoutesOf } from '@/test/content-kind-routes';

const { publish: publishCategoryTexts, save: saveCategoryTexts } = contentRoutesOf('categories');
const { publish: publishTexts, save: saveTexts } = contentRoutesOf('products');

type Product = { id: string; name: string; status: 'draft' | 'active'; categoryId: string; priceCents: number; stock: number; updatedAt: string };
type Failure = { error: { code: string; fields?: Record<string, string> } };

const staff = staffFixtures();
const { asStaff } = staff;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;
const run = randomUUID().slice(0, 8);
const ID = `lamp-${run}`;
const NAME = `Trail Lamp ${run}`;
const CATEGORY = `lights-${run}`;
const media: string[] = [];

const post = (body: Record<string, unknown>, cookie = editor.cookie) => create(request('/api/admin/products', asStaff(cookie, { body })));
const patch = (body: Record<string, unknown>) =>
  update(request(`/api/admin/products/${ID}`, asStaff(editor.cookie, { method: 'PATCH', body })), params({ id: ID }));
const listed = async () => ((await (await list(request('/api/admin/products', asStaff(editor.cookie)))).json()) as { items: Product[] }).items;
const current = async () => (await listed()).find((p) => p.id === ID)!;
const settings = (p: Product) => ({ priceCents: p.priceCents, stock: p.stock, comingSoon: false, featured: false, updatedAt: p.updatedAt });
const valid = { id: ID, categoryId: CATEGORY, priceCents: 4_900, stock: 12, releasedAt: '2026-11-20', variantKind: 'colour' };

/** Saves and publishes one locale's texts of a product or category through the back office's content API, as an editor does. */
async function publish(kind: 'products' | 'categories', id: string, fields: Record<string, unknown>) {
  const [save, release] = kind === 'products' ? [saveTexts, publishTexts] : [saveCategoryTexts, publishCategoryTexts];
  const path = `/api/admin/content/${kind}/${id}/en`;
  const saved = await save(request(path, asStaff(editor.cookie, { method: 'PUT', body: { fields, draftVersion: null } })), params({ id, locale: 'en' }));
  expect(saved.status).toBe(200);
  const { draft } = (await saved.json()) as { draft: { version: string } };
  const published = await release(request(`${path}/publish`, asStaff(editor.cookie, { body: { draftVersion: draft.version } })), params({ id, locale: 'en' }));
  expect(published.status).toBe(200);
}

/** Everything a shopper could reach the product by: the list, its page, the cart's reader, the ids pages are built from, search, the notify form. */
async function shopSees() {
  const [page, detail, info, ids, found] = await Promise.all([
    queryProducts('en', { category: 'all', sort: 'newest', limit: 50 }),
    queryProduct('de', ID),
    productInfo([ID], 'en'),
    queryProductIds(),
    search(NAME, 'en', { type: 'product', limit: 10 }),
  ]);
  return {
    listed: page.items.some((p) => p.id === ID),
    page: detail !== null,
    cart: info.has(ID),
    built: ids.includes(ID),
    searched: found.results.some((r) => r.id === ID),
  };
}

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
});

afterAll(async () => {
  for (const t of [schema.contentVersions, schema.contentDrafts, schema.translationState])
    for (const [kind, item] of [
      ['product', ID],
      ['category', CATEGORY],
    ] as const)
      await db()
        .delete(t)
        .where(and(eq(t.kind, kind), eq(t.itemId, item)));
  await db().delete(schema.products).where(eq(schema.products.id, ID));
  await db().delete(schema.productCategories).where(eq(schema.productCategories.id, CATEGORY));
  await db()
    .delete(schema.backOfficeEdits)
    .where(and(eq(schema.backOfficeEdits.kind, 'product'), eq(schema.backOfficeEdits.itemId, ID)));
  if (media.length) await db().delete(schema.media).where(inArray(schema.media.id, media));
  await db().transaction((tx) => rebuildSearchIndex(tx));
  await staff.cleanup();
  await closeDb();
});

describe('a new product in the back office', () => {
  it('adds a category that stays out of the shop while nothing in it is for sale', async () => {
    const add = (body: Record<string, unknown>, cookie = editor.cookie) => createCategory(request('/api/admin/categories', asStaff(cookie, { body })));
    expect((await add({ id: 'Lights!' })).status).toBe(422);
    expect((await add({ id: CATEGORY }, support.cookie)).status).toBe(403);
    expect((await add({ id: 'smart' })).status).toBe(409);
    const res = await add({ id: CATEGORY });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: CATEGORY, name: CATEGORY });
    expect((await queryCategories('en')).map((c) => c.id)).not.toContain(CATEGORY);
    expect((await queryCategories('en', db(), { all: true })).map((c) => c.id)).toContain(CATEGORY);
    const [entry] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'category.create'), eq(schema.auditLog.targetId, CATEGORY), eq(schema.auditLog.actor, editor.email)));
    expect(entry).toMatchObject({ actor: editor.email });
  });

  it('refuses bad input and other roles, creating nothing', async () => {
    for (const [bad, field] of [
      [{ id: 'Lamp One' }, 'id'],
      [{ priceCents: -1 }, 'priceCents'],
      [{ stock: 1.5 }, 'stock'],
      [{ releasedAt: '2026-02-31' }, 'releasedAt'],
      [{ variantKind: 'flavour' }, 'variantKind'],
      [{ categoryId: 'no-such-category' }, 'categoryId'],
    ] as const) {
      const res = await post({ ...valid, ...bad });
      expect(res.status).toBe(422);
      expect(((await res.json()) as Failure).error.fields).toHaveProperty([field]);
    }
    expect((await post(valid, support.cookie)).status).toBe(403);
    expect((await create(request('/api/admin/products', { body: valid }))).status).toBe(401);
    expect((await post({ ...valid, id: 'c4' })).status).toBe(409);
    expect(await db().select().from(schema.products).where(eq(schema.products.id, ID))).toEqual([]);
  });

  it('starts as a draft the shop does not show, at the end of the catalogue, audited', async () => {
    (revalidateTag as jest.Mock).mockClear();
    const res = await post(valid);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ id: ID, name: ID, status: 'draft', categoryId: CATEGORY, priceCents: 4_900, stock: 12, lowStock: false });
    const items = await listed();
    expect(items.at(-1)?.id).toBe(ID);
    expect(await shopSees()).toEqual({ listed: false, page: false, cart: false, built: false, searched: false });
    expect(await addNotification(ID, `notify-${run}@example.test`, 'en')).toBe('not_found');
    const [entry] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'product.create'), eq(schema.auditLog.targetId, ID), eq(schema.auditLog.actor, editor.email)));
    expect(entry).toMatchObject({ actor: editor.email, after: expect.objectContaining({ categoryId: CATEGORY, priceCents: 4_900 }) });
    // A second create of the same id is a conflict, not a silent overwrite.
    expect((await post({ ...valid, priceCents: 1 })).status).toBe(409);
    expect((await current()).priceCents).toBe(4_900);
  });

  it('goes on sale only with an English name and a photographed variant; then the shop, search and cart have it', async () => {
    let seen = await current();
    let res = await patch({ ...settings(seen), status: 'active' });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Failure).error.fields?.status).toMatch(/English name/);

    await publish('products', ID, {
      name: NAME,
      tagline: 'Light on every walk',
      summary: 'A clip-on lamp for the collar.',
      description: 'Bright.\n\nWaterproof.',
      specs: [],
    });

    seen = await current();
    expect(seen.name).toBe(NAME);
    res = await patch({ ...settings(seen), status: 'active' });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Failure).error.fields?.status).toMatch(/photo/);
    expect(await shopSees()).toMatchObject({ listed: false, page: false, searched: false });

    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 120, b: 90 } } })
      .png()
      .toBuffer();
    const uploaded = await upload(
      request(
        '/api/admin/media?name=lamp.png',
        asStaff(editor.cookie, { method: 'POST', rawBody: png as unknown as string, headers: { 'content-type': 'image/png' } }),
      ),
    );
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as { id: string; src: string };
    media.push(image.id);
    const blank = { en: 'Forest', zh: '', de: '', ja: '', fr: '', es: '', ko: '', pt: '', ru: '', it: '' };
    const { version } = (await (await readVariants(request(`/api/admin/products/${ID}/variants`, asStaff(editor.cookie)), params({ id: ID }))).json()) as {
      version: string;
    };
    const variants = await saveVariants(
      request(
        `/api/admin/products/${ID}/variants`,
        asStaff(editor.cookie, {
          method: 'PUT',
          body: { kind: 'colour', variants: [{ id: 'forest', hex: '#1e785a', images: [image.src], names: blank }], version },
        }),
      ),
      params({ id: ID }),
    );
    expect(variants.status).toBe(200);

    seen = await current();
    res = await patch({ ...settings(seen), status: 'active' });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Failure).error.fields?.status).toMatch(/category/);
    await publish('categories', CATEGORY, { name: `Lights ${run}`, description: 'To be seen on evening walks.' });

    (revalidateTag as jest.Mock).mockClear();
    seen = await current();
    res = await patch({ ...settings(seen), status: 'active' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'active' });
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
    expect(await shopSees()).toEqual({ listed: true, page: true, cart: true, built: true, searched: true });
    expect(await queryCategories('ja')).toContainEqual({ id: CATEGORY, name: `Lights ${run}`, description: 'To be seen on evening walks.' });
    // German falls back to the English name until a translation is published.
    // …at the German market's price, suggested from its $49.00 when it was made (€48.99).
    expect(await queryProduct('de', ID)).toMatchObject({ name: NAME, priceCents: 4_899, currency: 'EUR', colors: [expect.objectContaining({ id: 'forest' })] });
  });

  it('leaves the shop again when set back to draft, without touching other settings', async () => {
    const seen = await current();
    const res = await patch({ ...settings(seen), stock: 7, status: 'draft' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'draft', stock: 7 });
    expect(await shopSees()).toEqual({ listed: false, page: false, cart: false, built: false, searched: false });
    expect((await queryCategories('en')).map((c) => c.id)).not.toContain(CATEGORY);
    // A change without a status keeps it.
    const again = await patch({ ...settings(await current()), stock: 8 });
    expect(await again.json()).toMatchObject({ status: 'draft', stock: 8 });
  });
});
