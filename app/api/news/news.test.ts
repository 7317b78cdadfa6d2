import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { closeDb, db, schema } from '@/lib/server/db';
import { neighbours, readAllNews } from '@/lib/server/content/news';
import { recordView, VIEWS_PER_IP } from '@/lib/server/news-views';
import { params, request } from '@/test/http';
import { GET as list } from './route';
import { GET as show } from './[id]/route';
import { POST as view } from './[id]/views/route';

// Fixture rows of this run: a category of our own and three articles dated in 1971, so the
// assertions do not depend on the demo content or on rows other test files create.
const run = randomBytes(4).toString('hex');
const category = `t-${run}`;
const ids = { old: `t-${run}-old`, mid: `t-${run}-mid`, new: `t-${run}-new` };
const dates = { old: '1971-01-10T08:00:00Z', mid: '1971-02-10T08:00:00Z', new: '1971-03-10T08:00:00Z' };

beforeAll(async () => {
  await db().insert(schema.newsCategories).values({ id: category, position: 99 });
  await db()
    .insert(schema.newsCategoryTexts)
    .values([
      { categoryId: category, locale: 'en', name: 'Test category' },
      { categoryId: category, locale: 'de', name: 'Testkategorie' },
    ]);
  await db()
    .insert(schema.news)
    .values(
      Object.entries(ids).map(([k, id]) => ({
        id,
        categoryId: category,
        publishedAt: new Date(dates[k as keyof typeof dates]),
        image: '/media/news/test.svg',
        baseViews: 100,
      })),
    );
  await db()
    .insert(schema.newsTexts)
    .values(
      Object.values(ids).flatMap((id) => [
        { newsId: id, locale: 'en', title: `Title ${id}`, summary: 'Summary', source: 'Test desk', body: 'First.\n\nSecond.' },
        { newsId: id, locale: 'de', title: `Titel ${id}`, summary: 'Zusammenfassung', source: 'Testredaktion', body: 'Erster.\n\nZweiter.' },
      ]),
    );
});

afterAll(async () => {
  await db()
    .delete(schema.news)
    .where(inArray(schema.news.id, Object.values(ids)));
  await db()
    .delete(schema.newsCategories)
    .where(inArray(schema.newsCategories.id, [category]));
  await closeDb();
});

const visitor = (name: string) => `${name}${run}`;
let address = 0;
/** A view from its own client address (a fresh one per call unless given), with a user agent. */
const postView = (id: string, ua = 'Mozilla/5.0 test', ip = `198.18.${run.charCodeAt(0) % 200}.${(address += 1) % 250}`) =>
  view(request(`/api/news/${id}/views`, { method: 'POST', ip, headers: { 'user-agent': ua } }), params({ id }));

describe('POST /api/news/{id}/views', () => {
  it('counts a visitor (address + browser) once a day and another visitor again', async () => {
    const first = await postView(ids.mid, 'Browser A', '198.18.7.1');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ views: 101 });

    const again = await postView(ids.mid, 'Browser A', '198.18.7.1');
    expect(await again.json()).toEqual({ views: 101 });

    const other = await postView(ids.mid, 'Browser A', '198.18.7.2');
    expect(await other.json()).toEqual({ views: 102 });
  });

  it('counts the same visitor again on another day', async () => {
    expect(await recordView(ids.old, visitor('dave'), '1999-01-01')).toEqual({ views: 101, counted: true });
    expect(await recordView(ids.old, visitor('dave'), '1999-01-01')).toEqual({ views: 101, counted: false });
    expect(await recordView(ids.old, visitor('dave'), '1999-01-02')).toEqual({ views: 102, counted: true });
  });

  it('counts 10 POSTs from one visitor as one view, cookie or not, and sets no cookie', async () => {
    const from = '198.18.9.9';
    const answers = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push(
        await view(
          request(`/api/news/${ids.new}/views`, {
            method: 'POST',
            ip: from,
            headers: { 'user-agent': 'Browser B', cookie: `XSRF-TOKEN=test-xsrf-token-0123456789abcdefghijklmnopq; pt_vid=fresh${i}${run}`.padEnd(90, 'x') },
          }),
          params({ id: ids.new }),
        ),
      );
    }
    expect(await Promise.all(answers.map((r) => r.json()))).toEqual(Array(10).fill({ views: 101 }));
    expect(answers.every((r) => r.headers.get('set-cookie') === null)).toBe(true);
  });

  it('limits one address to VIEWS_PER_IP.max view counts an hour (429 with Retry-After), so rotating user agents cannot inflate', async () => {
    const from = `198.19.${run.charCodeAt(1) % 200}.77`;
    for (let i = 0; i < VIEWS_PER_IP.max; i += 1) expect((await postView(ids.old, `Agent ${i}`, from)).status).toBe(200);
    const limited = await postView(ids.old, 'Agent 61', from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await postView(ids.old, 'Agent 62')).status).toBe(200);
  }, 30_000);

  it('needs the XSRF pair and answers 404 for an unknown article', async () => {
    const forged = await view(request(`/api/news/${ids.old}/views`, { method: 'POST', xsrf: false }), params({ id: ids.old }));
    expect(forged.status).toBe(403);
    const missing = await postView(`t-${run}-missing`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('not_found');
  });
});

