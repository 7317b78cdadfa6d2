/**
 * Search quality against the seeded catalogue (real PostgreSQL): every locale, CJK inside words,
 * one typo in long Latin/Cyrillic words, folded case and accents, ranking and locale order.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { closeDb, db } from '@/lib/server/db';
import { indexText } from '@/lib/search/fold';
import { search, suggest } from './index';

afterAll(closeDb);

const ids = async (q: string, locale: Parameters<typeof search>[1], type?: 'product') =>
  (await search(q, locale, { limit: 50, type })).results.map((r) => r.id);

describe('search quality in every locale', () => {
  it.each([
    ['en', 'Smart GPS Collar', 'c4'],
    ['en', 'shampo', 'shampoo-oat'],
    ['en', 'fountian', 'w2-fountain'],
    ['en', 'leish', 'leash-reflect'],
    ['en', 'colalr', 'c4'],
    ['de', 'Halsband', 'c4'],
    ['de', 'halsband', 'c4'],
    ['de', 'Halsbnd', 'c4'],
    ['fr', 'collier', 'c4'],
    ['fr', 'CONNECTE', 'c4'],
    ['fr', 'colier', 'c4'],
    ['es', 'comedro', 'f1-feeder'],
    ['pt', 'coleira', 'c4'],
    ['pt', 'colaira', 'c4'],
    ['it', 'guinzalio', 'leash-reflect'],
    ['ru', 'ОШЕЙНИК', 'c4'],
    ['ru', 'ошейнек', 'c4'],
    ['zh', '香波', 'shampoo-oat'],
    ['zh', '项圈', 'c4'],
    ['ja', 'シャンプー', 'shampoo-oat'],
    ['ja', '首輪', 'c4'],
    ['ko', '목걸', 'c4'],
    ['ko', '정수', 'w2-fountain'],
  ] as const)('%s: "%s" finds %s', async (locale, q, expected) => {
    expect(await ids(q, locale, 'product')).toContain(expected);
  });

  it('tolerates one typo, not two, and none in short words', async () => {
    expect(await ids('cellor', 'en', 'product')).not.toContain('c4');
    expect(await ids('gsp', 'en')).toEqual([]);
  });

  it('searches news, FAQ and downloads too, grouped with counts', async () => {
    const res = await search('manual', 'en', { limit: 50 });
    expect(res.results.some((r) => r.type === 'download')).toBe(true);
    expect(res.counts.download).toBeGreaterThan(0);
    expect(res.total).toBe(Object.values(res.counts).reduce((a, b) => a + b, 0));
  });
});

describe('ranking and locale order', () => {
  const word = `zq${randomBytes(4).toString('hex').replace(/\d/g, 'x')}`;
  const rows = [
    { ref: `${word}-body`, locale: 'en', title: 'Alpha', summary: 'Nothing here', body: `A story about ${word} in the body` },
    { ref: `${word}-title`, locale: 'en', title: `The ${word} collar`, summary: 'Nothing', body: 'Nothing' },
    { ref: `${word}-summary`, locale: 'en', title: 'Gamma', summary: `Has ${word} in summary`, body: 'Nothing' },
    { ref: `${word}-de`, locale: 'de', title: `Das ${word} Halsband`, summary: '', body: '' },
    // English text of the German item: it must not appear twice.
    { ref: `${word}-de`, locale: 'en', title: `The ${word} collar (English)`, summary: '', body: '' },
  ];

  beforeAll(async () => {
    for (const r of rows) {
      await db().execute(sql`insert into search_documents (type, ref_id, locale, title, summary, body, url, title_folded, summary_folded, body_folded)
        values ('news', ${r.ref}, ${r.locale}, ${r.title}, ${r.summary}, ${r.body}, ${`/newsShow?id=${r.ref}`}, ${indexText(r.title)}, ${indexText(r.summary)}, ${indexText(r.body)})`);
    }
  });
  afterAll(async () => {
    await db().execute(sql`delete from search_documents where ref_id like ${`${word}-%`}`);
  });

  it('ranks title over summary over body', async () => {
    const res = await search(word, 'en', { limit: 10 });
    expect(res.results.map((r) => r.id).filter((id) => !id.endsWith('-de'))).toEqual([`${word}-title`, `${word}-summary`, `${word}-body`]);
  });

  it('lists the current locale first, then English, each item once', async () => {
    const res = await search(word, 'de', { limit: 10 });
    expect(res.results[0]).toMatchObject({ id: `${word}-de`, locale: 'de' });
    expect(res.results.slice(1).every((r) => r.locale === 'en')).toBe(true);
    expect(res.results.filter((r) => r.id === `${word}-de`)).toHaveLength(1);
    expect(res.counts.news).toBe(4);
  });

  it('suggests titles with locale-less app URLs', async () => {
    const s = await suggest(word.slice(0, 6), 'de', 8);
    expect(s[0]).toEqual({ type: 'news', title: `Das ${word} Halsband`, url: `/newsShow?id=${word}-de` });
  });
});
