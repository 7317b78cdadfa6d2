/**
 * `npm run bench:search`: search latency at catalogue scale.
 *
 * Creates a scratch database (on the server of DATABASE_URL, else postgres://postgres@127.0.0.1:5432,
 * else the embedded cluster), migrates and seeds it, adds 10,000 synthetic products × 10 locales
 * of search documents built from the real texts' vocabulary, then times 200 mixed queries (Latin,
 * Cyrillic, CJK, typos, suggestions) through the same engine the site uses and prints p50/p95.
 * The scratch database is dropped at the end.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { LOCALES } from '../i18n/locales.mjs';
import { indexText } from '../lib/search/fold';
import { runSearch } from '../lib/server/search/engine';

interface Database {
  url: string;
  stop: () => Promise<void>;
}
interface DatabaseModule {
  openDatabase: (options: { database: string }) => Promise<Database>;
  runMigrations: (url: string) => Promise<void>;
}
interface RunModule {
  run: (command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) => Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');
// The bootstrap helpers are plain .mjs (shared with npm start); loaded by path, typed here.
const databaseModule = () => import(path.join(root, 'scripts/lib/database.mjs')) as Promise<DatabaseModule>;
const runModule = () => import(path.join(root, 'scripts/lib/run.mjs')) as Promise<RunModule>;
const EXTRA_PRODUCTS = 10_000;
const QUERIES = 200;

/** Deterministic pseudo-random numbers, so every run measures the same data. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface LocaleTexts {
  products: Record<string, { name: string }>;
  news: Record<string, { title: string }>;
  downloads: Record<string, { title: string }>;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Word lists of a locale's real content: titles from product, news and download names, prose from everything. */
function vocabulary(locale: string) {
  const texts = JSON.parse(readFileSync(path.join(root, 'scripts/seed-data', `${locale}.json`), 'utf8')) as LocaleTexts;
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  const split = (s: string) => [...segmenter.segment(s)].filter((x) => x.isWordLike).map((x) => x.segment);
  const titles = [
    ...Object.values(texts.products).map((p) => p.name),
    ...Object.values(texts.news).map((n) => n.title),
    ...Object.values(texts.downloads).map((d) => d.title),
  ];
  return {
    joiner: ['zh', 'ja'].includes(locale) ? '' : ' ',
    title: titles.flatMap(split),
    prose: strings(texts).flatMap(split),
  };
}

