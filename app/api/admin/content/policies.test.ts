import { and, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import de from '@/messages/de.json';
import { closeDb, db, schema } from '@/lib/server/db';
import { readPolicy, renderPolicy, type BodyBlock } from '@/lib/server/policies';
import { allMarkets } from '@/lib/server/shop/shipping';
import { previewPolicy } from '@/lib/server/staff/content';
import { factValues } from '@/lib/shop/fact-text';
import { contentRoutesOf } from '@/test/content-kind-routes';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';

/**
 * The policies and legal pages as a content kind (issue 32): a draft is held to the placeholders
 * and tables that exist and loses what the sanitiser removes; publishing puts it on the page with
 * its sections, anchors and market tables; an English change marks the translations outdated.
 */
const { publish, save, matrix } = contentRoutesOf('policies');

const ID = 'terms';
const staff = staffFixtures();
const { asStaff } = staff;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
const pt = schema.policyTexts;
let original: (typeof pt.$inferSelect)[];

const settings = { companyName: 'Pawtrail GmbH', address: 'Berlin', email: 'hilfe@pawtrail.example', hotline: '0800 000', hotlineTel: '+49800000' };
/** The German terms as a reader of /de/terms sees them. */
const page = async () => renderPolicy((await readPolicy(ID, 'de'))!, 'de', settings, (await allMarkets()).DE);
const text = (blocks: BodyBlock[]) => blocks.map((b) => ('html' in b ? b.html : '')).join('');

type Fields = { title: string; description: string; intro: string; body: string };
const saveDraft = (locale: 'de' | 'en', fields: Fields, draftVersion: string | null = null) =>
  save(
    request(`/api/admin/content/policies/${ID}/${locale}`, { ...asStaff(editor.cookie, { method: 'PUT', body: { fields, draftVersion } }), lang: 'de' }),
    params({ id: ID, locale }),
  );
const publishDraft = (locale: 'de' | 'en', draftVersion: string) =>
  publish(request(`/api/admin/content/policies/${ID}/${locale}/publish`, asStaff(editor.cookie, { body: { draftVersion } })), params({ id: ID, locale }));
const stored = async (locale: 'de' | 'en') =>
  (
    await db()
      .select()
      .from(pt)
      .where(and(eq(pt.policyId, ID), eq(pt.locale, locale)))
  )[0]!;

beforeAll(async () => {
  editor = await staff.signedIn('editor');
  original = await db().select().from(pt).where(eq(pt.policyId, ID));
});

afterAll(async () => {
  for (const row of original)
    await db()
      .update(pt)
      .set(row)
      .where(and(eq(pt.policyId, ID), eq(pt.locale, row.locale)));
  const item = (t: typeof schema.contentVersions | typeof schema.contentDrafts | typeof schema.translationState) => and(eq(t.kind, 'policy'), eq(t.itemId, ID));
  await db().delete(schema.contentVersions).where(item(schema.contentVersions));
  await db().delete(schema.contentDrafts).where(item(schema.contentDrafts));
  await db().update(schema.translationState).set({ editedIn: 'files', revision: 1, basedOn: 1 }).where(item(schema.translationState));
  await staff.cleanup();
  await closeDb();
});

describe('the policies as content', () => {
  it('lists every page × locale in the matrix; the withdrawal exists only where the law gives one', async () => {
    const res = await matrix(request('/api/admin/content/policies', asStaff(editor.cookie)));
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { id: string; name: string; cells: Record<string, { status: string }> }[] };
    expect(items.map((i) => i.id)).toEqual(['terms', 'privacy', 'shipping', 'returns', 'imprint', 'withdrawal']);
    // A page without an English text is named in the first language it has (German here), not by its id.
    const [germanTitle] = await db()
      .select({ title: pt.title })
      .from(pt)
      .where(and(eq(pt.policyId, 'withdrawal'), eq(pt.locale, 'de')));
    expect(items.find((i) => i.id === 'withdrawal')!.name).toBe(germanTitle!.title);
    const withdrawal = items.find((i) => i.id === 'withdrawal')!.cells;
    // Only the languages of the markets whose law gives the right have a cell: nothing counts the others as missing.
    expect(Object.keys(withdrawal).sort()).toEqual(['de', 'es', 'fr', 'it', 'pt']);
    expect(withdrawal).toMatchObject({ de: { status: 'done' }, pt: { status: 'done' } });
    expect(items.find((i) => i.id === ID)!.cells.de).toMatchObject({ status: 'done' });
    expect(Object.keys(items.find((i) => i.id === 'imprint')!.cells)).toHaveLength(10);
  });

  it('has no editor and takes no draft for the withdrawal page in a language without it', async () => {
    const { read } = contentRoutesOf('policies');
    const open = (locale: string) =>
      read(request(`/api/admin/content/policies/withdrawal/${locale}`, asStaff(editor.cookie)), params({ id: 'withdrawal', locale }));
    expect((await open('de')).status).toBe(200);
    expect((await open('ja')).status).toBe(404);
    const fields = { title: '撤回', description: '撤回', intro: '撤回', body: '<p>撤回</p>' };
    const res = await save(
      request('/api/admin/content/policies/withdrawal/ja', asStaff(editor.cookie, { method: 'PUT', body: { fields, draftVersion: null } })),
      params({ id: 'withdrawal', locale: 'ja' }),
    );
    expect(res.status).toBe(404);
    const drafts = await db()
      .select()
      .from(schema.contentDrafts)
      .where(and(eq(schema.contentDrafts.kind, 'policy'), eq(schema.contentDrafts.itemId, 'withdrawal'), eq(schema.contentDrafts.locale, 'ja')));
    expect(drafts).toEqual([]);
  });

  it('refuses a draft with an unknown placeholder or table, in the editor’s language, and keeps nothing', async () => {
    const before = await stored('de');
    const fields = { title: before.title, description: before.description, intro: before.intro, body: before.body };
    for (const body of [`${before.body}<p>Rückgabe binnen {retrunDays}.</p>`, `${before.body}<p>{table:prices}</p>`]) {
      const res = await saveDraft('de', { ...fields, body });
      expect(res.status).toBe(422);
      const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(error.fields).toEqual({ 'fields.body': de.Errors.policyTextInvalid });
    }
    expect((await saveDraft('de', { ...fields, intro: 'Gilt ab {heute}.' })).status).toBe(422);
    const drafts = await db()
      .select()
      .from(schema.contentDrafts)
      .where(and(eq(schema.contentDrafts.kind, 'policy'), eq(schema.contentDrafts.itemId, ID)));
    expect(drafts).toEqual([]);
    expect(await stored('de')).toEqual(before);
  });

  it('refuses a draft that drops a section’s anchor, naming it in the editor’s language, and keeps nothing', async () => {
    const de = await stored('de');
    const withoutRefund = de.body.replace(/\s*\{#[a-z-]+\}(?=<\/h3>)/, '');
    const dropped = /\{#([a-z-]+)\}/.exec(de.body)![1];
    const res = await saveDraft('de', { title: de.title, description: de.description, intro: de.intro, body: withoutRefund });
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('anchor_missing');
    expect(error.fields['fields.body']).toBe(
      `Lass den Anker jedes Abschnitts dieser Seite stehen: {#${dropped}} fehlt. Andere Seiten und E-Mails verlinken darauf; du kannst Abschnitte hinzufügen, ihre Anker aber nicht entfernen.`,
    );
    const drafts = await db()
      .select()
      .from(schema.contentDrafts)
      .where(and(eq(schema.contentDrafts.kind, 'policy'), eq(schema.contentDrafts.itemId, ID), eq(schema.contentDrafts.locale, 'de')));
    expect(drafts).toEqual([]);
    // A section added beside the kept ones is fine.
    const added = await saveDraft('de', {
      title: de.title,
      description: de.description,
      intro: de.intro,
      body: `${de.body}<h3>Neu {#new-section}</h3><p>Text.</p>`,
    });
    expect(added.status).toBe(200);
    const { draft } = (await added.json()) as { draft: { version: string } };
    const { discard } = contentRoutesOf('policies');
    const thrown = await discard(
      request(`/api/admin/content/policies/${ID}/de`, asStaff(editor.cookie, { method: 'DELETE', body: { draftVersion: draft.version } })),
      params({ id: ID, locale: 'de' }),
    );
    expect(thrown.status).toBe(204);
  });

  it('sanitises a draft, previews it, and publishes it onto /de/terms with its anchors, tables and facts', async () => {
    const before = await stored('de');
    const body = before.body.replace(
      '<h3>Preise und Steuern {#prices}</h3>',
      '<h3>Preise und Steuern {#prices}</h3><p onclick="alert(1)">Neu: Alle Preise sind Endpreise, Garantie {warrantyYears}.</p><script>alert(1)</script>',
    );
    const res = await saveDraft('de', { title: 'AGB (neu)', description: before.description, intro: before.intro, body });
    expect(res.status).toBe(200);
    const { draft } = (await res.json()) as { draft: { fields: Fields; version: string } };
    expect(draft.fields.body).toContain('<p>Neu: Alle Preise sind Endpreise, Garantie {warrantyYears}.</p>');
    expect(draft.fields.body).not.toMatch(/script|onclick/);

    // The preview shows the draft; the page keeps the published text until it is published.
    expect((await previewPolicy(ID, 'de'))!).toMatchObject({ draft: true, text: { title: 'AGB (neu)' } });
    expect((await page()).title).not.toBe('AGB (neu)');

    (revalidateTag as jest.Mock).mockClear();
    expect((await publishDraft('de', draft.version)).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('policies', { expire: 0 });
    const shown = await page();
    expect(shown.title).toBe('AGB (neu)');
    expect(shown.updated).toBe(new Date().toISOString().slice(0, 10));
    const prices = shown.sections.find((s) => s.id === 'prices')!;
    expect(prices.heading).toBe('Preise und Steuern');
    expect(text(prices.blocks)).toContain(`Neu: Alle Preise sind Endpreise, Garantie ${factValues('de', 'DE').warrantyYears}.`);
    expect(prices.blocks).toContainEqual({ table: 'taxes' });
    // Every anchor other pages link to is still there, and the links lead to the German pages.
    expect(shown.sections.map((s) => s.id)).toEqual([
      'scope',
      'account',
      'orders',
      'prices',
      'payment',
      'cancellation',
      'warranty',
      'liability',
      'law',
      'changes',
    ]);
    expect(text(shown.sections.find((s) => s.id === 'warranty')!.blocks)).toContain('href="/de/returns#warranty"');
    expect(text(shown.sections.find((s) => s.id === 'account')!.blocks)).toContain('<a href="mailto:hilfe@pawtrail.example">hilfe@pawtrail.example</a>');
  });

  it('marks the other languages outdated when the English terms change', async () => {
    const en = await stored('en');
    const res = await saveDraft('en', { title: en.title, description: en.description, intro: `${en.intro} They changed today.`, body: en.body });
    expect(res.status).toBe(200);
    const { draft } = (await res.json()) as { draft: { version: string } };
    expect((await publishDraft('en', draft.version)).status).toBe(200);
    const { items } = (await (await matrix(request('/api/admin/content/policies', asStaff(editor.cookie)))).json()) as {
      items: { id: string; cells: Record<string, { status: string }> }[];
    };
    expect(items.find((i) => i.id === ID)!.cells).toMatchObject({ en: { status: 'done' }, de: { status: 'outdated' }, ja: { status: 'outdated' } });
    expect(items.find((i) => i.id === 'privacy')!.cells.de).toMatchObject({ status: 'done' });
  });

  it('keeps each market’s legal notice its own text: an English change to the imprint marks no other language outdated', async () => {
    const imprint = and(eq(pt.policyId, 'imprint'), eq(pt.locale, 'en'));
    const [en] = await db().select().from(pt).where(imprint);
    const item = (t: typeof schema.contentVersions | typeof schema.contentDrafts | typeof schema.translationState) =>
      and(eq(t.kind, 'policy'), eq(t.itemId, 'imprint'));
    const states = await db().select().from(schema.translationState).where(item(schema.translationState));
    try {
      const res = await save(
        request(
          '/api/admin/content/policies/imprint/en',
          asStaff(editor.cookie, { method: 'PUT', body: { fields: { ...en!, intro: `${en!.intro} Updated.` }, draftVersion: null } }),
        ),
        params({ id: 'imprint', locale: 'en' }),
      );
      expect(res.status).toBe(200);
      const { draft } = (await res.json()) as { draft: { version: string } };
      const published = await publish(
        request('/api/admin/content/policies/imprint/en/publish', asStaff(editor.cookie, { body: { draftVersion: draft.version } })),
        params({ id: 'imprint', locale: 'en' }),
      );
      expect(published.status).toBe(200);
      const { items, totals } = (await (await matrix(request('/api/admin/content/policies', asStaff(editor.cookie)))).json()) as {
        items: { id: string; cells: Record<string, { status: string }> }[];
        totals: { outdated: number };
      };
      const cells = items.find((i) => i.id === 'imprint')!.cells;
      expect(Object.values(cells).map((c) => c.status)).toEqual(Array(10).fill('done'));
      // Only the terms changed in English by the test before count as outdated.
      expect(totals.outdated).toBe(Object.values(items.find((i) => i.id === ID)!.cells).filter((c) => c.status === 'outdated').length);
      // Its editor says so too.
      const { read } = contentRoutesOf('policies');
      const german = await read(request('/api/admin/content/policies/imprint/de', asStaff(editor.cookie)), params({ id: 'imprint', locale: 'de' }));
      expect(((await german.json()) as { status: string }).status).toBe('done');
    } finally {
      await db().update(pt).set(en!).where(imprint);
      await db().delete(schema.contentVersions).where(item(schema.contentVersions));
      await db().delete(schema.contentDrafts).where(item(schema.contentDrafts));
      await db().delete(schema.translationState).where(item(schema.translationState));
      if (states.length) await db().insert(schema.translationState).values(states);
    }
  });
});
