import { and, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { queryCategories } from '@/lib/server/catalogue';
import { closeDb, db, schema } from '@/lib/server/db';
import { previewCategory } from '@/lib/server/staff/content';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { contentRoutesOf } from '@/test/content-kind-routes';

const { publish, save, matrix } = contentRoutesOf('categories');

// The category this file edits.
const ID = 'shampoo';
const staff = staffFixtures();
const { asStaff } = staff;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;
const ct = schema.productCategoryTexts;
let original: typeof ct.$inferSelect;

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
  original = (
    await db()
      .select()
      .from(ct)
      .where(and(eq(ct.categoryId, ID), eq(ct.locale, 'ko')))
  )[0]!;
});

afterAll(async () => {
  await db()
    .update(ct)
    .set({ name: original.name, description: original.description })
    .where(and(eq(ct.categoryId, ID), eq(ct.locale, 'ko')));
  const item = (t: typeof schema.contentVersions | typeof schema.contentDrafts) => and(eq(t.kind, 'category'), eq(t.itemId, ID));
  await db().delete(schema.contentVersions).where(item(schema.contentVersions));
  await db().delete(schema.contentDrafts).where(item(schema.contentDrafts));
  await db()
    .update(schema.translationState)
    .set({ editedIn: 'files' })
    .where(and(eq(schema.translationState.kind, 'category'), eq(schema.translationState.itemId, ID)));
  await staff.cleanup();
  await closeDb();
});

describe('product categories in the back office', () => {
  it('lists every category × locale for editors, none for support', async () => {
    const res = await matrix(request('/api/admin/content/categories', asStaff(editor.cookie)));
    const { items } = (await res.json()) as { items: { id: string; cells: Record<string, { status: string }> }[] };
    expect(items.map((i) => i.id)).toEqual(['smart', 'catalogue', 'shampoo']);
    expect(items[2]!.cells.ko).toMatchObject({ status: 'done' });
    expect((await matrix(request('/api/admin/content/categories', asStaff(support.cookie)))).status).toBe(403);
  });

  it('renames a category in Korean: the preview shows the draft, publishing puts it in the catalogue', async () => {
    const fields = { name: '저자극 샴푸', description: '반려동물의 피부를 생각한 순한 샴푸입니다.' };
    const saved = await save(
      request(`/api/admin/content/categories/${ID}/ko`, asStaff(editor.cookie, { method: 'PUT', body: { fields, draftVersion: null } })),
      params({ id: ID, locale: 'ko' }),
    );
    expect(saved.status).toBe(200);
    const { draft } = (await saved.json()) as { draft: { version: string } };
    expect((await previewCategory(ID, 'ko'))!.categories.find((c) => c.id === ID)).toMatchObject(fields);
    expect((await queryCategories('ko')).find((c) => c.id === ID)!.name).toBe(original.name);
    (revalidateTag as jest.Mock).mockClear();
    const res = await publish(
      request(`/api/admin/content/categories/${ID}/ko/publish`, asStaff(editor.cookie, { body: { draftVersion: draft.version } })),
      params({ id: ID, locale: 'ko' }),
    );
    expect(res.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
    expect((await queryCategories('ko')).find((c) => c.id === ID)).toMatchObject(fields);
    expect((await queryCategories('ja')).find((c) => c.id === ID)!.name).not.toBe(fields.name);
  });

  it('refuses an empty name and changes nothing', async () => {
    const res = await save(
      request(
        `/api/admin/content/categories/${ID}/ko`,
        asStaff(editor.cookie, { method: 'PUT', body: { fields: { name: ' ', description: '' }, draftVersion: null } }),
      ),
      params({ id: ID, locale: 'ko' }),
    );
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(['fields.name']);
  });
});
