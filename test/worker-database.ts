/**
 * Before each test file: DATABASE_URL names this worker's own database, a clone of the migrated,
 * seeded template that jest's globalSetup made (test/databases.mjs). Suites in one worker run one
 * after the other, so nothing else writes to it while a suite runs.
 */
const prefix = process.env.JEST_DATABASE_PREFIX;
if (prefix && process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${encodeURIComponent(`${prefix}_${process.env.JEST_WORKER_ID ?? '1'}`)}`;
  process.env.DATABASE_URL = url.toString();
}

export {};
