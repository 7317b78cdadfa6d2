import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import sharp from 'sharp';
import { POST as upload } from '@/app/api/admin/media/route';
import { DELETE as removeMedia } from '@/app/api/admin/media/[id]/route';
import { readBrandContent } from '@/lib/server/content/brand';
import { closeDb, db, schema } from '@/lib/server/db';
import type { StaffBrandItem, StaffBrandItems } from '@/lib/types/staff';
import { BackOfficeEditsError, seed } from '@/scripts/seed';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { contentRoutesOf } from '@/test/content-kind-routes';
import de from '@/messages/de.json';
import { DELETE as remove, PATCH as update } from './[list]/[id]/route';
import { POST as create } from './[list]/route';
import { GET as list } from './route';

const timelineTexts = contentRoutesOf('timeline');

const staff = staffFixtures();
const { asStaff } = staff;
const NEW = `moon-${randomBytes(3).toString('hex')}`;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;
const media: string[] = [];
/** The demo content's years and pictures, put back afterwards (other suites of this worker read the brand page). */
let before: StaffBrandItems;

const uploadImage = async () => {
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: randomBytes(1)[0]!, b: 200 } } })
    .png()
    .toBuffer();
  const res = await upload(
    request(
      '/api/admin/media?name=history.png',
      asStaff(editor.cookie, { method: 'POST', rawBody: png as unknown as string, headers: { 'content-type': 'image/png' } }),
    ),
  );
  const item = (await res.json()) as { id: string; src: string };
  media.push(item.id);
  return item.src;
};
const items = async (cookie = editor.cookie) => {
  const res = await list(request('/api/admin/brand', asStaff(cookie)));
  return { res, body: res.ok ? ((await res.json()) as StaffBrandItems) : { timeline: [], certificates: [] } };
};
const patch = (kind: string, id: string, body: Record<string, unknown>, cookie = editor.cookie, lang = 'en') =>
  update(request(`/api/admin/brand/${kind}/${id}`, asStaff(cookie, { method: 'PATCH', body, lang })), params({ list: kind, id }));
const post = (kind: string, body: Record<string, unknown>, cookie = editor.cookie, lang = 'en') =>
  create(request(`/api/admin/brand/${kind}`, asStaff(cookie, { body, lang })), params({ list: kind }));

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
  before = (await items()).body;
});

afterAll(async () => {
  for (const e of before.timeline) await db().update(schema.timelineEvents).set({ year: e.year, image: e.image }).where(eq(schema.timelineEvents.id, e.id));
  for (const c of before.certificates) await db().update(schema.certificates).set({ year: c.year, image: c.image! }).where(eq(schema.certificates.id, c.id));
  await db().delete(schema.timelineEvents).where(eq(schema.timelineEvents.id, NEW));
  for (const table of [schema.translationState, schema.contentVersions, schema.contentDrafts])
    await db()
      .delete(table)
      .where(and(eq(table.kind, 'timeline'), eq(table.itemId, NEW)));
  await db()
    .delete(schema.backOfficeEdits)
    .where(inArray(schema.backOfficeEdits.kind, ['timeline', 'certificate']));
  if (media.length) await db().delete(schema.media).where(inArray(schema.media.id, media));
  await staff.cleanup();
  await closeDb();
});

