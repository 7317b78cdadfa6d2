// jest globalTeardown: drops the per-worker databases globalSetup made (test/databases.mjs).
export default async function globalTeardown() {
  await globalThis.__workerDatabases?.drop();
}