describe('GET /api/news', () => {
  it('filters by category, localizes by x-lang and orders newest first', async () => {
    const res = await list(request(`/api/news?category=${category}`, { lang: 'de' }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBe(3);
    expect(body.items.map((n: { id: string }) => n.id)).toEqual([ids.new, ids.mid, ids.old]);
    expect(body.items[0]).toMatchObject({ title: `Titel ${ids.new}`, categoryName: 'Testkategorie', source: 'Testredaktion' });
  });

  it('pages by cursor and by page number without overlap', async () => {
    const first = await (await list(request(`/api/news?category=${category}&limit=2`))).json();
    expect(first.items.map((n: { id: string }) => n.id)).toEqual([ids.new, ids.mid]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await (await list(request(`/api/news?category=${category}&limit=2&cursor=${encodeURIComponent(first.nextCursor)}`))).json();
    expect(next.items.map((n: { id: string }) => n.id)).toEqual([ids.old]);
    expect(next.nextCursor).toBeNull();
    const page2 = await (await list(request(`/api/news?category=${category}&limit=2&page=2`))).json();
    expect(page2.items.map((n: { id: string }) => n.id)).toEqual([ids.old]);
  });

  it('refuses a limit over 50 and a malformed cursor', async () => {
    expect((await list(request('/api/news?limit=51'))).status).toBe(422);
    expect((await list(request('/api/news?cursor=nonsense'))).status).toBe(422);
  });

  it('returns an empty list for an unknown category', async () => {
    const body = await (await list(request(`/api/news?category=nope-${run}`))).json();
    expect(body).toMatchObject({ items: [], total: 0, nextCursor: null });
  });
});

describe('GET /api/news/{id}', () => {
  it('answers the article with body paragraphs and its neighbours by published date', async () => {
    const res = await show(request(`/api/news/${ids.mid}`), params({ id: ids.mid }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: ids.mid, title: `Title ${ids.mid}`, body: ['First.', 'Second.'], publishedAt: '1971-02-10T08:00:00.000Z' });
    expect(body.previous.id).toBe(ids.old);
    expect(body.next.id).toBe(ids.new);
    expect(body.related.map((n: { id: string }) => n.id).sort()).toEqual([ids.new, ids.old].sort());
  });

  it('answers 404 with the error shape for an unknown id and 400 for a malformed one', async () => {
    const res = await show(request(`/api/news/none-${run}`, { lang: 'de' }), params({ id: `none-${run}` }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    expect((await show(request('/api/news/x'), params({ id: '../etc' }))).status).toBe(404);
  });
});

describe('previous and next article', () => {
  it('follow the published date within the locale, not the insertion or id order', async () => {
    const all = await readAllNews('en');
    expect(neighbours(all, ids.new)).toMatchObject({ previous: { id: ids.mid } });
    expect(neighbours(all, ids.old).next?.id).toBe(ids.mid);
    // Moving an article in time moves it in the chain.
    await db()
      .update(schema.news)
      .set({ publishedAt: new Date('1971-03-20T08:00:00Z') })
      .where(inArray(schema.news.id, [ids.old]));
    const moved = await readAllNews('en');
    expect(neighbours(moved, ids.new).next?.id).toBe(ids.old);
    expect(neighbours(moved, ids.mid).next?.id).toBe(ids.new);
  });
});
