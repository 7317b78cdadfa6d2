import { and, asc, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { DELETE as signOut } from '@/app/api/admin/session/route';
import { closeDb, db, schema } from '@/lib/server/db';
import { queryProduct } from '@/lib/server/catalogue';
import { readFaq } from '@/lib/server/content/faq';
import { readArticle } from '@/lib/server/content/news';
import { resolveStaffSession } from '@/lib/server/staff/auth';
import { search } from '@/lib/server/search';
import { BackOfficeEditsError, seed } from '@/scripts/seed';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { POST as actionPost, PUT as actionPut } from '@/app/api/admin/content/[kind]/[id]/[locale]/[action]/route';
import { contentRoutesOf } from '@/test/content-kind-routes';

const { preview, confirm, publish, restore, discard, read: editor, save, matrix } = contentRoutesOf('products');
const { save: saveNews, publish: publishNews, matrix: newsMatrix } = contentRoutesOf('news');
const { save: saveFaq, publish: publishFaq } = contentRoutesOf('faq');

// The product this file edits; no other suite reads its texts.
const ID = 'bowl-travel';
const ARTICLE = 'bath-time-tips-video';
const QUESTION = 'warranty-water-damage';
const staff = staffFixtures();
const { asStaff } = staff;
let editorA: Awaited<ReturnType<typeof staff.signedIn>>;
let editorB: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;

type Texts = { name: string; tagline: string; summary: string; description: string; specs: { label: string; value: string }[] };
interface Editor {
  status: 'missing' | 'outdated' | 'done';
  source: { revision: number };
  published: Texts | null;
  referenceTexts: Texts | null;
  draft: { fields: Texts; version: string } | null;
  versions: { id: number; name: string; by: string | null; origin: string }[];
}
type Matrix = { totals: Record<string, number>; items: { id: string; cells: Record<string, { status: string; draft: boolean }> }[] };

const path = (locale: string, tail = '') => `/api/admin/content/products/${ID}/${locale}${tail}`;
const read = async (locale: string, cookie = editorA.cookie, reference = 'en') =>
  (await (await editor(request(`${path(locale)}?reference=${reference}`, asStaff(cookie)), params({ id: ID, locale }))).json()) as Editor;
const put = (locale: string, fields: Texts, draftVersion: string | null, cookie = editorA.cookie) =>
  save(request(path(locale), asStaff(cookie, { method: 'PUT', body: { fields, draftVersion } })), params({ id: ID, locale }));
const publishDraft = async (locale: string, cookie = editorA.cookie) => {
  const { draft } = await read(locale, cookie);
  return publish(request(path(locale, '/publish'), asStaff(cookie, { body: { draftVersion: draft!.version } })), params({ id: ID, locale }));
};
const cells = async (query = '') => {
  const body = (await (await matrix(request(`/api/admin/content/products${query}`, asStaff(editorA.cookie)))).json()) as Matrix;
  return { ...body, row: body.items.find((i) => i.id === ID) };
};
const live = async (locale: 'en' | 'ja' | 'de') => (await queryProduct(locale, ID))!;

let original: Record<'en' | 'ja' | 'de', Texts>;
beforeAll(async () => {
  // A clean history for this product, whatever an interrupted run left.
  await db().delete(schema.contentVersions).where(eq(schema.contentVersions.itemId, ID));
  await db().delete(schema.contentDrafts).where(eq(schema.contentDrafts.itemId, ID));
  [editorA, editorB, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('editor'), staff.signedIn('support')]);
  const texts = async (locale: 'en' | 'ja' | 'de') => (await read(locale)).published!;
  original = { en: await texts('en'), ja: await texts('ja'), de: await texts('de') };
});

afterAll(async () => {
  // Back to the fixture: the content files, forced over this file's back-office work.
  await seed(process.env.DATABASE_URL!, { force: true });
  for (const item of [ID, ARTICLE, QUESTION]) {
    await db().delete(schema.contentVersions).where(eq(schema.contentVersions.itemId, item));
    await db().delete(schema.contentDrafts).where(eq(schema.contentDrafts.itemId, item));
  }
  await staff.cleanup();
  await closeDb();
});

