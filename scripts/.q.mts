import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { runSearch } from '/work/main/lib/server/search/engine';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/pawtrail_benchdev' });
const db = drizzle(pool);
const mix = JSON.parse(process.argv[2]);
for (const m of mix) {
  await runSearch(db, m.q, { locale: m.locale, limit: 20, titlesOnly: m.suggest });
  const t = performance.now();
  const r = await runSearch(db, m.q, { locale: m.locale, limit: m.suggest ? 8 : 20, titlesOnly: m.suggest });
  console.log(m.locale, m.q, (performance.now() - t).toFixed(1), 'ms', r.total, JSON.stringify(r.counts), r.hits.slice(0,3).map(h=>h.title+':'+h.score.toFixed(2)).join(' | '));
}
await pool.end();
