// `npm run content:publish [-- tag …] [-- --force]`: loads the content files (scripts/seed-data)
// into the database (embedded, or DATABASE_URL) and expires the running site's cached pages built
// from them, so the next visit to each page renders it afresh. It refuses, writing nothing, when
// it would overwrite a text published in the back office, unless --force. Investor reports and events are
// imported only into empty tables unless --force (the seed says when it kept staff's). Tags: settings,
// products, news, faq, downloads, brand, stores, investor-relations, policies (default: all). The site is found at CONTENT_SITE_URL, else
// http://localhost:$PORT (3000); its token is REVALIDATE_TOKEN, else .data/revalidate-token.
import path from 'node:path';
import { contentHash, markContent, revalidateContent, revalidateToken, waitForServer } from './lib/content.mjs';
import { openDatabase, runMigrations } from './lib/database.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const log = (msg) => console.log(`[content] ${msg}`);
const TAGS = ['settings', 'products', 'news', 'faq', 'downloads', 'brand', 'stores', 'investor-relations', 'policies'];
const tags = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = tags.filter((t) => !TAGS.includes(t));
if (unknown.length) {
  console.error(`[content] unknown tag(s): ${unknown.join(', ')} (known: ${TAGS.join(', ')})`);
  process.exit(2);
}
const base = process.env.CONTENT_SITE_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`;

const db = await openDatabase({ log, reuseRunning: true });
try {
  await runMigrations(db.url);
  const force = process.argv.includes('--force') ? ['--force'] : [];
  await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', ...force], { cwd: root, env: { ...process.env, DATABASE_URL: db.url } });
  log('content loaded into the database');
} finally {
  await db.stop();
}

if (!(await waitForServer(base, 2_000))) {
  log(`no site answers at ${base}: nothing to expire now (npm start expires pages built from older content itself)`);
  process.exit(0);
}
try {
  const expired = await revalidateContent(base, revalidateToken(), tags.length ? tags : undefined);
  if (!tags.length) markContent(contentHash());
  log(`expired ${expired.join(', ')} at ${base}: pages render afresh on their next visit`);
} catch (error) {
  console.error(`[content] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