describe('editing product texts in the back office', () => {
  it('is open to editors and admins only: support, customers and strangers change nothing', async () => {
    expect((await matrix(request('/api/admin/content/products', asStaff(support.cookie)))).status).toBe(403);
    expect((await put('ja', { ...original.ja, name: 'x' }, null, support.cookie)).status).toBe(403);
    expect((await editor(request(path('ja'), asStaff(null)), params({ id: ID, locale: 'ja' }))).status).toBe(401);
    expect((await preview(request(`/api/admin/preview/products/${ID}/ja`, asStaff(support.cookie)), params({ id: ID, locale: 'ja' }))).status).toBe(403);
    expect((await read('ja')).draft).toBeNull();
  });

  it('refuses bad input with field errors and unknown items with 404, writing nothing', async () => {
    const empty = await put('ja', { ...original.ja, name: '  ' }, null);
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ 'fields.name': 'This field is required.' });
    expect((await put('ja', { ...original.ja, name: 'a\u0000b' }, null)).status).toBe(422);
    expect((await put('ja', { ...original.ja, specs: [{ label: '', value: 'x' }] }, null)).status).toBe(422);
    const missing = await save(
      request('/api/admin/content/products/no-such-product/ja', asStaff(editorA.cookie, { method: 'PUT', body: { fields: original.ja, draftVersion: null } })),
      params({ id: 'no-such-product', locale: 'ja' }),
    );
    expect(missing.status).toBe(404);
    expect((await editor(request(`/api/admin/content/products/${ID}/xx`, asStaff(editorA.cookie)), params({ id: ID, locale: 'xx' }))).status).toBe(404);
    expect((await read('ja')).draft).toBeNull();
  });

  it('answers a kind nobody declared with 404 in the API’s shape, and only after the staff checks', async () => {
    const unknown = contentRoutesOf('recipes');
    const signedIn = await unknown.read(request(`/api/admin/content/recipes/${ID}/ja`, asStaff(editorA.cookie)), params({ id: ID, locale: 'ja' }));
    expect(signedIn.status).toBe(404);
    expect(((await signedIn.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect((await unknown.matrix(request('/api/admin/content/recipes', asStaff(editorA.cookie)))).status).toBe(404);
    expect((await unknown.read(request(`/api/admin/content/recipes/${ID}/ja`, asStaff(null)), params({ id: ID, locale: 'ja' }))).status).toBe(401);
    expect((await unknown.preview(request(`/api/admin/preview/recipes/${ID}/ja`, asStaff(support.cookie)), params({ id: ID, locale: 'ja' }))).status).toBe(403);
    // Object's own properties are not kinds either.
    expect((await contentRoutesOf('constructor').matrix(request('/api/admin/content/constructor', asStaff(editorA.cookie)))).status).toBe(404);
  });

  it('answers an action nobody declared, or an action under another method, with 404 after the staff checks, writing nothing', async () => {
    const at = (action: string) => params({ kind: 'products', id: ID, locale: 'ja', action });
    const post = (action: string, cookie: string | null) =>
      actionPost(request(path('ja', `/${action}`), asStaff(cookie, { method: 'POST', body: { draftVersion: null } })), at(action));
    const answer = await post('delete-everything', editorA.cookie);
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect((await post('delete-everything', null)).status).toBe(401);
    expect((await post('hasOwnProperty', editorA.cookie)).status).toBe(404);
    // Publish is a POST; schedule is PUT and DELETE only.
    expect((await actionPut(request(path('ja', '/publish'), asStaff(editorA.cookie, { method: 'PUT', body: {} })), at('publish'))).status).toBe(404);
    expect((await post('schedule', editorA.cookie)).status).toBe(404);
    expect((await read('ja')).draft).toBeNull();
  });

  it('keeps a draft off the site, shows it next to the reference locale, and answers a second editor’s stale save with 409', async () => {
    const a = await read('ja', editorA.cookie);
    const b = await read('ja', editorB.cookie);
    expect(a.referenceTexts).toEqual(original.en);
    const saved = await put('ja', { ...original.ja, name: '折りたたみトラベルボウル（下書き）' }, a.draft?.version ?? null);
    expect(saved.status).toBe(200);
    const late = await put('ja', { ...original.ja, name: 'B の上書き' }, b.draft?.version ?? null, editorB.cookie);
    expect(late.status).toBe(409);
    const now = await read('ja');
    expect(now.draft!.fields.name).toBe('折りたたみトラベルボウル（下書き）');
    expect((await live('ja')).name).toBe(original.ja.name);
    expect((await cells()).row!.cells.ja).toEqual({ status: 'done', draft: true });
    // Discarded, it is gone and the site never saw it.
    const gone = await discard(
      request(path('ja'), asStaff(editorA.cookie, { method: 'DELETE', body: { draftVersion: now.draft!.version } })),
      params({ id: ID, locale: 'ja' }),
    );
    expect(gone.status).toBe(204);
    expect((await read('ja')).draft).toBeNull();
  });

  it('publishes a Japanese name: the Japanese page changes, German does not, pages expire, search and history follow, audited', async () => {
    const name = '折りたたみ式トラベルボウル';
    expect((await put('ja', { ...original.ja, name }, null)).status).toBe(200);
    (revalidateTag as jest.Mock).mockClear();
    const res = await publishDraft('ja');
    expect(res.status).toBe(200);
    expect((await live('ja')).name).toBe(name);
    expect((await live('de')).name).toBe(original.de.name);
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
    expect((await search(name, 'ja', { limit: 10 })).results.map((r) => r.title)).toContain(name);
    const after = await read('ja');
    expect(after.draft).toBeNull();
    expect(after.versions.map((v) => v.name)).toEqual([name, original.ja.name]);
    expect(after.versions[0]!.by).toBe(editorA.name);
    expect(after.versions.map((v) => v.origin)).toEqual(['back_office', 'files']);
    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'content.publish'), eq(schema.auditLog.targetId, `${ID}/ja`), eq(schema.auditLog.actor, editorA.email)))
      .orderBy(asc(schema.auditLog.id));
    expect(audit.at(-1)).toMatchObject({
      actor: editorA.email,
      before: expect.objectContaining({ name: original.ja.name }),
      after: expect.objectContaining({ name }),
    });

    // The first version (the content files' text) comes back through a draft.
    const restored = await restore(
      request(path('ja', '/restore'), asStaff(editorA.cookie, { body: { versionId: after.versions[1]!.id, draftVersion: null } })),
      params({ id: ID, locale: 'ja' }),
    );
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as Editor).draft!.fields.name).toBe(original.ja.name);
    expect((await publishDraft('ja')).status).toBe(200);
    expect((await live('ja')).name).toBe(original.ja.name);
  });

  it('marks every translation outdated when the English text changes, until it is published again or confirmed', async () => {
    const { source } = await read('de');
    expect((await put('en', { ...original.en, summary: `${original.en.summary} Now dishwasher-safe.` }, null)).status).toBe(200);
    expect((await publishDraft('en')).status).toBe(200);
    const { row, totals } = await cells();
    expect(row!.cells).toMatchObject({ en: { status: 'done' }, ja: { status: 'outdated' }, de: { status: 'outdated' }, ko: { status: 'outdated' } });
    expect(totals.outdated).toBeGreaterThanOrEqual(9);
    const onlyKo = await cells('?locale=ko&status=outdated');
    expect(Object.keys(onlyKo.row!.cells)).toEqual(['ko']);

    // ja: a new translation; de: the translator confirms the German still holds.
    expect((await put('ja', { ...original.ja, summary: `${original.ja.summary} 食洗機対応。` }, null)).status).toBe(200);
    expect((await publishDraft('ja')).status).toBe(200);
    const stale = await confirm(
      request(path('de', '/confirm'), asStaff(editorA.cookie, { body: { revision: source.revision } })),
      params({ id: ID, locale: 'de' }),
    );
    expect(stale.status).toBe(409);
    const fresh = await confirm(
      request(path('de', '/confirm'), asStaff(editorA.cookie, { body: { revision: (await read('de')).source.revision } })),
      params({ id: ID, locale: 'de' }),
    );
    expect(fresh.status).toBe(200);
    expect((await cells()).row!.cells).toMatchObject({ ja: { status: 'done' }, de: { status: 'done' }, ko: { status: 'outdated' } });
  });

  it('makes the translations made from an English text current again when that text is restored; those made from the text in between become outdated', async () => {
    // Before: English was edited (the test above); ja was translated from that edit, de confirmed against it, ko is outdated.
    const { versions: history } = await read('en');
    const originalEn = history.find((v) => v.origin === 'files')!;
    const restored = await restore(
      request(path('en', '/restore'), asStaff(editorA.cookie, { body: { versionId: originalEn.id, draftVersion: null } })),
      params({ id: ID, locale: 'en' }),
    );
    expect(restored.status).toBe(200);
    expect((await publishDraft('en')).status).toBe(200);
    expect((await live('en')).summary).toBe(original.en.summary);
    // ko and the other untouched translations were made from this very text: current again.
    expect((await cells()).row!.cells).toMatchObject({
      en: { status: 'done' },
      ko: { status: 'done' },
      fr: { status: 'done' },
      ja: { status: 'outdated' },
      de: { status: 'outdated' },
    });
  });

  it('survives what npm start and content:publish do to the database, unless content:publish is forced', async () => {
    const edited = (await live('ja')).summary;
    expect(edited).toContain('食洗機対応');
    // npm start seeds only an empty database.
    await expect(seed(process.env.DATABASE_URL!, { ifEmpty: true })).resolves.toBe('skipped');
    // content:publish refuses, naming the item, and writes nothing.
    const refused = seed(process.env.DATABASE_URL!);
    await expect(refused).rejects.toBeInstanceOf(BackOfficeEditsError);
    await expect(refused).rejects.toThrow(`product:${ID}/ja`);
    expect((await live('ja')).summary).toBe(edited);
    // Forced, the files win; the back-office versions stay in the history.
    await expect(seed(process.env.DATABASE_URL!, { force: true })).resolves.toBe('seeded');
    expect((await live('ja')).summary).toBe(original.ja.summary);
    expect((await read('ja')).versions.length).toBeGreaterThanOrEqual(3);
  });

  it('hands out a preview cookie of its own, which ends with the staff session', async () => {
    const res = await preview(request(`/api/admin/preview/products/${ID}/ja`, asStaff(editorB.cookie)), params({ id: ID, locale: 'ja' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/ja/preview/products/${ID}`);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^pt_preview=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict/);
    const token = /^pt_preview=([^;]+)/.exec(cookie)![1]!;
    expect(token).not.toBe(/pt_staff=([^;]+)/.exec(editorB.cookie)?.[1]);
    expect((await resolveStaffSession(token, 'preview'))?.staff.email).toBe(editorB.email);
    expect(await resolveStaffSession(token)).toBeNull();
    await signOut(request('/api/admin/session', asStaff(editorB.cookie, { method: 'DELETE' })));
    expect(await resolveStaffSession(token, 'preview')).toBeNull();
  });

  it('edits news the same way: a German title goes live on its own, the news pages expire, English edits outdate it', async () => {
    const path = (locale: string, tail = '') => `/api/admin/content/news/${ARTICLE}/${locale}${tail}`;
    const before = (await readArticle('de', ARTICLE))!;
    const title = `${before.title} – jetzt mit Video-Anleitung`;
    const saved = await saveNews(
      request(
        path('de'),
        asStaff(editorA.cookie, {
          method: 'PUT',
          body: { fields: { title, summary: before.summary, source: before.source, body: before.body.join('\n\n') }, draftVersion: null },
        }),
      ),
      params({ id: ARTICLE, locale: 'de' }),
    );
    expect(saved.status).toBe(200);
    const { draft } = (await saved.json()) as Editor;
    expect((await readArticle('de', ARTICLE))!.title).toBe(before.title);
    (revalidateTag as jest.Mock).mockClear();
    const published = await publishNews(
      request(path('de', '/publish'), asStaff(editorA.cookie, { body: { draftVersion: draft!.version } })),
      params({ id: ARTICLE, locale: 'de' }),
    );
    expect(published.status).toBe(200);
    expect((await readArticle('de', ARTICLE))!.title).toBe(title);
    expect((await readArticle('fr', ARTICLE))!.title).not.toBe(title);
    expect(revalidateTag).toHaveBeenCalledWith('news', { expire: 0 });
    // A product field name is not a news field: the body is refused as a whole.
    const wrong = await saveNews(
      request(path('fr'), asStaff(editorA.cookie, { method: 'PUT', body: { fields: { name: 'x' }, draftVersion: null } })),
      params({ id: ARTICLE, locale: 'fr' }),
    );
    expect(wrong.status).toBe(422);
    const cells = (await (await newsMatrix(request('/api/admin/content/news', asStaff(editorA.cookie)))).json()) as Matrix;
    expect(cells.items.find((i) => i.id === ARTICLE)!.cells.de).toEqual({ status: 'done', draft: false });
    expect((await newsMatrix(request('/api/admin/content/news', asStaff(support.cookie)))).status).toBe(403);
  });

  it('edits the FAQ the same way: a Korean answer goes live and the FAQ pages expire', async () => {
    const path = (tail = '') => `/api/admin/content/faq/${QUESTION}/ko${tail}`;
    const item = (categories: Awaited<ReturnType<typeof readFaq>>) => categories.flatMap((c) => c.items).find((i) => i.id === QUESTION)!;
    const before = item(await readFaq('ko'));
    const answer = `${before.answer} 자세한 내용은 고객센터로 문의해 주세요.`;
    const saved = await saveFaq(
      request(path(), asStaff(editorA.cookie, { method: 'PUT', body: { fields: { question: before.question, answer }, draftVersion: null } })),
      params({ id: QUESTION, locale: 'ko' }),
    );
    expect(saved.status).toBe(200);
    const { draft } = (await saved.json()) as Editor;
    (revalidateTag as jest.Mock).mockClear();
    const published = await publishFaq(
      request(path('/publish'), asStaff(editorA.cookie, { body: { draftVersion: draft!.version } })),
      params({ id: QUESTION, locale: 'ko' }),
    );
    expect(published.status).toBe(200);
    expect(item(await readFaq('ko')).answer).toBe(answer);
    expect(item(await readFaq('ja')).answer).not.toBe(answer);
    expect(revalidateTag).toHaveBeenCalledWith('faq', { expire: 0 });
  });

  it('refuses an FAQ answer naming an unknown market fact, and fills in the known ones for the reader (issue 32)', async () => {
    const path = `/api/admin/content/faq/${QUESTION}/de`;
    const save = (answer: string) =>
      saveFaq(
        request(path, asStaff(editorA.cookie, { method: 'PUT', body: { fields: { question: 'Ist Wasser abgedeckt?', answer }, draftVersion: null } })),
        params({ id: QUESTION, locale: 'de' }),
      );
    const wrong = await save('Die Garantiezeit beträgt {garantieJahre}.');
    expect(wrong.status).toBe(422);
    const { fields } = ((await wrong.json()) as { error: { fields: Record<string, string> } }).error;
    expect(Object.keys(fields)).toEqual(['fields.answer']);
    expect(fields['fields.answer']).toContain('warrantyYears');
    expect(
      await db()
        .select()
        .from(schema.contentDrafts)
        .where(and(eq(schema.contentDrafts.itemId, QUESTION), eq(schema.contentDrafts.locale, 'de'))),
    ).toEqual([]);

    const saved = await save('Die Garantiezeit beträgt {warrantyYears} ab Lieferung.');
    expect(saved.status).toBe(200);
    const { draft } = (await saved.json()) as Editor;
    const published = await publishFaq(
      request(`${path}/publish`, asStaff(editorA.cookie, { body: { draftVersion: draft!.version } })),
      params({ id: QUESTION, locale: 'de' }),
    );
    expect(published.status).toBe(200);
    const item = (await readFaq('de')).flatMap((c) => c.items).find((i) => i.id === QUESTION)!;
    expect(item.answer).toBe('Die Garantiezeit beträgt 2 Jahre ab Lieferung.');
  });
});
