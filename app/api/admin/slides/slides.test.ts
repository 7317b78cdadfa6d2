import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import sharp from 'sharp';
import { POST as upload } from '@/app/api/admin/media/route';
import { closeDb, db, schema } from '@/lib/server/db';
import { readSlides } from '@/lib/server/content/slides';
import { previewSlide } from '@/lib/server/staff/content';
import { BackOfficeEditsError, seed } from '@/scripts/seed';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { DELETE as remove, PATCH as update } from './[id]/route';
import { GET as list, POST as create } from './route';
import { contentRoutesOf } from '@/test/content-kind-routes';

const { publish, save: saveDraft } = contentRoutesOf('slides');

type Slide = { id: string; title: string; image: string; href: string; position: number; updatedAt: string };

const staff = staffFixtures();
const { asStaff } = staff;
const ID = `summer-${randomBytes(3).toString('hex')}`;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;
const media: string[] = [];

const uploadImage = async () => {
  const png = await sharp({ create: { width: 1600, height: 700, channels: 3, background: { r: 250, g: randomBytes(1)[0]!, b: 40 } } })
    .png()
    .toBuffer();
  const res = await upload(
    request(
      '/api/admin/media?name=summer.png',
      asStaff(editor.cookie, { method: 'POST', rawBody: png as unknown as string, headers: { 'content-type': 'image/png' } }),
    ),
  );
  const item = (await res.json()) as { id: string; src: string };
  media.push(item.id);
  return item.src;
};
const slides = async (cookie = editor.cookie) => {
  const res = await list(request('/api/admin/slides', asStaff(cookie)));
  return { res, items: res.ok ? ((await res.json()) as { items: Slide[] }).items : [] };
};
const mine = async () => (await slides()).items.find((s) => s.id === ID)!;
const patch = (body: Record<string, unknown>, cookie = editor.cookie) =>
  update(request(`/api/admin/slides/${ID}`, asStaff(cookie, { method: 'PATCH', body })), params({ id: ID }));

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
});

afterAll(async () => {
  await db().delete(schema.slides).where(eq(schema.slides.id, ID));
  await db()
    .delete(schema.translationState)
    .where(and(eq(schema.translationState.kind, 'slide'), eq(schema.translationState.itemId, ID)));
  await db()
    .delete(schema.contentVersions)
    .where(and(eq(schema.contentVersions.kind, 'slide'), eq(schema.contentVersions.itemId, ID)));
  await db().delete(schema.backOfficeEdits).where(eq(schema.backOfficeEdits.itemId, ID));
  if (media.length) await db().delete(schema.media).where(inArray(schema.media.id, media));
  await staff.cleanup();
  await closeDb();
});

