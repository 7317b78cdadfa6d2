import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { contentRoutesOf } from '@/test/content-kind-routes';

const { confirmMany, matrix, read } = contentRoutesOf('news');

// Articles no other suite reads or edits; A sorts before B, so B is handled second.
const A = 'agm-2026-notice';
const B = 'agm-2026-results';
const NINE = ['zh', 'de', 'ja', 'fr', 'es', 'ko', 'pt', 'ru', 'it'];
const state = schema.translationState;
const staff = staffFixtures();
const { asStaff } = staff;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;
let saved: (typeof state.$inferSelect)[];

type Result = { applied: boolean; confirmed: { id: string; locale: string }[]; refused: { id: string; locale: string | null; reason: string }[] };
type Matrix = { items: { id: string; revision: number; cells: Record<string, { status: string }> }[] };

const bulk = (body: unknown, cookie = editor.cookie, lang = 'en') => confirmMany(request('/api/admin/content/news/confirm', asStaff(cookie, { body, lang })));
const rows = async () => ((await (await matrix(request('/api/admin/content/news', asStaff(editor.cookie)))).json()) as Matrix).items;
const row = async (id: string) => (await rows()).find((r) => r.id === id)!;
const statuses = async (id: string) => Object.fromEntries(Object.entries((await row(id)).cells).map(([l, c]) => [l, c.status]));
const nineAre = (status: string) => Object.fromEntries(NINE.map((l) => [l, status]));
/** The English text of `id` was published again with a change: its nine translations are outdated. */
const englishChanged = (id: string) =>
  db()
    .update(state)
    .set({ revision: sql`${state.revision} + 1` })
    .where(and(eq(state.kind, 'news'), eq(state.itemId, id), eq(state.locale, 'en')));
/** The editor's audit entries about `id` written by the current test. */
let auditFrom = 0;
const auditOf = (id: string) =>
  db()
    .select({ targetId: schema.auditLog.targetId, action: schema.auditLog.action })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.staffId, editor.id), gt(schema.auditLog.id, auditFrom), sql`${schema.auditLog.targetId} like ${`${id}/%`}`));

beforeAll(async () => {
  saved = await db()
    .select()
    .from(state)
    .where(and(eq(state.kind, 'news'), inArray(state.itemId, [A, B])));
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
});

beforeEach(async () => {
  const [last] = await db().select({ id: schema.auditLog.id }).from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1);
  auditFrom = last?.id ?? 0;
});

afterEach(async () => {
  // Each test starts from the seeded states of both articles.
  await db().transaction(async (tx) => {
    await tx.delete(state).where(and(eq(state.kind, 'news'), inArray(state.itemId, [A, B])));
    await tx.insert(state).values(saved);
  });
});

afterAll(async () => {
  await staff.cleanup();
  await closeDb();
});

