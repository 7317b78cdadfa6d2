import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { closeDb, db, schema } from '@/lib/server/db';
import { imageFacts, mediaTag } from '@/lib/server/media/image-facts';
import { dashboard } from '@/lib/server/staff/dashboard';
import { staffMediaPageSchema, staffMediaSchema, staffMediaTagsSchema, type StaffMedia } from '@/lib/types/staff';
import de from '@/messages/de.json';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { GET as one, PATCH as patch } from './[id]/route';
import { GET as list } from './route';
import { GET as tagList } from './tags/route';

const staff = staffFixtures();
const { asStaff } = staff;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;
const made: string[] = [];
// A word no other suite's image carries, so the filters' answers are this suite's images only.
const word = `suite${randomBytes(4).toString('hex')}`;

/** A library image as an upload leaves it (no widths stored: these tests never serve the file). */
async function image(name: string, alt: Record<string, string> = {}) {
  const id = randomBytes(16).toString('hex');
  await db()
    .insert(schema.media)
    .values({ id, name: `${word}-${name}`, width: 1920, height: 1080, bytes: 1000, sha256: randomBytes(32).toString('hex'), alt, createdBy: editor.id });
  made.push(id);
  return { id, src: `/api/media/${id}/1920.webp` };
}

const read = async (id: string) =>
  ((await (await one(request(`/api/admin/media/${id}`, asStaff(editor.cookie)), params({ id }))).json()) as { image: StaffMedia }).image;

const save = async (id: string, body: Record<string, unknown>, cookie = editor.cookie, lang = 'en') => {
  const res = await patch(request(`/api/admin/media/${id}`, asStaff(cookie, { method: 'PATCH', body, lang })), params({ id }));
  return { res, json: (await res.json()) as StaffMedia & { error?: { code: string; fields?: Record<string, string> } } };
};

const page = async (query: string) => {
  const res = await list(request(`/api/admin/media?${query}`, asStaff(editor.cookie)));
  const json = (await res.json()) as { items: StaffMedia[] };
  return { res, names: json.items?.map((i) => i.name.replace(`${word}-`, '')) ?? [], json };
};

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
});

afterAll(async () => {
  if (made.length) await db().delete(schema.media).where(inArray(schema.media.id, made));
  await staff.cleanup();
  await closeDb();
});