describe('the home slider in the back office', () => {
  it('adds a slide with an uploaded image, last in the slider, shown in a locale once its texts are published there', async () => {
    const { items: before } = await slides();
    expect(before.map((s) => s.id)).toEqual(expect.arrayContaining(['c4', 'app', 'shampoo']));
    const image = await uploadImage();
    (revalidateTag as jest.Mock).mockClear();
    const res = await create(request('/api/admin/slides', asStaff(editor.cookie, { body: { id: ID, image, href: '/c4' } })));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ id: ID, image, href: '/c4', position: Math.max(...before.map((s) => s.position)) + 1 });
    expect(revalidateTag).toHaveBeenCalledWith('brand', { expire: 0 });
    // No texts yet: not on the site in any locale.
    expect((await readSlides('en')).map((s) => s.id)).not.toContain(ID);

    const fields = { title: 'Summer walks', text: 'Light, bright and waterproof.', cta: 'See the C4', alt: 'A dog on a beach at sunset' };
    const saved = await saveDraft(
      request(`/api/admin/content/slides/${ID}/en`, asStaff(editor.cookie, { method: 'PUT', body: { fields, draftVersion: null } })),
      params({ id: ID, locale: 'en' }),
    );
    expect(saved.status).toBe(200);
    const draft = (await saved.json()) as { draft: { version: string } };
    const preview = await previewSlide(ID, 'en');
    expect(preview?.draft).toBe(true);
    expect(preview?.slides[0]).toMatchObject({ id: ID, image, title: 'Summer walks' });
    const published = await publish(
      request(`/api/admin/content/slides/${ID}/en/publish`, asStaff(editor.cookie, { body: { draftVersion: draft.draft.version } })),
      params({ id: ID, locale: 'en' }),
    );
    expect(published.status).toBe(200);
    expect((await readSlides('en')).at(-1)).toMatchObject({ id: ID, image, title: 'Summer walks', alt: 'A dog on a beach at sunset' });
    expect((await readSlides('de')).map((s) => s.id)).not.toContain(ID);
  });

  it('refuses images that are not in the library, links off the site, a taken id, and changes nothing', async () => {
    const current = await mine();
    const cases: [Record<string, unknown>, string][] = [
      [{ image: '/media/banner/c4.svg' }, 'image'],
      [{ image: `/api/media/${'0'.repeat(32)}/1920.webp` }, 'image'],
      [{ image: 'javascript:alert(1)' }, 'image'],
      [{ href: '//evil.example/' }, 'href'],
      [{ href: 'javascript:alert(1)' }, 'href'],
      [{ href: 'https://evil.example/' }, 'href'],
      [{ position: -1 }, 'position'],
    ];
    for (const [bad, field] of cases) {
      const res = await patch({ image: current.image, href: current.href, position: current.position, updatedAt: current.updatedAt, ...bad });
      expect(res.status).toBe(422);
      expect(Object.keys(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields)).toContain(field);
    }
    expect(await mine()).toEqual(current);
    const taken = await create(request('/api/admin/slides', asStaff(editor.cookie, { body: { id: 'c4', image: current.image, href: '/c4' } })));
    expect(taken.status).toBe(409);
    expect((await slides()).items.find((s) => s.id === 'c4')!.href).toBe('/c4');
  });

  it('moves a slide and changes its link over the version seen; an older version answers 409', async () => {
    const seen = await mine();
    const res = await patch({ image: seen.image, href: '/AppDownload', position: 0, updatedAt: seen.updatedAt });
    expect(res.status).toBe(200);
    const order = (await readSlides('en')).map((s) => s.id);
    expect(order.indexOf(ID)).toBeLessThan(order.indexOf('app'));
    expect((await readSlides('en')).find((s) => s.id === ID)).toMatchObject({ href: '/AppDownload' });
    const stale = await patch({ image: seen.image, href: '/c4', position: 9, updatedAt: seen.updatedAt });
    expect(stale.status).toBe(409);
    expect(await mine()).toMatchObject({ href: '/AppDownload', position: 0 });
  });

  it('is for editors and admins only', async () => {
    const seen = await mine();
    expect((await slides(support.cookie)).res.status).toBe(403);
    expect((await patch({ image: seen.image, href: '/c4', position: 3, updatedAt: seen.updatedAt }, support.cookie)).status).toBe(403);
    expect((await create(request('/api/admin/slides', asStaff(support.cookie, { body: { id: 'x-support', image: seen.image, href: '/' } })))).status).toBe(403);
    expect(await mine()).toEqual(seen);
  });

  it('keeps content:publish from overwriting a changed slide unless forced', async () => {
    const refused = seed(process.env.DATABASE_URL!);
    await expect(refused).rejects.toBeInstanceOf(BackOfficeEditsError);
    await expect(refused).rejects.toThrow(`slide:${ID}`);
  });

  it('removes a slide and its texts in every locale, keeping the audit', async () => {
    const seen = await mine();
    const stale = await remove(
      request(`/api/admin/slides/${ID}`, asStaff(editor.cookie, { method: 'DELETE', body: { updatedAt: new Date(0).toISOString() } })),
      params({ id: ID }),
    );
    expect(stale.status).toBe(409);
    const res = await remove(
      request(`/api/admin/slides/${ID}`, asStaff(editor.cookie, { method: 'DELETE', body: { updatedAt: seen.updatedAt } })),
      params({ id: ID }),
    );
    expect(res.status).toBe(204);
    expect((await readSlides('en')).map((s) => s.id)).not.toContain(ID);
    expect(await db().select().from(schema.slideTexts).where(eq(schema.slideTexts.slideId, ID))).toEqual([]);
    const [entry] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'slide.delete'), eq(schema.auditLog.targetId, ID), eq(schema.auditLog.actor, editor.email)));
    expect(entry).toMatchObject({ actor: editor.email, before: expect.objectContaining({ texts: { en: 'Summer walks' } }) });
  });
});
