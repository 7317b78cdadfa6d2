// `npm run db:migrate` / `npm run db:seed [-- --force]` against DATABASE_URL or the embedded database
// (the seed refuses to overwrite texts published in the back office unless --force).
import path from 'node:path';
import { openDatabase, runMigrations } from './lib/database.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const command = process.argv[2];
const db = await openDatabase({ reuseRunning: true });
try {
  await runMigrations(db.url);
  if (command === 'seed') {
    await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', ...process.argv.slice(3)], { cwd: root, env: { ...process.env, DATABASE_URL: db.url } });
  }
} finally {
  await db.stop();
}