describe('an image’s alt texts, focal point and tags', () => {
  it('saves alt texts per language over the version loaded, audits the change and expires the pages showing the image', async () => {
    const { id } = await image('dog.png', { en: 'A dog in a red collar' });
    const before = await read(id);
    expect(before).toMatchObject({ alt: { en: 'A dog in a red collar' }, focal: { x: 0.5, y: 0.5 }, tags: [] });
    jest.mocked(revalidateTag).mockClear();

    const { res, json } = await save(id, { alt: { de: '  Ein Hund mit rotem Halsband ', en: '' }, updatedAt: before.updatedAt });
    expect(res.status).toBe(200);
    // The German is trimmed; an empty English text removes the English.
    expect(json.alt).toEqual({ de: 'Ein Hund mit rotem Halsband' });
    const parsed = staffMediaSchema.safeParse(json);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(json.updatedAt).not.toBe(before.updatedAt);
    expect(revalidateTag).toHaveBeenCalledWith(mediaTag(id), { expire: 0 });

    const [entry] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'media.update'), eq(schema.auditLog.targetId, id)));
    expect(entry).toMatchObject({
      actor: editor.email,
      before: { 'alt.de': null, 'alt.en': 'A dog in a red collar' },
      after: { 'alt.de': 'Ein Hund mit rotem Halsband', 'alt.en': null },
    });

    // A language left out keeps its text.
    const again = await save(id, { alt: { fr: 'Un chien au collier rouge' }, updatedAt: json.updatedAt });
    expect(again.json.alt).toEqual({ de: 'Ein Hund mit rotem Halsband', fr: 'Un chien au collier rouge' });
  });

  it('answers 409 when someone saved meanwhile, and keeps what they saved', async () => {
    const { id } = await image('harbour.png');
    const seen = await read(id);
    const first = await save(id, { alt: { de: 'Der Hafen am Morgen' }, updatedAt: seen.updatedAt });
    expect(first.res.status).toBe(200);
    const late = await save(id, { alt: { de: 'Ein anderer Text' }, focal: { x: 0.1, y: 0.1 }, updatedAt: seen.updatedAt });
    expect(late.res.status).toBe(409);
    expect(late.json.error?.code).toBe('version_conflict');
    expect(await read(id)).toMatchObject({ alt: { de: 'Der Hafen am Morgen' }, focal: { x: 0.5, y: 0.5 }, updatedAt: first.json.updatedAt });
  });

  it('refuses bad input with a message on the field in the member’s language, and changes nothing', async () => {
    const { id } = await image('beach.png', { de: 'Strand' });
    const seen = await read(id);
    jest.mocked(revalidateTag).mockClear();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ alt: { de: 'x'.repeat(251) } }, 'alt.de', de.Errors.fieldTooLong.replace('{max}', '250')],
      [{ alt: { xx: 'Unknown language' } }, 'alt', de.Errors.fieldInvalid],
      [{ focal: { x: 1.5, y: 0.5 } }, 'focal.x', de.Errors.fieldInvalid],
      [{ focal: { x: 0.5, y: -0.1 } }, 'focal.y', de.Errors.fieldInvalid],
      [{ focal: { x: 0.5 } }, 'focal.y', de.Errors.fieldRequired],
      [{ tags: ['ok', '<script>'] }, 'tags.1', de.Errors.fieldInvalid],
      [{ tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }, 'tags', de.Errors.fieldInvalid],
    ];
    for (const [body, field, message] of cases) {
      const { res, json } = await save(id, { ...body, updatedAt: seen.updatedAt }, editor.cookie, 'de');
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 422]);
      expect(json.error?.fields?.[field]).toBe(message);
    }
    expect(await read(id)).toEqual(seen);
    expect(revalidateTag).not.toHaveBeenCalled();
    // Support staff do not edit the library.
    expect((await save(id, { alt: { de: 'Meer' }, updatedAt: seen.updatedAt }, support.cookie)).res.status).toBe(403);
    expect(await read(id)).toEqual(seen);
  });

  it('keeps the focal point as fractions and tags once each in lower case, and lists the library’s tags', async () => {
    const { id } = await image('park.png');
    const seen = await read(id);
    const { res, json } = await save(id, { focal: { x: 0.25, y: 0.8 }, tags: [`${word} Park`, 'Campaign 2026', `${word} park`], updatedAt: seen.updatedAt });
    expect(res.status).toBe(200);
    expect(json).toMatchObject({ focal: { x: 0.25, y: 0.8 }, tags: ['campaign 2026', `${word} park`] });
    const tags = (await (await tagList(request('/api/admin/media/tags', asStaff(editor.cookie)))).json()) as { items: { tag: string; count: number }[] };
    const parsed = staffMediaTagsSchema.safeParse(tags);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(tags.items).toContainEqual({ tag: `${word} park`, count: 1 });
    // Removing a tag: the list is replaced.
    const removed = await save(id, { tags: ['campaign 2026'], updatedAt: json.updatedAt });
    expect(removed.json.tags).toEqual(['campaign 2026']);
  });

  it('filters the library by tag and by a language without alt text, together with the name', async () => {
    const a = await image('filter-collar-red.png', { en: 'Red', de: 'Rot' });
    const b = await image('filter-collar-blue.png', { en: 'Blue' });
    await image('filter-bowl.png', { en: 'Bowl' });
    await save(a.id, { tags: [`${word} collar`], updatedAt: (await read(a.id)).updatedAt });
    await save(b.id, { tags: [`${word} collar`], updatedAt: (await read(b.id)).updatedAt });

    const tagged = await page(`tag=${encodeURIComponent(`${word} collar`)}`);
    expect(tagged.res.status).toBe(200);
    const parsed = staffMediaPageSchema.safeParse(tagged.json);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(tagged.names).toEqual(['filter-collar-blue.png', 'filter-collar-red.png']);
    expect((await page(`q=${word}-filter&missingAlt=de`)).names).toEqual(['filter-bowl.png', 'filter-collar-blue.png']);
    expect((await page(`q=${word}-filter-collar&missingAlt=de`)).names).toEqual(['filter-collar-blue.png']);
    expect((await page(`tag=${encodeURIComponent(`${word} collar`)}&missingAlt=en`)).names).toEqual([]);
    // The tag is matched as the library keeps it (lower case).
    expect((await page(`tag=${encodeURIComponent(`${word} COLLAR`)}`)).names).toEqual(['filter-collar-blue.png', 'filter-collar-red.png']);
    expect((await page('missingAlt=xx')).res.status).toBe(422);
  });

  it('gives public pages the image’s alt text in their language and its focal point, and nothing where none is written', async () => {
    const { id, src } = await image('slide.png', { de: 'Ein Hund rennt über die Wiese', ja: '草原を走る犬' });
    await save(id, { focal: { x: 0.3, y: 0.75 }, updatedAt: (await read(id)).updatedAt });
    expect(await imageFacts(src, 'de')).toEqual({ alt: 'Ein Hund rennt über die Wiese', position: '30% 75%' });
    expect(await imageFacts(src, 'ja')).toEqual({ alt: '草原を走る犬', position: '30% 75%' });
    // No French text: the page keeps its own wording.
    expect(await imageFacts(src, 'fr')).toEqual({ alt: null, position: '30% 75%' });
    // The site's own files are not library images: nothing to look up.
    expect(await imageFacts('/media/slides/harbour.svg', 'de')).toEqual({ alt: null, position: undefined });
  });

  it('counts images without alt text per language in the dashboard’s translation debt', async () => {
    const debt = async () => Object.fromEntries((await dashboard('editor')).translationDebt!.map((d) => [d.locale, d.missingAlt]));
    const before = await debt();
    const { id } = await image('counted.png', { en: 'Counted', de: '   ' });
    const after = await debt();
    // Only spaces is no alt text.
    expect(after.de).toBe(before.de! + 1);
    expect(after.en).toBe(before.en);
    await save(id, { alt: { de: 'Gezählt' }, updatedAt: (await read(id)).updatedAt });
    expect((await debt()).de).toBe(before.de);
  });
});