describe('bulk "still correct" for translations', () => {
  it('marks the nine outdated translations of an article current in one action, with one audit entry each', async () => {
    await englishChanged(A);
    expect(await statuses(A)).toEqual({ en: 'done', ...nineAre('outdated') });
    const res = await bulk({ items: [{ id: A, revision: (await row(A)).revision }], locale: 'all' });
    expect(res.status).toBe(200);
    const result = (await res.json()) as Result;
    expect(result.applied).toBe(true);
    expect(result.refused).toEqual([]);
    expect(result.confirmed.map((c) => c.locale).sort()).toEqual([...NINE].sort());
    expect(await statuses(A)).toEqual({ en: 'done', ...nineAre('done') });
    // The editor of one language says the same.
    const ko = (await (await read(request(`/api/admin/content/news/${A}/ko`, asStaff(editor.cookie)), params({ id: A, locale: 'ko' }))).json()) as {
      status: string;
    };
    expect(ko.status).toBe('done');
    const audit = await auditOf(A);
    expect(audit.map((a) => a.targetId).sort()).toEqual(NINE.map((l) => `${A}/${l}`).sort());
    expect(new Set(audit.map((a) => a.action))).toEqual(new Set(['content.confirm']));
  });

  it('in one language marks that language only, and names what it refused and why', async () => {
    await englishChanged(A);
    const revision = (await row(A)).revision;
    const first = (await (
      await bulk({
        items: [
          { id: A, revision },
          { id: B, revision: (await row(B)).revision },
        ],
        locale: 'de',
      })
    ).json()) as Result;
    expect(first).toEqual({ applied: true, confirmed: [{ id: A, locale: 'de' }], refused: [{ id: B, locale: 'de', reason: 'not_outdated' }] });
    expect(await statuses(A)).toEqual({ en: 'done', ...nineAre('outdated'), de: 'done' });
    // Again: nothing left to do in German.
    const again = (await (await bulk({ items: [{ id: A, revision }], locale: 'de' })).json()) as Result;
    expect(again).toEqual({ applied: true, confirmed: [], refused: [{ id: A, locale: 'de', reason: 'not_outdated' }] });
    expect((await auditOf(A)).map((a) => a.targetId)).toEqual([`${A}/de`]);
  });

  it('refuses a missing translation and marks the others', async () => {
    await englishChanged(A);
    const ko = await db()
      .select()
      .from(schema.newsTexts)
      .where(and(eq(schema.newsTexts.newsId, A), eq(schema.newsTexts.locale, 'ko')));
    await db()
      .delete(schema.newsTexts)
      .where(and(eq(schema.newsTexts.newsId, A), eq(schema.newsTexts.locale, 'ko')));
    try {
      const result = (await (await bulk({ items: [{ id: A, revision: (await row(A)).revision }], locale: 'all' })).json()) as Result;
      expect(result.applied).toBe(true);
      expect(result.refused).toEqual([{ id: A, locale: 'ko', reason: 'missing' }]);
      expect(result.confirmed).toHaveLength(8);
      expect(await statuses(A)).toEqual({ en: 'done', ...nineAre('done'), ko: 'missing' });
    } finally {
      await db().insert(schema.newsTexts).values(ko);
    }
  });

  it('is atomic: an English text changed since the editor looked stops the action mid-way and nothing changes', async () => {
    await Promise.all([englishChanged(A), englishChanged(B)]);
    const seen = { a: (await row(A)).revision, b: (await row(B)).revision };
    // B's English changes again after the editor loaded the table.
    await englishChanged(B);
    const res = await bulk({
      items: [
        { id: A, revision: seen.a },
        { id: B, revision: seen.b },
      ],
      locale: 'all',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ applied: false, confirmed: [], refused: [{ id: B, locale: null, reason: 'english_changed' }] });
    // A came first and would have been marked: it is not, and the audit log holds nothing of it.
    expect(await statuses(A)).toEqual({ en: 'done', ...nineAre('outdated') });
    expect(await statuses(B)).toEqual({ en: 'done', ...nineAre('outdated') });
    expect(await auditOf(A)).toEqual([]);
    // An unknown article stops it the same way.
    const unknown = (await (
      await bulk({
        items: [
          { id: A, revision: seen.a },
          { id: 'no-such-article', revision: 1 },
        ],
        locale: 'all',
      })
    ).json()) as Result;
    expect(unknown).toEqual({ applied: false, confirmed: [], refused: [{ id: 'no-such-article', locale: null, reason: 'not_found' }] });
    expect(await statuses(A)).toEqual({ en: 'done', ...nineAre('outdated') });
  });

  it('is atomic: a database error mid-way leaves every translation and the audit log as they were', async () => {
    await Promise.all([englishChanged(A), englishChanged(B)]);
    const revisions = { a: (await row(A)).revision, b: (await row(B)).revision };
    // The database refuses the write of B's French state, after A's nine and some of B's went through.
    await db().execute(
      sql.raw(`create or replace function bulk_confirm_test_fail() returns trigger language plpgsql as $$
        begin raise exception 'bulk confirm test: refused write'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger bulk_confirm_test_fail before insert or update on translation_state
        for each row when (new.item_id = '${B}' and new.locale = 'fr') execute function bulk_confirm_test_fail()`),
    );
    try {
      const res = await bulk({
        items: [
          { id: A, revision: revisions.a },
          { id: B, revision: revisions.b },
        ],
        locale: 'all',
      });
      expect(res.status).toBe(500);
    } finally {
      await db().execute(sql.raw('drop trigger bulk_confirm_test_fail on translation_state'));
      await db().execute(sql.raw('drop function bulk_confirm_test_fail()'));
    }
    expect(await statuses(A)).toEqual({ en: 'done', ...nineAre('outdated') });
    expect(await statuses(B)).toEqual({ en: 'done', ...nineAre('outdated') });
    expect([...(await auditOf(A)), ...(await auditOf(B))]).toEqual([]);
  });

  it('is for editors and admins, and validates its input with messages in the member’s language', async () => {
    await englishChanged(A);
    const body = { items: [{ id: A, revision: (await row(A)).revision }], locale: 'all' };
    expect((await bulk(body, support.cookie)).status).toBe(403);
    expect((await confirmMany(request('/api/admin/content/news/confirm', { body }))).status).toBe(401);
    expect(await statuses(A)).toEqual({ en: 'done', ...nineAre('outdated') });
    const english = await bulk({ items: [], locale: 'en' }, editor.cookie, 'de');
    expect(english.status).toBe(422);
    const error = ((await english.json()) as { error: { message: string; fields: Record<string, string> } }).error;
    expect(Object.keys(error.fields).sort()).toEqual(['items', 'locale']);
    expect(error.message).toBe('Ungültige Eingabe');
  });
});
