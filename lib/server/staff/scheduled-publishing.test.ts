import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { closeDb, db, schema } from '@/lib/server/db';
import { readArticle } from '@/lib/server/content/news';
import { rebuildSearchIndex } from '@/lib/server/search/indexer';
import { wallTimeAt } from '@/lib/zoned-time';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { contentRoutesOf } from '@/test/content-kind-routes';
import { until } from '@/test/until';
import { SCHEDULE_MAX_ATTEMPTS } from '../publish-scheduler';
import { publishDueSchedules } from './scheduled-publishing';

const { schedule, unschedule, save } = contentRoutesOf('news');
const staff = staffFixtures();
const { asStaff } = staff;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
/** Articles of the seed this file schedules (no other suite runs in this worker's database at the same time). */
let articles: string[];
const LOCALES = ['fr', 'de', 'ja'] as const;
type Locale = (typeof LOCALES)[number];

const sc = schema.contentSchedules;
const texts = (id: string, title: string) => ({
  title,
  summary: 'Summary of the scheduled text.',
  source: 'Pawtrail',
  body: 'A first paragraph.\n\nA second one.',
});

/** A saved draft of the article in `locale`, through the editor's own route. */
async function draft(id: string, locale: Locale, title: string) {
  const [existing] = await db()
    .select({ updatedAt: schema.contentDrafts.updatedAt })
    .from(schema.contentDrafts)
    .where(and(eq(schema.contentDrafts.kind, 'news'), eq(schema.contentDrafts.itemId, id), eq(schema.contentDrafts.locale, locale)));
  const res = await save(
    request(
      `/api/admin/content/news/${id}/${locale}`,
      asStaff(editor.cookie, { method: 'PUT', body: { fields: texts(id, title), draftVersion: existing?.updatedAt.toISOString() ?? null } }),
    ),
    params({ id, locale }),
  );
  expect(res.status).toBe(200);
}

/** A schedule at `at`, written as the route would (the route refuses a past time: these are schedules whose time has come). */
async function scheduledAt(id: string, locale: Locale, at: Date) {
  await db().insert(sc).values({
    kind: 'news',
    itemId: id,
    locale,
    publishAt: at,
    timeZone: 'Asia/Tokyo',
    scheduledBy: editor.id,
    scheduledByName: editor.name,
    scheduledByEmail: editor.email,
  });
}

let testStart: Date;
beforeEach(() => {
  testStart = new Date();
});
/** The publications of this test in the audit log. */
const publishAudits = async (id: string, locale: Locale) =>
  db()
    .select({ actor: schema.auditLog.actor, ip: schema.auditLog.ip })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, 'content.publish'), eq(schema.auditLog.targetId, `${id}/${locale}`), gte(schema.auditLog.at, testStart)));

const remaining = async () => db().select().from(sc).where(inArray(sc.itemId, articles));

// Articles no other suite reads or edits; what these tests publish is put back after them, so that
// later suites of this worker (the seed's idempotency check among them) find the seeded content.
const ARTICLES = ['series-b-funding', 'shampoo-line-reformulated'];
let seeded: { texts: (typeof schema.newsTexts.$inferSelect)[]; states: (typeof schema.translationState.$inferSelect)[]; lastVersion: number };
const ofArticles = and(eq(schema.translationState.kind, 'news'), inArray(schema.translationState.itemId, ARTICLES));

beforeAll(async () => {
  editor = await staff.signedIn('editor');
  articles = (await db().select({ id: schema.news.id }).from(schema.news).where(inArray(schema.news.id, ARTICLES))).map((r) => r.id).sort();
  expect(articles).toEqual([...ARTICLES].sort());
  const [texts, states, [last]] = await Promise.all([
    db().select().from(schema.newsTexts).where(inArray(schema.newsTexts.newsId, ARTICLES)),
    db().select().from(schema.translationState).where(ofArticles),
    db()
      .select({ id: sql<number>`coalesce(max(${schema.contentVersions.id}), 0)::int` })
      .from(schema.contentVersions),
  ]);
  seeded = { texts, states, lastVersion: last!.id };
});
afterEach(async () => {
  await db().delete(schema.contentDrafts).where(inArray(schema.contentDrafts.itemId, articles));
});
afterAll(async () => {
  await db().transaction(async (tx) => {
    await tx.delete(sc).where(inArray(sc.itemId, ARTICLES));
    await tx.delete(schema.newsTexts).where(inArray(schema.newsTexts.newsId, ARTICLES));
    await tx.insert(schema.newsTexts).values(seeded.texts);
    await tx.delete(schema.translationState).where(ofArticles);
    await tx.insert(schema.translationState).values(seeded.states);
    await tx.delete(schema.contentVersions).where(and(gt(schema.contentVersions.id, seeded.lastVersion), inArray(schema.contentVersions.itemId, ARTICLES)));
    await tx.delete(schema.backOfficeEdits).where(inArray(schema.backOfficeEdits.itemId, ARTICLES));
    await rebuildSearchIndex(tx);
  });
  await staff.cleanup();
  await closeDb();
});

