// `npm run backup [-- --dir DIR]`: a custom-format dump of the database (DATABASE_URL, else the
// embedded cluster of `npm start`, started for the dump when it is not running) into BACKUP_DIR
// (default backups/), named by database and UTC time. See scripts/lib/backup.mjs and docs/deploy.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BackupError, describeError, backup } from './lib/backup.mjs';
import { embeddedDir, openDatabase } from './lib/database.mjs';

const root = path.resolve(import.meta.dirname, '..');
const log = (msg) => console.log(`[backup] ${msg}`);
const args = process.argv.slice(2);

function option(name) {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

if (args.includes('--help')) {
  console.log('usage: npm run backup [-- --dir DIR]   (DIR: BACKUP_DIR, default backups/; database: DATABASE_URL, else the embedded one)');
  process.exit(0);
}
const unknown = args.filter((a, i) => a !== '--dir' && args[i - 1] !== '--dir');
// --dir is relative to where npm was run (npm runs scripts in the project's directory), BACKUP_DIR to the project.
const dir = option('--dir') ? path.resolve(process.env.INIT_CWD ?? process.cwd(), option('--dir')) : path.resolve(root, process.env.BACKUP_DIR ?? 'backups');
let code = 0;
let db;
try {
  if (unknown.length) throw new BackupError(`unknown argument ${unknown[0]} (see --help)`);
  if (args.includes('--dir') && !option('--dir')) throw new BackupError('--dir needs a directory');
  if (!process.env.DATABASE_URL && !existsSync(path.join(embeddedDir(), 'PG_VERSION'))) {
    throw new BackupError(`there is no embedded database in ${path.relative(root, embeddedDir())} to back up (and DATABASE_URL is not set)`);
  }
  const t0 = Date.now();
  db = await openDatabase({ reuseRunning: true, log });
  log(`database: ${db.embedded ? `embedded (${path.relative(root, embeddedDir())})` : 'external DATABASE_URL'}`);
  const made = await backup({ url: db.url, dir, log });
  log(
    `wrote ${made.file} (${(made.bytes / 1024 / 1024).toFixed(1)} MB, PostgreSQL ${made.serverMajor}, ${made.pgDump}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  log(
    'not in the dump, on purpose: MAIL_SECRET_KEY (npm start keeps it in .data/mail-secret-key) and STAFF_SECRET_KEY; keep them apart from the backups (docs/deploy.md)',
  );
} catch (error) {
  console.error(`[backup] ${describeError(error)}`);
  code = 1;
} finally {
  await db?.stop();
}
process.exit(code);
