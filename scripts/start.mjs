// `npm start`: database (embedded unless DATABASE_URL is set) → migrations → seed → build when
// sources changed → production server on PORT (default 3000). SIGTERM/SIGINT drain the server,
// then stop the embedded database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { openDatabase, runMigrations } from './lib/database.mjs';
import { buildIsCurrent, markBuilt, sourceHash } from './lib/build-stamp.mjs';
import { precompressStatic } from './lib/static-brotli.mjs';
import { contentHash, contentIsCurrent, markContent, revalidateContent, revalidateToken, waitForServer } from './lib/content.mjs';
import { mailSecretKey } from './lib/mail-secret-key.mjs';
import { run, stopRunning } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const t0 = Date.now();
const log = (msg) => console.log(`[start] ${msg}`);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

let db;
try {
  db = await openDatabase({ log, ownSignals: true });
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
// The Node that runs the site (and the server it starts, process.execPath): Node 24 from
// node_modules/.bin when started through npm (the `node` dependency of package.json).
log(`Node ${process.version} (${process.execPath})`);
log(`database ready (${db.embedded ? `embedded, ${process.env.EMBEDDED_PG_DIR ?? '.data/pg'}` : 'external DATABASE_URL'})`);
const env = {
  ...process.env,
  DATABASE_URL: db.url,
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
  REVALIDATE_TOKEN: revalidateToken(),
  MAIL_SECRET_KEY: mailSecretKey(),
};
let contentStale = false;
let child;
let stopping = false;

async function shutdown(code) {
  await db.stop().catch((e) => console.error(e));
  process.exit(code);
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    if (child && child.exitCode === null) child.kill('SIGTERM');
    // A seed or build in progress is stopped too (its failure below then shuts down); never left
    // running to write .next while the next start builds.
    else if (stopRunning() === 0) void shutdown(0);
  });
}

try {
  await runMigrations(db.url);
  log('migrations applied');
  // Demo content goes into an empty database only: after that, what staff publish is the content.
  await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--if-empty'], { cwd: root, env });
  if (!dev) {
    const hash = sourceHash(env.SITE_URL);
    if (buildIsCurrent(hash)) {
      log('build is current, skipping next build');
    } else {
      const b0 = Date.now();
      await run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, env: { ...env, NEXT_TELEMETRY_DISABLED: '1' } });
      markBuilt(hash);
      markContent(contentHash());
      log(`built in ${((Date.now() - b0) / 1000).toFixed(1)} s`);
    }
    const c0 = Date.now();
    const br = await precompressStatic(path.join(root, '.next'));
    if (br.written > 0)
      log(
        `brotli: ${br.written} of ${br.files} scripts and stylesheets compressed (${kb(br.rawBytes)} → ${kb(br.brBytes)}) in ${((Date.now() - c0) / 1000).toFixed(1)} s`,
      );
    // The pages of an older build were rendered from older content: expire them once the server is up.
    contentStale = !contentIsCurrent(contentHash());
  }
} catch (error) {
  if (!stopping) console.error(error instanceof Error ? error.message : error);
  await shutdown(stopping ? 0 : 1);
}

if (!stopping) {
  child = spawn(process.execPath, [path.join(root, 'scripts/server.mjs'), ...(dev ? ['--dev'] : [])], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: port, NEXT_TELEMETRY_DISABLED: '1', PAWTRAIL_STARTED_AT: String(t0) },
  });
  child.on('exit', (code) => void shutdown(code ?? 0));
  if (contentStale) void refreshContent();
} else {
  await shutdown(0);
}

async function refreshContent() {
  const base = `http://localhost:${port}`;
  if (!(await waitForServer(base))) return;
  try {
    const tags = await revalidateContent(base, env.REVALIDATE_TOKEN);
    markContent(contentHash());
    log(`content changed since the build: expired ${tags.join(', ')}`);
  } catch (error) {
    log(`content changed since the build, but expiring the cached pages failed: ${error instanceof Error ? error.message : error}`);
  }
}