describe('the due job (publishDueSchedules)', () => {
  it('publishes only the schedules whose time has come, as the editor’s Publish does, and leaves the others', async () => {
    const [due, later] = articles as [string, string];
    await draft(due, 'fr', `Publié à l’heure ${Date.now()}`);
    await draft(later, 'fr', `Pas encore ${Date.now()}`);
    const before = (await readArticle('fr', later))?.title;
    await scheduledAt(due, 'fr', new Date(Date.now() - 1_000));
    await scheduledAt(later, 'fr', new Date(Date.now() + 3_600_000));

    expect(await publishDueSchedules()).toEqual({ published: 1, failed: 0 });

    expect((await readArticle('fr', due))?.title).toMatch(/^Publié à l’heure/);
    expect((await readArticle('fr', later))?.title).toBe(before);
    // The editor's path: the draft is gone, the publication is the scheduler's editor's in the history and the audit log.
    expect(await publishAudits(due, 'fr')).toEqual([{ actor: editor.email, ip: null }]);
    const [version] = await db()
      .select({ byName: schema.contentVersions.publishedByName, by: schema.contentVersions.publishedBy })
      .from(schema.contentVersions)
      .where(and(eq(schema.contentVersions.itemId, due), eq(schema.contentVersions.locale, 'fr'), eq(schema.contentVersions.origin, 'back_office')));
    expect(version).toEqual({ byName: editor.name, by: editor.id });
    expect((await remaining()).map((r) => r.itemId)).toEqual([later]);
  });

  it('publishes each due schedule once when several runners (instances) take them at the same time', async () => {
    const titles = new Map<string, string>();
    for (const id of articles)
      for (const locale of LOCALES) {
        const title = `Concurrent ${locale} ${id} ${Date.now()}`;
        titles.set(`${id}/${locale}`, title);
        await draft(id, locale, title);
        await scheduledAt(id, locale, new Date(Date.now() - 500));
      }

    const runs = await Promise.all([publishDueSchedules(), publishDueSchedules(), publishDueSchedules(), publishDueSchedules()]);

    expect(runs.reduce((sum, run) => sum + run.published, 0)).toBe(articles.length * LOCALES.length);
    expect(runs.every((run) => run.failed === 0)).toBe(true);
    for (const id of articles)
      for (const locale of LOCALES) {
        expect((await readArticle(locale, id))?.title).toBe(titles.get(`${id}/${locale}`));
        // Once: one history entry of the text, one audit entry.
        const versions = await db()
          .select({ id: schema.contentVersions.id })
          .from(schema.contentVersions)
          .where(
            and(
              eq(schema.contentVersions.itemId, id),
              eq(schema.contentVersions.locale, locale),
              sql`${schema.contentVersions.fields}->>'title' = ${titles.get(`${id}/${locale}`)}`,
            ),
          );
        expect(versions).toHaveLength(1);
        expect(await publishAudits(id, locale)).toHaveLength(1);
      }
    expect(await remaining()).toEqual([]);
  });

  it('loses no schedule when a runner dies mid-publication: its transaction rolls back and the next runner publishes', async () => {
    const [id] = articles as [string];
    const title = `Nach dem Absturz ${Date.now()}`;
    await draft(id, 'de', title);
    await scheduledAt(id, 'de', new Date(Date.now() - 1_000));
    const before = (await readArticle('de', id))?.title;

    // An instance that took the schedule, began writing the text and was killed (its connection ends without a commit).
    const doomed = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await doomed.connect();
    const errors: unknown[] = [];
    doomed.on('error', (error) => errors.push(error));
    await doomed.query('begin');
    await doomed.query(`select * from content_schedules where kind = 'news' and item_id = $1 and locale = 'de' for update skip locked`, [id]);
    await doomed.query(`update news_texts set title = 'half-published' where news_id = $1 and locale = 'de'`, [id]);
    // While it holds the row, another runner does not publish it a second time…
    expect(await publishDueSchedules()).toEqual({ published: 0, failed: 0 });
    const { rows } = await doomed.query<{ pid: number }>('select pg_backend_pid() as pid');
    const pid = rows[0]!.pid;
    await db().execute(sql`select pg_terminate_backend(${pid})`);
    await until(
      async () => (await db().execute(sql`select 1 from pg_stat_activity where pid = ${pid}`)).rows.length === 0,
      5_000,
      'the killed connection to end',
    );
    // Its client learns of the end now; the error it reports is the kill itself.
    await doomed.end().catch((error: unknown) => expect(String(error)).toMatch(/terminat|Connection/i));

    // …and once it is gone, nothing of its work is left and the schedule is still there to publish.
    expect((await readArticle('de', id))?.title).toBe(before);
    expect(await remaining()).toHaveLength(1);
    expect(await publishDueSchedules()).toEqual({ published: 1, failed: 0 });
    expect((await readArticle('de', id))?.title).toBe(title);
  });

  it('keeps a schedule whose publication fails, with its error, and stops after the last attempt', async () => {
    const [id] = articles as [string];
    await draft(id, 'ja', `失敗 ${Date.now()}`);
    await scheduledAt(id, 'ja', new Date(Date.now() - 1_000));
    const before = (await readArticle('ja', id))?.title;
    await db().update(schema.staff).set({ disabledAt: new Date() }).where(eq(schema.staff.id, editor.id));
    try {
      for (let i = 0; i < SCHEDULE_MAX_ATTEMPTS; i += 1) expect(await publishDueSchedules()).toEqual({ published: 0, failed: 1 });
      expect(await publishDueSchedules()).toEqual({ published: 0, failed: 0 });
    } finally {
      await db().update(schema.staff).set({ disabledAt: null }).where(eq(schema.staff.id, editor.id));
    }
    expect((await readArticle('ja', id))?.title).toBe(before);
    const [kept] = await remaining();
    expect(kept).toMatchObject({ attempts: SCHEDULE_MAX_ATTEMPTS, lastError: 'the staff member who scheduled it can no longer publish' });
    await db().delete(sc).where(eq(sc.itemId, id));
  });
});

