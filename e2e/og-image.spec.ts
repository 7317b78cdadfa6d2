import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';
import pg from 'pg';

// Issue 17: every public page has an Open Graph card of its title in its language, built with the
// site. A crawler reads the head without running scripts.
test.use({ javaScriptEnabled: false });

const root = path.join(__dirname, '..');
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, Record<string, unknown>>;
const altOf = (locale: string, title: string) => (json(`messages/${locale}.json`).OgImage as { alt: string }).alt.replace('{title}', title);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function fetchCard(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
  return { body, headers: response.headers() };
}

test('a German product page names its German card; the card is a 1200×630 PNG', async ({ page, request }) => {
  const name = ((json('scripts/seed-data/de.json').products as Record<string, { name: string }>).c4 as { name: string }).name;
  await page.goto('/de/productsShow?id=c4');
  const meta = (property: string) => page.locator(`head meta[property="${property}"]`).first();
  await expect(meta('og:title')).toHaveAttribute('content', name);
  // The card comes first (link previews take the first og:image), with its size and German alt text.
  await expect(meta('og:image')).toHaveAttribute('content', /\/og\/de\/product\/c4\.png\?v=[0-9a-z]+$/);
  await expect(meta('og:image:width')).toHaveAttribute('content', '1200');
  await expect(meta('og:image:height')).toHaveAttribute('content', '630');
  await expect(meta('og:image:type')).toHaveAttribute('content', 'image/png');
  await expect(meta('og:image:alt')).toHaveAttribute('content', altOf('de', name));
  await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const image = (await meta('og:image').getAttribute('content'))!;
  await expect(page.locator('head meta[name="twitter:image"]').first()).toHaveAttribute('content', image);

  const { headers } = await fetchCard(request, new URL(image).pathname + new URL(image).search);
  expect(headers['cache-control']).toContain('max-age=31536000');
});

test('each language’s home page has its own card', async ({ page, request }) => {
  const cards = new Map<string, Buffer>();
  for (const locale of ['en', 'zh', 'ja', 'ko', 'ru', 'de']) {
    await page.goto(locale === 'en' ? '/index' : `/${locale}/index`);
    const image = page.locator('head meta[property="og:image"]').first();
    await expect(image).toHaveAttribute('content', new RegExp(`/og/${locale}/page/index\\.png\\?v=`));
    const title = (json(`messages/${locale}.json`).Pages as Record<string, { title: string }>).index!.title;
    await expect(page.locator('head meta[property="og:image:alt"]').first()).toHaveAttribute('content', altOf(locale, title));
    const url = new URL((await image.getAttribute('content'))!);
    cards.set(locale, (await fetchCard(request, url.pathname)).body);
  }
  // Different titles, different pictures.
  expect(new Set([...cards.values()].map((b) => b.toString('base64'))).size).toBe(cards.size);
});

test('a card of nothing is a 404', async ({ request }) => {
  expect((await request.get('/og/de/product/no-such-product.png')).status()).toBe(404);
  expect((await request.get('/og/de/page/login.png')).status()).toBe(404);
});

// Like e2e/content.spec.ts: runs against npm test's server, which shares REVALIDATE_TOKEN and DATABASE_URL.
test.describe('a card follows its page', () => {
  const ARTICLE = 'new-europe-warehouse';
  const PATH = `/ko/newsShow?id=${ARTICLE}`;
  const token = process.env.REVALIDATE_TOKEN ?? '';
  let db: pg.Pool;
  test.beforeAll(() => {
    db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  });
  test.afterAll(async () => {
    await db.end();
  });
  const setTitle = (title: string) => db.query('update news_texts set title = $1 where news_id = $2 and locale = $3', [title, ARTICLE, 'ko']);

  test('a published title gets a new card under a new URL', async ({ page, request }) => {
    expect(token, 'npm test gives the server and this suite one REVALIDATE_TOKEN').not.toBe('');
    const revalidateNews = () => request.post('/api/content/revalidate', { headers: { authorization: `Bearer ${token}` }, data: { tags: ['news'] } });
    const cardUrl = async () => new URL((await page.locator('head meta[property="og:image"]').first().getAttribute('content'))!);
    const { rows } = await db.query<{ title: string }>('select title from news_texts where news_id = $1 and locale = $2', [ARTICLE, 'ko']);
    const original = rows[0]!.title;
    const changed = `${original} ${randomUUID().slice(0, 6)}`;

    await page.goto(PATH);
    const before = await cardUrl();
    const oldCard = (await fetchCard(request, before.pathname + before.search)).body;
    await setTitle(changed);
    try {
      expect((await revalidateNews()).status()).toBe(200);
      await page.goto(PATH);
      await expect(page.locator('head meta[property="og:image:alt"]').first()).toHaveAttribute('content', altOf('ko', changed));
      const after = await cardUrl();
      expect(after.pathname).toBe(before.pathname);
      expect(after.search).not.toBe(before.search);
      const newCard = (await fetchCard(request, after.pathname + after.search)).body;
      expect(newCard.equals(oldCard)).toBe(false);
    } finally {
      await setTitle(original);
      expect((await revalidateNews()).status()).toBe(200);
    }
  });
});
