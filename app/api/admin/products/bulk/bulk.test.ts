import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { closeDb, db, schema } from '@/lib/server/db';
import { rebuildSearchIndex } from '@/lib/server/search/indexer';
import type { BulkProductsResult } from '@/lib/types/staff';
import { request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import de from '@/messages/de.json';
import { POST as create } from '../route';
import { POST as bulk } from './route';

// The products this file changes and puts back; a draft of its own that is not ready for sale.
const IDS = ['bed-ortho', 'bowl-travel'];
const DRAFT = `bulk-${randomBytes(3).toString('hex')}`;
const staff = staffFixtures();
const { asStaff } = staff;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;
let original: (typeof schema.products.$inferSelect)[];

const rows = async (ids: string[]) =>
  (await db().select().from(schema.products).where(inArray(schema.products.id, ids))).sort((a, b) => (a.id < b.id ? -1 : 1));
const versions = async (ids: string[]) => (await rows(ids)).map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() }));
const post = (body: unknown, cookie = editor.cookie, lang = 'en') => bulk(request('/api/admin/products/bulk', asStaff(cookie, { body, lang })));
const marks = () =>
  db()
    .select()
    .from(schema.backOfficeEdits)
    .where(and(eq(schema.backOfficeEdits.kind, 'product'), inArray(schema.backOfficeEdits.itemId, [...IDS, DRAFT])));
const audits = () =>
  db()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, 'product.update'), eq(schema.auditLog.actor, editor.email)));

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
  original = await rows(IDS);
  const res = await create(
    request(
      '/api/admin/products',
      asStaff(editor.cookie, { body: { id: DRAFT, categoryId: 'catalogue', priceCents: 1_000, stock: 5, releasedAt: '2026-11-20', variantKind: 'colour' } }),
    ),
  );
  expect(res.status).toBe(201);
});

afterAll(async () => {
  for (const row of original) {
    const { featured, stock, priceCents, categoryId, status } = row;
    await db().update(schema.products).set({ featured, stock, priceCents, categoryId, status }).where(eq(schema.products.id, row.id));
  }
  await db().delete(schema.products).where(eq(schema.products.id, DRAFT));
  await db()
    .delete(schema.backOfficeEdits)
    .where(and(eq(schema.backOfficeEdits.kind, 'product'), inArray(schema.backOfficeEdits.itemId, [...IDS, DRAFT])));
  await db().transaction((tx) => rebuildSearchIndex(tx));
  await staff.cleanup();
  await closeDb();
});

describe('bulk changes to products', () => {
  it('features, restocks, reprices and moves many products in one step each, audited per product, and the product pages expire', async () => {
    (revalidateTag as jest.Mock).mockClear();
    const changes = [{ featured: true }, { stock: 42 }, { priceCents: 7_500 }, { categoryId: 'shampoo' }];
    for (const change of changes) {
      const res = await post({ items: await versions(IDS), change });
      expect(res.status).toBe(200);
      expect((await res.json()) as BulkProductsResult).toEqual({ applied: true, changed: IDS, refused: [] });
    }
    expect((await rows(IDS)).map(({ featured, stock, priceCents, categoryId }) => ({ featured, stock, priceCents, categoryId }))).toEqual(
      IDS.map(() => ({ featured: true, stock: 42, priceCents: 7_500, categoryId: 'shampoo' })),
    );
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
    const entries = (await audits()).filter((e) => IDS.includes(e.targetId!));
    expect(entries).toHaveLength(IDS.length * changes.length);
    expect(entries.find((e) => e.targetId === 'bowl-travel' && 'stock' in (e.after as object))).toMatchObject({
      before: { stock: original.find((o) => o.id === 'bowl-travel')!.stock },
      after: { stock: 42, bulk: true },
    });
  });

  it('changes none when one product is not ready for sale or changed meanwhile, names each with its reason, and leaves no mark', async () => {
    const seen = await versions([...IDS, DRAFT]);
    const marksBefore = await marks();
    const auditsBefore = await audits();
    // An order moves the first product's stock after the editor loaded the list.
    await db()
      .update(schema.products)
      .set({ stock: 41, updatedAt: new Date(Date.now() + 1000) })
      .where(eq(schema.products.id, IDS[0]!));
    const before = await rows([...IDS, DRAFT]);
    const res = await post({ items: seen, change: { status: 'active' } });
    expect(res.status).toBe(200);
    const result = (await res.json()) as BulkProductsResult;
    expect(result.applied).toBe(false);
    expect(result.refused).toEqual([
      { id: IDS[0], reason: 'changed' },
      { id: DRAFT, reason: 'not_ready' },
    ]);
    expect(await rows([...IDS, DRAFT])).toEqual(before);
    expect(await marks()).toEqual(marksBefore);
    expect(await audits()).toHaveLength(auditsBefore.length);
  });

  it('refuses an unknown category in the editor’s language, two changes at once, and other roles, changing nothing', async () => {
    const before = await rows(IDS);
    const unknown = await post({ items: await versions(IDS), change: { categoryId: 'no-such-category' } }, editor.cookie, 'de');
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ 'change.categoryId': de.Errors.fieldInvalid });
    expect((await post({ items: await versions(IDS), change: { featured: false, stock: 1 } })).status).toBe(422);
    expect((await post({ items: await versions(IDS), change: { stock: -1 } })).status).toBe(422);
    expect((await post({ items: [], change: { featured: false } })).status).toBe(422);
    expect((await post({ items: await versions(IDS), change: { featured: false } }, support.cookie)).status).toBe(403);
    expect(await rows(IDS)).toEqual(before);
  });
});
