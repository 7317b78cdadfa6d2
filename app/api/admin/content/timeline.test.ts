import { and, eq, inArray } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { closeDb, db, schema } from '@/lib/server/db';
import { readBrandContent } from '@/lib/server/content/brand';
import { mediaUse } from '@/lib/server/media-use';
import { previewCertificate, previewTimeline } from '@/lib/server/staff/content';
import { params, request } from '@/test/http';
import { shopFixtures } from '@/test/shop-fixtures';
import { staffFixtures } from '@/test/staff-fixtures';
import { contentRoutesOf } from '@/test/content-kind-routes';

const { publish: publishCertificate, save: saveCertificate, matrix: certificateMatrix } = contentRoutesOf('certificates');
const { publish: publishEvent, read: readEvent, save: saveEvent, matrix: timelineMatrix } = contentRoutesOf('timeline');

// The history event and the certificate this file edits; no other suite edits their texts.
const EVENT = 'smart-lab';
const CERTIFICATE = 'rohs';
const staff = staffFixtures();
const { asStaff } = staff;
const fixtures = shopFixtures();
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;
const tt = schema.timelineEventTexts;
const ct = schema.certificateTexts;
let originalEvents: (typeof tt.$inferSelect)[];
let originalCertificates: (typeof ct.$inferSelect)[];

type Matrix = { items: { id: string; cells: Record<string, { status: string; draft: boolean }> }[] };
const eventPath = (locale: string, tail = '') => `/api/admin/content/timeline/${EVENT}/${locale}${tail}`;
const putEvent = (locale: string, fields: Record<string, unknown>, draftVersion: string | null, cookie = editor.cookie) =>
  saveEvent(request(eventPath(locale), asStaff(cookie, { method: 'PUT', body: { fields, draftVersion } })), params({ id: EVENT, locale }));
const publishEventDraft = async (locale: string, draftVersion: string) =>
  publishEvent(request(eventPath(locale, '/publish'), asStaff(editor.cookie, { body: { draftVersion } })), params({ id: EVENT, locale }));
const event = async (locale: 'en' | 'ja' | 'de') => (await readBrandContent(locale)).timeline.find((e) => e.id === EVENT)!;

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
  originalEvents = await db().select().from(tt).where(eq(tt.eventId, EVENT));
  originalCertificates = await db().select().from(ct).where(eq(ct.certificateId, CERTIFICATE));
});

afterAll(async () => {
  for (const r of originalEvents)
    await db()
      .update(tt)
      .set({ title: r.title, text: r.text })
      .where(and(eq(tt.eventId, r.eventId), eq(tt.locale, r.locale)));
  for (const r of originalCertificates)
    await db()
      .update(ct)
      .set({ title: r.title })
      .where(and(eq(ct.certificateId, r.certificateId), eq(ct.locale, r.locale)));
  for (const [kind, id] of [
    ['timeline', EVENT],
    ['certificate', CERTIFICATE],
  ] as const) {
    for (const t of [schema.contentVersions, schema.contentDrafts, schema.translationState])
      await db()
        .delete(t)
        .where(and(eq(t.kind, kind), eq(t.itemId, id)));
  }
  await staff.cleanup();
  await fixtures.cleanup();
  await closeDb();
});

