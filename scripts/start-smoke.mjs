// `npm run test:start`: the fresh-machine path of `npm install && npm start`, which CI covers with
// this instead of a second whole suite (the suite runs on the external PostgreSQL there).
// `node scripts/start.mjs` without DATABASE_URL on a new embedded cluster (.data/pg-smoke, a spare
// port): it must create the cluster, migrate, load the demo content and serve pages and API
// answers read from that database; then SIGTERM must stop the server and the cluster.
// It reuses the build `npm test` left (same PORT, TEST_PORT or 3100, same SITE_URL); without a
// current build, start.mjs builds first (minutes).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sparePort } from './lib/bare-next.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.TEST_PORT ?? '3100';
const base = `http://localhost:${port}`;
const dir = path.join(root, '.data/pg-smoke');
const log = (msg) => console.log(`[smoke] ${msg}`);
const t0 = Date.now();
const since = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

rmSync(dir, { recursive: true, force: true });
const env = {
  ...process.env,
  PORT: port,
  EMBEDDED_PG_DIR: dir,
  EMBEDDED_PG_PORT: String(await sparePort()),
  SHUTDOWN_READY_DELAY_MS: '0',
  NEXT_TELEMETRY_DISABLED: '1',
};
delete env.DATABASE_URL;
delete env.SITE_URL;

const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
let out = '';
for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => (out += d));

/** A failed check: what went wrong, then the end of start.mjs's output. */
function fail(message) {
  throw new Error(`${message}\n--- npm start output (end) ---\n${out.slice(-4000)}`);
}

async function get(pathname, headers = {}) {
  const res = await fetch(new URL(pathname, base), { headers, redirect: 'manual' });
  return { status: res.status, text: await res.text() };
}

let code = 0;
try {
  for (;;) {
    if (child.exitCode !== null) fail(`npm start exited (${child.exitCode}) before serving`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() - t0 > 40 * 60_000) fail('npm start did not answer /api/health within 40 minutes');
    await sleep(250);
  }
  log(`npm start answers on ${base} after ${since()}`);
  for (const step of ['Creating the embedded PostgreSQL cluster', 'migrations applied', 'Seeded demo content']) {
    if (!out.includes(step)) fail(`npm start did not say "${step}": the fresh cluster was not created, migrated and seeded`);
  }

  const ready = await get('/api/ready');
  if (ready.status !== 200 || JSON.parse(ready.text).database !== 'ok') fail(`/api/ready answered ${ready.status} ${ready.text}`);
  // English pages have no prefix; every other language has its own.
  const home = await get('/');
  if (home.status !== 200 || !home.text.includes('Pawtrail')) fail(`/ answered ${home.status}`);
  const japanese = await get('/ja');
  if (japanese.status !== 200 || !japanese.text.includes('lang="ja"')) fail(`/ja answered ${japanese.status}`);
  // Read from the embedded database at request time: the seeded catalogue, and a Japanese query
  // (non-ASCII words must count for pg_trgm, which is why the cluster is made with C.UTF-8).
  const products = await get('/api/products?limit=50');
  if (products.status !== 200 || !JSON.parse(products.text).items.some((p) => p.id === 'c4'))
    fail(`/api/products answered ${products.status} without the seeded C4`);
  const search = await get(`/api/search?q=${encodeURIComponent('スマートGPS首輪')}`, { 'x-lang': 'ja' });
  const hits = search.status === 200 ? JSON.parse(search.text).results : [];
  if (!hits.some((r) => r.id === 'c4' && r.locale === 'ja'))
    fail(`/api/search in Japanese answered ${search.status} without the C4: ${search.text.slice(0, 300)}`);
  log('/api/ready, /, /ja, /api/products and a Japanese /api/search answer from the new database');

  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const exit = await Promise.race([exited, sleep(60_000).then(() => 'timeout')]);
  if (exit !== 0) fail(`npm start ended with ${exit} after SIGTERM`);
  if (existsSync(path.join(dir, 'postmaster.pid'))) fail('the embedded PostgreSQL still runs after npm start stopped');
  log(`stopped cleanly, cluster included; ${since()} in all`);
} catch (error) {
  console.error(`[smoke] ${error instanceof Error ? error.message : error}`);
  code = 1;
} finally {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await Promise.race([new Promise((r) => child.once('exit', r)), sleep(30_000)]);
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
