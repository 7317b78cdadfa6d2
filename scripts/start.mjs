// `npm start`: database (embedded unless DATABASE_URL is set) → migrations → seed → build when
// sources changed → production server on PORT (default 3000). SIGTERM/SIGINT drain the server,
// then stop the embedded database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { openDatabase, runMigrations } from './lib/database.mjs';
import { buildIsCurrent, markBuilt, sourceHash } from './lib/build-stamp.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const t0 = Date.now();
const log = (msg) => console.log(`[start] ${msg}`);

const db = await openDatabase({ log });
log(`database ready (${db.embedded ? 'embedded, .data/pg' : 'external DATABASE_URL'})`);
const env = { ...process.env, DATABASE_URL: db.url, SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}` };
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
    else void shutdown(0);
  });
}

try {
  await runMigrations(db.url);
  log('migrations applied');
  await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { cwd: root, env });
  if (!dev) {
    const hash = sourceHash(env.SITE_URL);
    if (buildIsCurrent(hash)) {
      log('build is current, skipping next build');
    } else {
      const b0 = Date.now();
      await run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, env: { ...env, NEXT_TELEMETRY_DISABLED: '1' } });
      markBuilt(hash);
      log(`built in ${((Date.now() - b0) / 1000).toFixed(1)} s`);
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}

if (!stopping) {
  child = spawn(process.execPath, [path.join(root, 'scripts/server.mjs'), ...(dev ? ['--dev'] : [])], {
    cwd: root, stdio: 'inherit', env: { ...env, PORT: port, NEXT_TELEMETRY_DISABLED: '1', PAWTRAIL_STARTED_AT: String(t0) },
  });
  child.on('exit', (code) => void shutdown(code ?? 0));
} else {
  await shutdown(0);
}
