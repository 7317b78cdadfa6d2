import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import pg from 'pg';
import { expectRevalidateToken, expirePages, revalidateToken } from './revalidate';

/**
 * Publishing content: articles are pre-rendered, so a change in the database is not visible until
 * the content publisher (npm run content:publish → POST /api/content/revalidate) expires the
 * `news` tag; the next visit then renders the page afresh. Runs against npm test's server, which
 * shares REVALIDATE_TOKEN and DATABASE_URL with this process.
 */
const ARTICLE = 'interzoo-2026';
const LOCALE = 'pt';
const PATH = `/${LOCALE}/newsShow?id=${ARTICLE}`;

let db: pg.Pool;
test.beforeAll(() => {
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
});
test.afterAll(async () => {
  await db.end();
});

const setTitle = (title: string) => db.query('update news_texts set title = $1 where news_id = $2 and locale = $3', [title, ARTICLE, LOCALE]);

test('a changed article stays pre-rendered until its tag is revalidated, then shows the change', async ({ page, request }) => {
  expectRevalidateToken();
  const { rows } = await db.query<{ title: string }>('select title from news_texts where news_id = $1 and locale = $2', [ARTICLE, LOCALE]);
  const original = rows[0]!.title;
  const changed = `${original} (${randomUUID().slice(0, 8)})`;
  const heading = page.getByRole('heading', { level: 1 });

  await page.goto(PATH);
  await expect(heading).toHaveText(original);
  await setTitle(changed);
  try {
    await page.goto(PATH);
    await expect(heading).toHaveText(original);

    const res = await expirePages(request, ['news']);
    expect(await res.json()).toEqual({ revalidated: ['news'] });

    await page.goto(PATH);
    await expect(heading).toHaveText(changed);
    await expect(page).toHaveTitle(new RegExp(changed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  } finally {
    await setTitle(original);
    await expirePages(request, ['news']);
  }
  await page.goto(PATH);
  await expect(heading).toHaveText(original);
});

test('the revalidation endpoint refuses a caller without the token and unknown tags', async ({ request }) => {
  expectRevalidateToken();
  expect((await request.post('/api/content/revalidate', { data: { tags: ['news'] } })).status()).toBe(401);
  expect(
    (await request.post('/api/content/revalidate', { headers: { authorization: 'Bearer not-the-token-0123456789abcdefghijkl' }, data: {} })).status(),
  ).toBe(401);
  const bad = await request.post('/api/content/revalidate', { headers: { authorization: `Bearer ${revalidateToken}` }, data: { tags: ['accounts'] } });
  expect(bad.status()).toBe(422);
});
