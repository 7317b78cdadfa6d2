import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import sharp from 'sharp';
import { POST as upload } from '@/app/api/admin/media/route';
import { closeDb, db, schema } from '@/lib/server/db';
import { neighbours, readAllNews, readArticle } from '@/lib/server/content/news';
import { imageSize } from '@/lib/server/media';
import { BackOfficeEditsError, seed } from '@/scripts/seed';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { PATCH as update } from './[id]/route';
import { GET as list, POST as create } from './route';

type Article = { id: string; title: string; categoryId: string; publishedAt: string; image: string; related: string[]; updatedAt: string };

// The article this file changes, and three others it names as related.
const ID = 'virtual-fence-how-to';
const staff = staffFixtures();
const { asStaff } = staff;
const NEW_ID = `autumn-${randomBytes(3).toString('hex')}`;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;
let original: typeof schema.news.$inferSelect;
const media: string[] = [];

const articles = async (cookie = editor.cookie) => {
  const res = await list(request('/api/admin/news', asStaff(cookie)));
  return { res, body: res.ok ? ((await res.json()) as { items: Article[]; categories: { id: string; name: string }[] }) : null };
};
const mine = async () => (await articles()).body!.items.find((a) => a.id === ID)!;
const patch = (body: Record<string, unknown>, cookie = editor.cookie) =>
  update(request(`/api/admin/news/${ID}`, asStaff(cookie, { method: 'PATCH', body })), params({ id: ID }));
const settings = (a: Article) => ({ categoryId: a.categoryId, publishedAt: a.publishedAt, image: a.image, related: a.related, updatedAt: a.updatedAt });

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
  original = (await db().select().from(schema.news).where(eq(schema.news.id, ID)))[0]!;
});

afterAll(async () => {
  await db()
    .update(schema.news)
    .set({ categoryId: original.categoryId, publishedAt: original.publishedAt, image: original.image })
    .where(eq(schema.news.id, ID));
  await db().delete(schema.newsRelated).where(eq(schema.newsRelated.newsId, ID));
  await db().delete(schema.news).where(eq(schema.news.id, NEW_ID));
  await db()
    .delete(schema.backOfficeEdits)
    .where(inArray(schema.backOfficeEdits.itemId, [ID, NEW_ID]));
  if (media.length) await db().delete(schema.media).where(inArray(schema.media.id, media));
  await staff.cleanup();
  await closeDb();
});

describe('news articles in the back office', () => {
  it('lists every article newest first with the categories, for editors only', async () => {
    const { body } = await articles();
    expect(body!.categories.map((c) => c.id)).toEqual(['corporate', 'realtime', 'exhibition', 'video', 'announcements']);
    const dates = body!.items.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body!.items.find((a) => a.id === ID)).toMatchObject({ title: expect.any(String), related: [] });
    expect((await articles(support.cookie)).res.status).toBe(403);
  });

  it('moves an article to another category and date and names its related articles, which the page shows first', async () => {
    const seen = await mine();
    const all = await readAllNews('en');
    const others = all
      .filter((a) => a.categoryId !== 'video' && a.id !== ID)
      .slice(0, 2)
      .map((a) => a.id);
    (revalidateTag as jest.Mock).mockClear();
    const res = await patch({ ...settings(seen), categoryId: 'video', publishedAt: '2026-10-01T08:00:00.000Z', related: others });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ categoryId: 'video', publishedAt: '2026-10-01T08:00:00.000Z', related: others });
    expect(revalidateTag).toHaveBeenCalledWith('news', { expire: 0 });

    const article = (await readArticle('de', ID))!;
    expect(article).toMatchObject({ categoryId: 'video', publishedAt: '2026-10-01T08:00:00.000Z', relatedIds: others });
    const around = neighbours(await readAllNews('de'), ID, article.relatedIds);
    expect(around.related.map((r) => r.id).slice(0, 2)).toEqual(others);
    expect(around.related).toHaveLength(3);
  });

  it('refuses unknown categories, itself or repeats as related, images outside the library, and an older version', async () => {
    const seen = await mine();
    const other = (await readAllNews('en')).find((a) => a.id !== ID)!.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ categoryId: 'gossip' }, 'categoryId'],
      [{ related: [ID] }, 'related'],
      [{ related: [other, other] }, 'related'],
      [{ related: ['no-such-article'] }, 'related'],
      [{ related: [other, other, other, other] }, 'related'],
      [{ image: '/media/news/elsewhere.svg' }, 'image'],
      [{ publishedAt: 'yesterday' }, 'publishedAt'],
    ];
    for (const [bad, field] of cases) {
      const res = await patch({ ...settings(seen), ...bad });
      expect(res.status).toBe(422);
      expect(Object.keys(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields)).toContain(field);
    }
    expect(await mine()).toEqual(seen);
    const stale = await patch({ ...settings(seen), updatedAt: new Date(Date.parse(seen.updatedAt) - 1000).toISOString() });
    expect(stale.status).toBe(409);
    expect((await patch({ ...settings(seen), categoryId: 'corporate' }, support.cookie)).status).toBe(403);
    expect(await mine()).toEqual(seen);
  });

  it('adds an article with an uploaded image; it is on the site once its texts are', async () => {
    const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: { r: 20, g: 90, b: randomBytes(1)[0]! } } })
      .png()
      .toBuffer();
    const uploaded = await upload(
      request(
        '/api/admin/media?name=autumn.png',
        asStaff(editor.cookie, { method: 'POST', rawBody: png as unknown as string, headers: { 'content-type': 'image/png' } }),
      ),
    );
    const image = ((await uploaded.json()) as { id: string; src: string }).src;
    media.push(image.split('/')[3]!);
    const body = { id: NEW_ID, categoryId: 'realtime', publishedAt: '2026-11-20T09:30:00.000Z', image };
    const res = await create(request('/api/admin/news', asStaff(editor.cookie, { body })));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ ...body, title: NEW_ID, related: [] });
    expect((await create(request('/api/admin/news', asStaff(editor.cookie, { body })))).status).toBe(409);
    expect((await readAllNews('en')).map((a) => a.id)).not.toContain(NEW_ID);
    // Its texts, as content:publish or the content editor would write them.
    await db().insert(schema.newsTexts).values({ newsId: NEW_ID, locale: 'en', title: 'Autumn walks', summary: 'Light.', source: 'Pawtrail', body: 'Text.' });
    expect((await readAllNews('en')).find((a) => a.id === NEW_ID)).toMatchObject({ image, categoryId: 'realtime' });
    // The page sizes the uploaded image without layout shift.
    expect(await imageSize(image)).toEqual({ width: 1200, height: 675 });
  });

  it('keeps content:publish from overwriting a changed article unless forced', async () => {
    const refused = seed(process.env.DATABASE_URL!);
    await expect(refused).rejects.toBeInstanceOf(BackOfficeEditsError);
    await expect(refused).rejects.toThrow(`news:${ID}`);
    expect((await mine()).categoryId).toBe('video');
  });
});