describe('the brand page’s history and certificates in the back office', () => {
  it('lists both in the page’s order, with English titles; for editors and admins only', async () => {
    const { timeline, certificates } = before;
    expect(timeline.length).toBeGreaterThan(3);
    expect(certificates.length).toBeGreaterThan(1);
    expect(timeline.map((e) => e.year)).toEqual([...timeline.map((e) => e.year)].sort((a, b) => a - b));
    expect(timeline.map((e) => e.id)).toEqual((await readBrandContent('en')).timeline.map((e) => e.id));
    expect(certificates.every((c) => c.image)).toBe(true);
    expect((await items(support.cookie)).res.status).toBe(403);
    const first = timeline[0]!;
    expect((await patch('timeline', first.id, { year: 2030, image: null, updatedAt: first.updatedAt }, support.cookie)).status).toBe(403);
  });

  it('moves a history event by its year and gives it a library picture; the brand page follows, and an older version answers 409', async () => {
    const first = before.timeline[0]!;
    const image = await uploadImage();
    (revalidateTag as jest.Mock).mockClear();
    const res = await patch('timeline', first.id, { year: 2099, image, updatedAt: first.updatedAt });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: first.id, year: 2099, image });
    expect(revalidateTag).toHaveBeenCalledWith('brand', { expire: 0 });
    const page = await readBrandContent('ja');
    expect(page.timeline.at(-1)).toMatchObject({ id: first.id, year: 2099, image });

    const stale = await patch('timeline', first.id, { year: 1999, image: null, updatedAt: first.updatedAt });
    expect(stale.status).toBe(409);
    expect((await readBrandContent('en')).timeline.at(-1)).toMatchObject({ id: first.id, year: 2099 });

    // The picture is in use: the library will not delete it from under the page.
    const inUse = await removeMedia(request(`/api/admin/media/${media[0]}`, asStaff(editor.cookie, { method: 'DELETE' })), params({ id: media[0]! }));
    expect(inUse.status).toBe(409);
    expect(((await inUse.json()) as { error: { code: string } }).error.code).toBe('media_in_use');
  });

  it('refuses a picture not in the library, a year out of range and a certificate without a picture, in the editor’s language, changing nothing', async () => {
    const { body } = await items();
    const event = body.timeline[0]!;
    const certificate = body.certificates[0]!;
    const cases: [string, StaffBrandItem, Record<string, unknown>, string][] = [
      ['timeline', event, { image: '/media/brand/evil.svg' }, 'image'],
      ['timeline', event, { image: `/api/media/${'0'.repeat(32)}/1920.webp` }, 'image'],
      ['timeline', event, { year: 1800 }, 'year'],
      ['certificates', certificate, { image: null }, 'image'],
    ];
    for (const [kind, item, bad, field] of cases) {
      const res = await patch(kind, item.id, { year: item.year, image: item.image, updatedAt: item.updatedAt, ...bad }, editor.cookie, 'de');
      expect(res.status).toBe(422);
      const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(error.fields)).toEqual([field]);
    }
    const missing = await post('certificates', { id: NEW, year: 2026, image: null }, editor.cookie, 'de');
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ image: de.Errors.fieldRequired });
    expect((await items()).body).toEqual(body);
  });

  it('adds a history event that shows once its English text is published, keeps content:publish off it, and removes it with its texts', async () => {
    const res = await post('timeline', { id: NEW, year: 2027, image: null });
    expect(res.status).toBe(201);
    const added = (await res.json()) as StaffBrandItem;
    expect(added).toMatchObject({ id: NEW, year: 2027, image: null, title: NEW });
    expect((await post('timeline', { id: NEW, year: 2028, image: null })).status).toBe(409);
    expect((await readBrandContent('en')).timeline.map((e) => e.id)).not.toContain(NEW);

    const saved = await timelineTexts.save(
      request(
        `/api/admin/content/timeline/${NEW}/en`,
        asStaff(editor.cookie, { method: 'PUT', body: { fields: { title: 'To the moon', text: 'A collar in orbit.' }, draftVersion: null } }),
      ),
      params({ id: NEW, locale: 'en' }),
    );
    expect(saved.status).toBe(200);
    const { draft } = (await saved.json()) as { draft: { version: string } };
    const published = await timelineTexts.publish(
      request(`/api/admin/content/timeline/${NEW}/en/publish`, asStaff(editor.cookie, { body: { draftVersion: draft.version } })),
      params({ id: NEW, locale: 'en' }),
    );
    expect(published.status).toBe(200);
    const page = (await readBrandContent('en')).timeline;
    expect(page.find((e) => e.id === NEW)).toMatchObject({ year: 2027, title: 'To the moon', image: null });

    const refused = seed(process.env.DATABASE_URL!);
    await expect(refused).rejects.toBeInstanceOf(BackOfficeEditsError);
    await expect(refused).rejects.toThrow(`timeline:${NEW}`);

    const current = (await items()).body.timeline.find((e) => e.id === NEW)!;
    expect(current.title).toBe('To the moon');
    const gone = await remove(
      request(`/api/admin/brand/timeline/${NEW}`, asStaff(editor.cookie, { method: 'DELETE', body: { updatedAt: current.updatedAt } })),
      params({ list: 'timeline', id: NEW }),
    );
    expect(gone.status).toBe(204);
    expect((await readBrandContent('en')).timeline.map((e) => e.id)).not.toContain(NEW);
    expect(await db().select().from(schema.timelineEventTexts).where(eq(schema.timelineEventTexts.eventId, NEW))).toEqual([]);
    const [entry] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'timeline.delete'), eq(schema.auditLog.targetId, NEW)));
    expect(entry).toMatchObject({ actor: editor.email, before: expect.objectContaining({ year: 2027, texts: { en: 'To the moon' } }) });
  });
});