async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pawtrail_bench_${process.pid}`;
  const candidates = [process.env.DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/postgres'].filter(Boolean) as string[];
  for (const candidate of candidates) {
    const admin = new pg.Client({ connectionString: candidate });
    try {
      await admin.connect();
    } catch (error) {
      console.log(`(${new URL(candidate).host} unavailable: ${(error as Error).message})`);
      continue;
    }
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(candidate);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        const c = new pg.Client({ connectionString: candidate });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const { openDatabase } = await databaseModule();
  const embedded = await openDatabase({ database: name });
  return {
    url: embedded.url,
    drop: async () => {
      const c = new pg.Client({ connectionString: embedded.url.replace(`/${name}`, '/postgres') });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      await embedded.stop();
    },
  };
}

async function insertSynthetic(pool: pg.Pool) {
  const random = rng(42);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  for (const locale of LOCALES) {
    const v = vocabulary(locale);
    const phrase = (list: string[], min: number, max: number) =>
      Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => pick(list)).join(v.joiner);
    for (let start = 0; start < EXTRA_PRODUCTS; start += 500) {
      const values: unknown[] = [];
      const rows: string[] = [];
      for (let i = start; i < Math.min(start + 500, EXTRA_PRODUCTS); i++) {
        const title = `${phrase(v.title, 2, 4)} X${i}`;
        const summary = phrase(v.prose, 10, 20);
        const body = phrase(v.prose, 40, 80);
        const id = `bench-${i}`;
        const base = values.length;
        values.push(id, locale, title, summary, body, `/productsShow?id=${id}`, indexText(title), indexText(summary), indexText(body));
        rows.push(`('product', ${Array.from({ length: 9 }, (_, k) => `$${base + k + 1}`).join(', ')})`);
      }
      await pool.query(
        `insert into search_documents (type, ref_id, locale, title, summary, body, url, title_folded, summary_folded, body_folded) values ${rows.join(', ')}`,
        values,
      );
    }
  }
  // As autovacuum would after a bulk load: flushes the GIN pending lists and refreshes statistics.
  await pool.query('vacuum analyze search_documents');
}

const QUERY_MIX: { q: string; locale: string; suggest?: boolean }[] = [
  { q: 'collar', locale: 'en' },
  { q: 'smart gps collar', locale: 'en' },
  { q: 'shampo', locale: 'en' },
  { q: 'fountian', locale: 'en' },
  { q: 'Halsband', locale: 'de' },
  { q: 'halsbnd', locale: 'de' },
  { q: 'Futterautomat', locale: 'de' },
  { q: 'collier', locale: 'fr' },
  { q: 'réfléchissante', locale: 'fr' },
  { q: 'caméra', locale: 'fr' },
  { q: 'ошейник', locale: 'ru' },
  { q: 'ошейнек', locale: 'ru' },
  { q: 'шампунь', locale: 'ru' },
  { q: '项圈', locale: 'zh' },
  { q: '智能', locale: 'zh' },
  { q: '香波', locale: 'zh' },
  { q: '首輪', locale: 'ja' },
  { q: 'シャンプー', locale: 'ja' },
  { q: '給水', locale: 'ja' },
  { q: '목걸이', locale: 'ko' },
  { q: '샴푸', locale: 'ko' },
  { q: '하네스', locale: 'ko' },
  { q: 'collare', locale: 'it' },
  { q: 'guinzaglio', locale: 'it' },
  { q: 'coleira', locale: 'pt' },
  { q: 'comedero', locale: 'es' },
  { q: 'col', locale: 'en', suggest: true },
  { q: 'sham', locale: 'en', suggest: true },
  { q: 'hals', locale: 'de', suggest: true },
  { q: '项', locale: 'zh', suggest: true },
  { q: '스마', locale: 'ko', suggest: true },
  { q: 'ошей', locale: 'ru', suggest: true },
  { q: 'xylophone', locale: 'en' },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Times the query mix against a loaded database; prints the slowest queries and p50/p95. */
async function timeQueries(pool: pg.Pool) {
  const database = drizzle(pool);
  // Warm-up: the first queries load index pages from disk into shared buffers.
  for (const m of QUERY_MIX) await runSearch(database, m.q, { locale: m.locale, limit: 20, titlesOnly: m.suggest });
  const times: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let i = 0; i < QUERIES; i++) {
    const m = QUERY_MIX[i % QUERY_MIX.length]!;
    const start = performance.now();
    await runSearch(database, m.q, { locale: m.locale, limit: m.suggest ? 8 : 20, titlesOnly: m.suggest });
    const ms = performance.now() - start;
    times.push(ms);
    const key = `${m.locale} ${m.suggest ? 'suggest' : 'search'} "${m.q}"`;
    perQuery.set(key, [...(perQuery.get(key) ?? []), ms]);
  }
  times.sort((a, b) => a - b);
  const slowest = [...perQuery]
    .map(([key, list]) => [key, Math.max(...list)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  console.log('slowest queries (max of their runs):');
  for (const [key, ms] of slowest) console.log(`  ${key.padEnd(36)} ${ms.toFixed(1)} ms`);
  console.log(
    `${QUERIES} queries: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${percentile(times, 100).toFixed(1)} ms`,
  );
}

async function main() {
  // --reuse=<url>: time against a database kept by an earlier --keep run (no setup, no drop).
  const reuse = process.argv.find((a) => a.startsWith('--reuse='))?.slice('--reuse='.length);
  if (reuse) {
    const pool = new pg.Pool({ connectionString: reuse, max: 4 });
    try {
      await timeQueries(pool);
    } finally {
      await pool.end();
    }
    return;
  }
  const scratch = await scratchDatabase();
  console.log(`scratch database: ${scratch.url.replace(/:[^:@/]*@/, ':***@')}`);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
  try {
    const [{ runMigrations }, { run }] = await Promise.all([databaseModule(), runModule()]);
    await runMigrations(scratch.url);
    await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { cwd: root, env: { ...process.env, DATABASE_URL: scratch.url } });
    const t0 = performance.now();
    await insertSynthetic(pool);
    const { rows } = await pool.query<{ n: string }>('select count(*) as n from search_documents');
    console.log(`search documents: ${rows[0]?.n} (synthetic ones inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    await timeQueries(pool);
  } finally {
    await pool.end();
    if (process.argv.includes('--keep')) console.log(`kept: npm run bench:search -- --reuse=${scratch.url}`);
    else await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
