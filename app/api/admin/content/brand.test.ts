import { and, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { closeDb, db, schema } from '@/lib/server/db';
import { readBrandContent } from '@/lib/server/content/brand';
import { previewBrand } from '@/lib/server/staff/content';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { contentRoutesOf } from '@/test/content-kind-routes';

const { publish, read, save, matrix } = contentRoutesOf('brand');

// The section this file edits.
const ID = 'story';
const staff = staffFixtures();
const { asStaff } = staff;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
const bt = schema.brandSectionTexts;
let original: { de: typeof bt.$inferSelect; it: typeof bt.$inferSelect };

const row = async (locale: 'de' | 'it') =>
  (
    await db()
      .select()
      .from(bt)
      .where(and(eq(bt.sectionId, ID), eq(bt.locale, locale)))
  )[0]!;
const section = async (locale: 'de' | 'it') => (await readBrandContent(locale)).sections.find((s) => s.id === ID)!;

beforeAll(async () => {
  editor = await staff.signedIn('editor');
  original = { de: await row('de'), it: await row('it') };
});

afterAll(async () => {
  for (const r of [original.de, original.it])
    await db()
      .update(bt)
      .set({ title: r.title, body: r.body })
      .where(and(eq(bt.sectionId, ID), eq(bt.locale, r.locale)));
  const item = (t: typeof schema.contentVersions | typeof schema.contentDrafts) => and(eq(t.kind, 'brand'), eq(t.itemId, ID));
  await db().delete(schema.contentVersions).where(item(schema.contentVersions));
  await db().delete(schema.contentDrafts).where(item(schema.contentDrafts));
  await db()
    .update(schema.translationState)
    .set({ editedIn: 'files' })
    .where(and(eq(schema.translationState.kind, 'brand'), eq(schema.translationState.itemId, ID)));
  await staff.cleanup();
  await closeDb();
});

describe('rich text on the brand page', () => {
  it('lists every brand section × locale in the translation matrix', async () => {
    const res = await matrix(request('/api/admin/content/brand', asStaff(editor.cookie)));
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { id: string; cells: Record<string, { status: string }> }[] };
    expect(items.map((i) => i.id)).toEqual(expect.arrayContaining(['introduction', 'story', 'honors']));
    expect(items.find((i) => i.id === ID)!.cells.de).toMatchObject({ status: 'done' });
  });

  it('sanitises on save: the draft keeps the formatting and loses script, handlers and javascript: links', async () => {
    const body =
      '<h3>Wie alles begann</h3><p onclick="alert(1)" style="color:red">Juniper kam <strong>wohlbehalten</strong> nach Hause.</p><script>alert(1)</script>' +
      '<img src=x onerror="alert(1)"><p><a href="javascript:alert(1)">Klick</a> · <a href="/c4">Zum C4</a> · <a href="https://example.org/">Quelle</a></p>';
    const res = await save(
      request(
        `/api/admin/content/brand/${ID}/de`,
        asStaff(editor.cookie, { method: 'PUT', body: { fields: { title: 'Unsere Geschichte', body }, draftVersion: null } }),
      ),
      params({ id: ID, locale: 'de' }),
    );
    expect(res.status).toBe(200);
    const clean =
      '<h3>Wie alles begann</h3><p>Juniper kam <strong>wohlbehalten</strong> nach Hause.</p><p>Klick · <a href="/c4">Zum C4</a> · <a href="https://example.org/" rel="noopener noreferrer">Quelle</a></p>';
    const { draft } = (await res.json()) as { draft: { fields: { body: string }; version: string } };
    expect(draft.fields.body).toBe(clean);
    const [stored] = await db()
      .select({ fields: schema.contentDrafts.fields })
      .from(schema.contentDrafts)
      .where(and(eq(schema.contentDrafts.kind, 'brand'), eq(schema.contentDrafts.itemId, ID), eq(schema.contentDrafts.locale, 'de')));
    expect(stored!.fields.body).toBe(clean);
    const [entry] = await db()
      .select({ after: schema.auditLog.after })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'content.draft'), eq(schema.auditLog.actor, editor.email)));
    expect(JSON.stringify(entry?.after)).not.toMatch(/script|onclick|javascript/);

    // The preview shows the draft; the page is unchanged until it is published.
    expect((await previewBrand(ID, 'de'))!.content.sections.find((s) => s.id === ID)!.html).toBe(clean);
    expect((await section('de')).html).not.toContain('wohlbehalten</strong>');

    (revalidateTag as jest.Mock).mockClear();
    const published = await publish(
      request(`/api/admin/content/brand/${ID}/de/publish`, asStaff(editor.cookie, { body: { draftVersion: draft.version } })),
      params({ id: ID, locale: 'de' }),
    );
    expect(published.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('brand', { expire: 0 });
    expect(await section('de')).toMatchObject({ title: 'Unsere Geschichte', html: clean });
    expect((await row('de')).body).toBe(clean);
  });

  it('sanitises on render: HTML written around the back office cannot put script on the page', async () => {
    await db()
      .update(bt)
      .set({ body: '<p>Ciao<script>alert(1)</script></p><p><a href="javascript:alert(1)" onmouseover="x()">x</a></p><iframe src="//evil.example"></iframe>' })
      .where(and(eq(bt.sectionId, ID), eq(bt.locale, 'it')));
    expect((await section('it')).html).toBe('<p>Ciao</p><p>x</p>');
    // The editor shows the reference cleaned too (it renders rich text as HTML).
    const res = await read(request(`/api/admin/content/brand/${ID}/de?reference=it`, asStaff(editor.cookie)), params({ id: ID, locale: 'de' }));
    expect(((await res.json()) as { referenceTexts: { body: string } }).referenceTexts.body).toBe('<p>Ciao</p><p>x</p>');
  });
});
