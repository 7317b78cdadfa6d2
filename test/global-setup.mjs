// jest globalSetup: one database per worker (test/databases.mjs). Without DATABASE_URL only the
// suites that need no database can pass, as before.
import { createWorkerDatabases, PREFIX_VARIABLE } from './databases.mjs';

export default async function globalSetup(globalConfig) {
  if (!process.env.DATABASE_URL) return;
  const workers = Math.max(1, globalConfig.maxWorkers);
  globalThis.__workerDatabases = await createWorkerDatabases({
    url: process.env.DATABASE_URL,
    workers,
    log: (msg) => console.log(`\n[jest] ${msg}`),
  });
  // Read by test/worker-database.ts in every worker (they start after this hook, with this environment).
  process.env[PREFIX_VARIABLE] = globalThis.__workerDatabases.prefix;
}
