import { sql } from 'drizzle-orm';
import { closeDb, db } from '@/lib/server/db';
import { checkPolicyTexts, seed } from './seed';

const CONTENT_TABLES = [
  'site_settings',
  'site_setting_texts',
  'product_categories',
  'product_category_texts',
  'products',
  'product_texts',
  'product_colors',
  'product_color_texts',
  'product_images',
  'news_categories',
  'news_category_texts',
  'news',
  'news_texts',
  'faq_categories',
  'faq_category_texts',
  'faqs',
  'faq_texts',
  'download_categories',
  'download_category_texts',
  'downloads',
  'download_texts',
  'brand_sections',
  'brand_section_texts',
  'timeline_events',
  'timeline_event_texts',
  'certificates',
  'certificate_texts',
  'slides',
  'slide_texts',
  'policy_texts',
  'search_documents',
];

/** A fingerprint of every content table: row count and an md5 over the rows in a stable order. */
async function fingerprint() {
  const out: Record<string, string> = {};
  for (const table of CONTENT_TABLES) {
    // Columns that the shop changes (stock) or counters (views) are not content.
    const { rows } = await db().execute<{ n: string; h: string }>(
      sql.raw(`select count(*)::text as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from (select * from ${table}) t`),
    );
    out[table] = `${rows[0]!.n}:${rows[0]!.h}`;
  }
  return out;
}

// The fingerprints hold because this worker's database is its own: no other suite writes content meanwhile.
afterAll(() => closeDb());

describe('seed', () => {
  it('is idempotent: a second run changes nothing', async () => {
    await seed(process.env.DATABASE_URL!);
    const first = await fingerprint();
    await seed(process.env.DATABASE_URL!);
    expect(await fingerprint()).toEqual(first);
  });

  it('loads the demo catalogue, news, FAQ and downloads in all ten languages', async () => {
    const count = async (q: string) => Number((await db().execute<{ n: string }>(sql.raw(q))).rows[0]!.n);
    expect(await count('select count(*) as n from products')).toBeGreaterThanOrEqual(12);
    expect(await count('select count(*) as n from news')).toBeGreaterThanOrEqual(12);
    expect(await count('select count(*) as n from faqs')).toBeGreaterThanOrEqual(20);
    expect(await count('select count(*) as n from downloads')).toBeGreaterThanOrEqual(8);
    expect(await count('select count(distinct locale) as n from product_texts')).toBe(10);
    expect(await count('select count(*) as n from (select product_id from product_images group by product_id, color_id having count(*) < 3) x')).toBe(0);
    expect(await count("select count(*) as n from products where id = 'c4'")).toBe(1);
  });

  it('refuses a policy file with an unknown placeholder or table before writing, naming the file and the field', () => {
    const page = { title: 'AGB', description: 'AGB', intro: '', updated: '2026-11-26', body: '<h3>Preise {#prices}</h3><p>{table:prices}</p>' };
    expect(() => checkPolicyTexts({ de: { terms: page } })).toThrow(/scripts\/seed-data\/policies\/de\.json terms\.body: Broken placeholder \{table:prices\}/);
    expect(() => checkPolicyTexts({ de: { terms: { ...page, body: '<h3>Preise {#prices}</h3><p>{table:taxes}</p>' } } })).not.toThrow();
  });

  it('gives a database seeded before the policies were content (migration 0036) their texts once, on npm start', async () => {
    const count = async (q: string) => Number((await db().execute<{ n: string }>(sql.raw(q))).rows[0]!.n);
    await db().execute(sql`delete from policy_texts`);
    await db().execute(sql`delete from translation_state where kind = 'policy'`);
    expect(await seed(process.env.DATABASE_URL!, { ifEmpty: true })).toBe('skipped');
    // Four policies and the imprint in ten languages, the withdrawal in five.
    expect(await count('select count(*) as n from policy_texts')).toBe(55);
    expect(await count("select count(*) as n from translation_state where kind = 'policy' and edited_in = 'files'")).toBe(55);
    // Once there, the texts are staff's: a later start leaves them alone.
    await db().execute(sql`update policy_texts set title = 'AGB' where policy_id = 'terms' and locale = 'de'`);
    expect(await seed(process.env.DATABASE_URL!, { ifEmpty: true })).toBe('skipped');
    expect(await count("select count(*) as n from policy_texts where policy_id = 'terms' and locale = 'de' and title = 'AGB'")).toBe(1);
    await seed(process.env.DATABASE_URL!);
  });
});
