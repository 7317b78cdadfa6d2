// The container image's build step (Dockerfile): `next build` against a throw-away embedded
// PostgreSQL holding the demo content, then the precompressed assets. The production database is
// not reachable while an image builds, so the pages this build pre-renders are demo pages: the
// image sets RENDER_AFTER_START=1, and scripts/lib/next-cache-handler.mjs renders every page again
// from the real database on its first request.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, runMigrations } from './lib/database.mjs';
import { precompressStatic } from './lib/static-brotli.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const log = (msg) => console.log(`[build-image] ${msg}`);
delete process.env.DATABASE_URL;
const dir = path.join(root, '.data/pg-build');
const db = await openDatabase({ dir, port: 54349, database: 'pawtrail_build', log });
try {
  await runMigrations(db.url);
  const env = { ...process.env, DATABASE_URL: db.url, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--force'], { cwd: root, env });
  await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { cwd: root, env });
  await precompressStatic(path.join(root, '.next'));
} finally {
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}