describe('the brand history and the certificates in the back office', () => {
  it('lists every history event and certificate × locale in their translation matrices', async () => {
    const events = (await (await timelineMatrix(request('/api/admin/content/timeline', asStaff(editor.cookie)))).json()) as Matrix;
    expect(events.items.map((i) => i.id)).toEqual([
      'founded',
      'first-export',
      'factory-expansion',
      'smart-lab',
      'first-smart-collar',
      'sixty-countries',
      'grooming-line',
      'c4-launch',
    ]);
    expect(events.items.find((i) => i.id === EVENT)!.cells.ja).toMatchObject({ status: 'done', draft: false });
    const certificates = (await (await certificateMatrix(request('/api/admin/content/certificates', asStaff(editor.cookie)))).json()) as Matrix;
    expect(certificates.items.map((i) => i.id)).toEqual(expect.arrayContaining(['iso9001', 'ce', 'rohs']));
  });

  it('is for editors and admins, and refuses an empty title with a field error, changing nothing', async () => {
    const customer = await fixtures.user();
    expect((await putEvent('ja', { title: 'x', text: 'y' }, null, support.cookie)).status).toBe(403);
    expect(
      (
        await saveEvent(
          request(eventPath('ja'), { method: 'PUT', body: { fields: { title: 'x', text: 'y' }, draftVersion: null }, token: customer.token }),
          params({ id: EVENT, locale: 'ja' }),
        )
      ).status,
    ).toBe(403);
    const bad = await putEvent('ja', { title: '  ', text: 'y' }, null);
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(['fields.title']);
    expect((await event('ja')).title).toBe(originalEvents.find((r) => r.locale === 'ja')!.title);
    expect(
      (
        await saveEvent(
          request(
            '/api/admin/content/timeline/no-such-event/ja',
            asStaff(editor.cookie, { method: 'PUT', body: { fields: { title: 'x', text: 'y' }, draftVersion: null } }),
          ),
          params({ id: 'no-such-event', locale: 'ja' }),
        )
      ).status,
    ).toBe(404);
  });

  it('publishes a Japanese history event after a preview: the brand page changes in Japanese only, and English edits outdate the translations', async () => {
    const current = (await (
      await readEvent(request(`${eventPath('ja')}?reference=en`, asStaff(editor.cookie)), params({ id: EVENT, locale: 'ja' }))
    ).json()) as {
      draft: { version: string } | null;
      referenceTexts: { title: string } | null;
    };
    expect(current.referenceTexts!.title).toBe(originalEvents.find((r) => r.locale === 'en')!.title);
    const saved = await putEvent('ja', { title: 'スマートラボ開設', text: '首輪の研究所を開きました。' }, current.draft?.version ?? null);
    expect(saved.status).toBe(200);
    const { draft } = (await saved.json()) as { draft: { version: string } };
    // The staff preview shows it; the page does not yet.
    expect((await previewTimeline(EVENT, 'ja'))!.content.timeline.find((e) => e.id === EVENT)).toMatchObject({ title: 'スマートラボ開設' });
    expect((await event('ja')).title).not.toBe('スマートラボ開設');

    (revalidateTag as jest.Mock).mockClear();
    expect((await publishEventDraft('ja', draft.version)).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('brand', { expire: 0 });
    expect(await event('ja')).toMatchObject({ title: 'スマートラボ開設', text: '首輪の研究所を開きました。' });
    expect((await event('de')).title).toBe(originalEvents.find((r) => r.locale === 'de')!.title);

    // The English text changes: every other locale's translation is outdated, Japanese included.
    const en = originalEvents.find((r) => r.locale === 'en')!;
    const english = await putEvent('en', { title: en.title, text: `${en.text} It now tests every collar in rain and snow.` }, null);
    expect((await publishEventDraft('en', ((await english.json()) as { draft: { version: string } }).draft.version)).status).toBe(200);
    const matrix = (await (await timelineMatrix(request('/api/admin/content/timeline', asStaff(editor.cookie)))).json()) as Matrix;
    expect(matrix.items.find((i) => i.id === EVENT)!.cells).toMatchObject({ en: { status: 'done' }, ja: { status: 'outdated' }, de: { status: 'outdated' } });
  });

  it('renames a certificate in German: the brand page, its preview and the image description in the viewer follow', async () => {
    const saved = await saveCertificate(
      request(
        `/api/admin/content/certificates/${CERTIFICATE}/de`,
        asStaff(editor.cookie, { method: 'PUT', body: { fields: { title: 'RoHS-Konformität (EU)' }, draftVersion: null } }),
      ),
      params({ id: CERTIFICATE, locale: 'de' }),
    );
    expect(saved.status).toBe(200);
    const { draft } = (await saved.json()) as { draft: { version: string } };
    expect((await previewCertificate(CERTIFICATE, 'de'))!.content.certificates.find((c) => c.id === CERTIFICATE)!.title).toBe('RoHS-Konformität (EU)');
    const published = await publishCertificate(
      request(`/api/admin/content/certificates/${CERTIFICATE}/de/publish`, asStaff(editor.cookie, { body: { draftVersion: draft.version } })),
      params({ id: CERTIFICATE, locale: 'de' }),
    );
    expect(published.status).toBe(200);
    const certificate = (await readBrandContent('de')).certificates.find((c) => c.id === CERTIFICATE)!;
    expect(certificate.title).toBe('RoHS-Konformität (EU)');
    expect((await mediaUse(certificate.image, 'de'))?.alt).toBe('RoHS-Konformität (EU)');
    const versions = await db()
      .select({ kind: schema.contentVersions.kind })
      .from(schema.contentVersions)
      .where(and(eq(schema.contentVersions.itemId, CERTIFICATE), inArray(schema.contentVersions.kind, ['certificate'])));
    expect(versions.length).toBeGreaterThanOrEqual(1);
  });
});
