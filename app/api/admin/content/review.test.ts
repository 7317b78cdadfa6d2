import { and, eq } from 'drizzle-orm';
import { GET as getSetting, PUT as putSetting } from '@/app/api/admin/settings/review/route';
import { closeDb, db, schema } from '@/lib/server/db';
import { CONTENT_REVIEW_KEY } from '@/lib/server/staff/content-review';
import { contentRoutesOf } from '@/test/content-kind-routes';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';

/**
 * The review step (issue 34): for a kind an admin chose, a draft goes live only after it was sent
 * for review, and then by another editor or an admin; saving it again takes it out of review.
 */
const { read, save, publish, review, schedule } = contentRoutesOf('faq');
const ID = 'payment-methods';
const LOCALE = 'it';
const staff = staffFixtures();
const { asStaff } = staff;
type Member = Awaited<ReturnType<typeof staff.signedIn>>;
let writer: Member;
let reviewer: Member;
let admin: Member;
let original: typeof schema.faqTexts.$inferSelect;

type View = { draft: { version: string } | null; review: { required: boolean; requestedAt: string | null; requestedBy: string | null; canPublish: boolean } };
const path = (tail = '') => `/api/admin/content/faq/${ID}/${LOCALE}${tail}`;
const at = { id: ID, locale: LOCALE };
const view = async (who: Member) => (await (await read(request(path(), asStaff(who.cookie)), params(at))).json()) as View;
const draft = async (who: Member, answer: string) => {
  const before = await view(who);
  const res = await save(
    request(
      path(),
      asStaff(who.cookie, { method: 'PUT', body: { fields: { question: original.question, answer }, draftVersion: before.draft?.version ?? null } }),
    ),
    params(at),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as View).draft!.version;
};
const post = (route: typeof publish, tail: string, who: Member, body: unknown) => route(request(path(tail), asStaff(who.cookie, { body })), params(at));
const setKinds = async (kinds: string[]) => {
  const { version } = (await (await getSetting(request('/api/admin/settings/review', asStaff(admin.cookie)))).json()) as { version: string };
  const res = await putSetting(request('/api/admin/settings/review', asStaff(admin.cookie, { method: 'PUT', body: { kinds, version } })));
  expect(res.status).toBe(200);
  return res.json();
};

beforeAll(async () => {
  [writer, reviewer, admin] = await Promise.all([staff.signedIn('editor'), staff.signedIn('editor'), staff.signedIn('admin')]);
  const [row] = await db()
    .select()
    .from(schema.faqTexts)
    .where(and(eq(schema.faqTexts.faqId, ID), eq(schema.faqTexts.locale, LOCALE)));
  original = row!;
});

afterAll(async () => {
  await db().delete(schema.siteSettings).where(eq(schema.siteSettings.key, CONTENT_REVIEW_KEY));
  await db()
    .update(schema.faqTexts)
    .set(original)
    .where(and(eq(schema.faqTexts.faqId, ID), eq(schema.faqTexts.locale, LOCALE)));
  for (const t of [schema.contentVersions, schema.contentDrafts, schema.translationState] as const)
    await db()
      .delete(t)
      .where(and(eq(t.kind, 'faq'), eq(t.itemId, ID), eq(t.locale, LOCALE)));
  await staff.cleanup();
  await closeDb();
});

describe('the review step', () => {
  it('is chosen per kind by admins only', async () => {
    expect((await getSetting(request('/api/admin/settings/review', asStaff(writer.cookie)))).status).toBe(403);
    expect(await setKinds(['faq', 'news'])).toMatchObject({
      kinds: expect.arrayContaining([
        { kind: 'faq', required: true },
        { kind: 'products', required: false },
      ]),
    });
    const [entry] = await db().select().from(schema.auditLog).where(eq(schema.auditLog.action, 'settings.review'));
    expect(entry).toBeDefined();
  });

  it('publishes a draft only once it was sent for review, and then by another editor', async () => {
    const version = await draft(writer, `${original.answer} (aggiornato)`);
    expect((await view(writer)).review).toEqual({ required: true, requestedAt: null, requestedBy: null, canPublish: false });

    // Not sent for review: nobody but an admin publishes it, nor schedules it.
    const early = await post(publish, '/publish', writer, { draftVersion: version });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { code: 'review_required' } });
    expect((await post(publish, '/publish', reviewer, { draftVersion: version })).status).toBe(409);
    const later = await schedule(
      request(path('/schedule'), asStaff(writer.cookie, { method: 'PUT', body: { at: '2099-01-01T09:00', timeZone: 'Europe/Rome' } })),
      params(at),
    );
    expect(later.status).toBe(409);

    expect((await post(review, '/review', writer, { draftVersion: version })).status).toBe(200);
    const sent = await view(writer);
    expect(sent.review).toMatchObject({ required: true, requestedBy: writer.name, canPublish: false });
    expect(sent.draft!.version).toBe(version);
    // Who sent it does not publish it.
    const own = await post(publish, '/publish', writer, { draftVersion: version });
    expect(own.status).toBe(409);
    expect(((await own.json()) as { error: { message: string } }).error.message).toMatch(/another editor or an admin/);

    expect((await view(reviewer)).review.canPublish).toBe(true);
    expect((await post(publish, '/publish', reviewer, { draftVersion: version })).status).toBe(200);
    const [live] = await db()
      .select()
      .from(schema.faqTexts)
      .where(and(eq(schema.faqTexts.faqId, ID), eq(schema.faqTexts.locale, LOCALE)));
    expect(live!.answer).toBe(`${original.answer} (aggiornato)`);
  });

  it('takes a draft changed after it was sent back out of review', async () => {
    const first = await draft(writer, `${original.answer} (prima)`);
    expect((await post(review, '/review', writer, { draftVersion: first })).status).toBe(200);
    const second = await draft(reviewer, `${original.answer} (seconda)`);
    expect((await view(reviewer)).review).toMatchObject({ requestedAt: null, canPublish: false });
    expect((await post(publish, '/publish', writer, { draftVersion: second })).status).toBe(409);
    // A stale version is a conflict, not a review.
    expect((await post(review, '/review', reviewer, { draftVersion: first })).status).toBe(409);
  });

  it('lets an admin publish without review, and kinds not chosen publish as before', async () => {
    const version = await draft(admin, `${original.answer} (admin)`);
    expect((await view(admin)).review.canPublish).toBe(true);
    expect((await post(publish, '/publish', admin, { draftVersion: version })).status).toBe(200);
    await setKinds([]);
    const plain = await draft(writer, original.answer);
    expect((await view(writer)).review).toMatchObject({ required: false, canPublish: true });
    expect((await post(publish, '/publish', writer, { draftVersion: plain })).status).toBe(200);
  });
});
