// One database per jest worker, so that suites never see each other's rows: jest's globalSetup
// builds a template on the server DATABASE_URL names (embedded or external: migrations, then the
// demo content, the suite's fixture), clones it once per worker (`CREATE DATABASE … TEMPLATE …`),
// and globalTeardown drops the clones. test/worker-database.ts points each worker at its clone.
import path from 'node:path';
import pg from 'pg';
import { runMigrations } from '../scripts/lib/database.mjs';
import { run } from '../scripts/lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The environment variable that tells the workers (test/worker-database.ts) which clones exist. */
export const PREFIX_VARIABLE = 'JEST_DATABASE_PREFIX';

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

/** `<database>_jest`: the clones are `<prefix>_1…n`, the template `<prefix>_template` (PostgreSQL names ≤ 63 bytes). */
export function prefixFor(url) {
  const base = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  return `${base.slice(0, 40)}_jest`;
}

/** The databases of `prefix` on the server, leftovers of a killed run included. */
async function ours(admin, prefix) {
  const { rows } = await admin.query('select datname from pg_database where datname like $1', [`${prefix}\\_%`]);
  const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}_(template|\\d+)$`);
  return rows.map((r) => r.datname).filter((name) => pattern.test(name));
}

async function dropAll(admin, prefix) {
  for (const name of await ours(admin, prefix)) await admin.query(`drop database if exists ${quote(name)} with (force)`);
}

/**
 * Makes `<prefix>_1…workers` from a fresh template and returns what teardown needs. Holds an
 * advisory lock (on its own connection, for the whole run) so that a second run against the
 * same database waits instead of dropping this run's clones; a killed run's lock goes with its
 * connection, and its leftover databases are dropped here.
 */
export async function createWorkerDatabases({ url, workers, log = console.log }) {
  const prefix = prefixFor(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const started = Date.now();
  const took = {};
  const timed = async (step, fn) => {
    const t0 = Date.now();
    await fn();
    took[step] = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  };
  try {
    const { rows } = await admin.query('select pg_try_advisory_lock(hashtext($1)) as ok', [prefix]);
    if (!rows[0].ok) {
      log(`another jest run holds the ${prefix}_* databases: waiting for it to finish`);
      await admin.query('select pg_advisory_lock(hashtext($1))', [prefix]);
    }
    await dropAll(admin, prefix);
    const template = `${prefix}_template`;
    await admin.query(`create database ${quote(template)}`);
    const templateUrl = withDatabase(url, template);
    await timed('migrations', () => runMigrations(templateUrl));
    await timed('seed', () =>
      run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: templateUrl },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    // One after the other: PostgreSQL refuses to copy a template that another copy is reading.
    await timed('clones', async () => {
      for (let i = 1; i <= workers; i += 1) await admin.query(`create database ${quote(`${prefix}_${i}`)} template ${quote(template)}`);
    });
    await admin.query(`drop database ${quote(template)}`);
  } catch (error) {
    await dropAll(admin, prefix).catch(() => {});
    await admin.end();
    throw error;
  }
  const steps = Object.entries(took).map(([step, time]) => `${step} ${time}`);
  log(`test databases ${prefix}_1…${workers} ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${steps.join(', ')})`);
  return {
    prefix,
    async drop() {
      try {
        await dropAll(admin, prefix);
      } finally {
        await admin.end();
      }
    },
  };
}
