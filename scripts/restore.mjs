// `npm run restore -- FILE [--replace]`: restores a dump made by `npm run backup` into the database
// (DATABASE_URL, else the embedded cluster of `npm start`, created when missing). The database must
// be empty (it is created when it does not exist); --replace drops everything in it first.
import path from 'node:path';
import { BackupError, describeError, readArchiveHeader, restore } from './lib/backup.mjs';
import { embeddedDir, openDatabase } from './lib/database.mjs';

const root = path.resolve(import.meta.dirname, '..');
const log = (msg) => console.log(`[restore] ${msg}`);
const args = process.argv.slice(2);

if (args.includes('--help')) {
  console.log('usage: npm run restore -- FILE [--replace]   (database: DATABASE_URL, else the embedded one; --replace: drop everything in it first)');
  process.exit(0);
}
const replace = args.includes('--replace');
const files = args.filter((a) => a !== '--replace');
let code = 0;
let db;
try {
  const unknown = files.find((a) => a.startsWith('--'));
  if (unknown) throw new BackupError(`unknown option ${unknown} (see --help)`);
  if (files.length !== 1) throw new BackupError('name one backup file: npm run restore -- FILE [--replace]');
  // npm runs scripts in the project's directory; a relative FILE is relative to where npm was run.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]);
  const header = readArchiveHeader(file); // a missing or foreign file fails here, before any database is touched
  log(`${file}: ${header.database}, dumped from PostgreSQL ${header.serverVersion} by pg_dump ${header.pgDumpVersion}`);
  const t0 = Date.now();
  db = await openDatabase({ reuseRunning: true, log });
  log(`database: ${db.embedded ? `embedded (${path.relative(root, embeddedDir())})` : 'external DATABASE_URL'}`);
  const done = await restore({ url: db.url, file, replace, log });
  log(`restored into ${done.database} (PostgreSQL ${done.serverMajor}, ${done.pgRestore}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  log('`npm start` (or `node scripts/db.mjs migrate`) applies the migrations newer than the backup');
} catch (error) {
  console.error(`[restore] ${describeError(error)}`);
  code = 1;
} finally {
  await db?.stop();
}
process.exit(code);
