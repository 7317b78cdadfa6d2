// `npm run staff:add -- --email … --role …` against DATABASE_URL or the embedded database (see scripts/staff-add.ts).
import path from 'node:path';
import { openDatabase, runMigrations } from './lib/database.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const db = await openDatabase({ reuseRunning: true });
let code = 0;
try {
  await runMigrations(db.url);
  // react-server: the server modules it reuses import 'server-only', which is empty under that condition.
  await run(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/staff-add.ts', ...process.argv.slice(2)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: db.url },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await db.stop();
}
process.exit(code);