describe('PUT/DELETE /api/admin/content/news/{id}/{locale}/schedule', () => {
  const path = (id: string, locale: string) => `/api/admin/content/news/${id}/${locale}/schedule`;
  const put = (id: string, locale: Locale, body: unknown, lang = 'en') =>
    schedule(request(path(id, locale), asStaff(editor.cookie, { method: 'PUT', body, lang })), params({ id, locale }));

  it('refuses a time that has passed, with the message in the editor’s language, and stores nothing', async () => {
    const [id] = articles as [string];
    await draft(id, 'fr', `Trop tard ${Date.now()}`);
    const aMinuteAgo = wallTimeAt(Date.now() - 60_000, 'Asia/Tokyo');
    const res = await put(id, 'fr', { at: aMinuteAgo, timeZone: 'Asia/Tokyo' }, 'de');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ at: 'Wähle einen Zeitpunkt in der Zukunft.' });
    expect(await remaining()).toEqual([]);
    // An unknown zone is no zone.
    expect((await put(id, 'fr', { at: '2099-01-01T09:00', timeZone: 'Mars/Olympus_Mons' })).status).toBe(422);
  });

  it('stores the instant the editor’s zone means, shows it back in that zone, and cancels', async () => {
    const [id] = articles as [string];
    await draft(id, 'fr', `Lundi neuf heures ${Date.now()}`);
    const res = await put(id, 'fr', { at: '2099-12-07T09:00', timeZone: 'Asia/Tokyo' });
    expect(res.status).toBe(200);
    const view = (await res.json()) as { schedule: { publishAt: string; timeZone: string; by: string; failed: null } };
    // 09:00 in Tokyo (UTC+9, no summer time) is midnight UTC.
    expect(view.schedule).toEqual({ publishAt: '2099-12-07T00:00:00.000Z', timeZone: 'Asia/Tokyo', by: editor.name, failed: null });
    // New York in July is on summer time (UTC−4).
    const summer = (await (await put(id, 'fr', { at: '2099-07-01T09:00', timeZone: 'America/New_York' })).json()) as typeof view;
    expect(summer.schedule.publishAt).toBe('2099-07-01T13:00:00.000Z');
    expect(await remaining()).toHaveLength(1);

    const cancelled = await unschedule(request(path(id, 'fr'), asStaff(editor.cookie, { method: 'DELETE' })), params({ id, locale: 'fr' }));
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { schedule: unknown }).schedule).toBeNull();
    expect(await remaining()).toEqual([]);
    const audit = await db()
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetId, `${id}/fr`), inArray(schema.auditLog.action, ['content.schedule', 'content.unschedule'])));
    expect(audit.map((a) => a.action).sort()).toEqual(['content.schedule', 'content.schedule', 'content.unschedule']);
  });

  it('needs a draft to schedule, and a schedule goes with its draft when the draft is discarded', async () => {
    const [, id] = articles as [string, string];
    expect((await put(id, 'de', { at: '2099-01-01T09:00', timeZone: 'Europe/Berlin' })).status).toBe(404);
    await draft(id, 'de', `Verworfen ${Date.now()}`);
    expect((await put(id, 'de', { at: '2099-01-01T09:00', timeZone: 'Europe/Berlin' })).status).toBe(200);
    await db()
      .delete(schema.contentDrafts)
      .where(and(eq(schema.contentDrafts.itemId, id), eq(schema.contentDrafts.locale, 'de')));
    expect(await remaining()).toEqual([]);
  });
});
