import pg from 'pg';

/**
 * Suites that take the lock wait their turn behind the others (a dozen hold it exclusively, 10–40 s
 * each, on two workers): their hooks and tests may take up to three minutes instead of the
 * default 30 s, or a loaded CI machine fails them while they merely queue.
 */
jest.setTimeout(180_000);

/** Arbitrary key of the advisory lock over the content tables (products, news, downloads…). */
const CONTENT_LOCK = 7_245_001;
let shared: { count: number; client: Promise<pg.Client> } | null = null;

/**
 * The seed suite compares fingerprints of every content table, so it holds this lock alone while
 * suites that add or edit content rows hold it shared from their first write to their cleanup
 * (a session-level PostgreSQL advisory lock on a connection of its own). One shared hold per
 * suite: a second request in the same suite counts up instead of queueing behind the seed suite.
 * Returns the release.
 */
export async function holdContentLock(mode: 'shared' | 'exclusive'): Promise<() => Promise<void>> {
  if (mode === 'shared' && shared) {
    shared.count += 1;
    await shared.client;
    return releaseShared;
  }
  const client = (async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(mode === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)', [CONTENT_LOCK]);
    return c;
  })();
  if (mode === 'exclusive') {
    const c = await client;
    return () => c.end();
  }
  shared = { count: 1, client };
  await client;
  return releaseShared;
}

async function releaseShared() {
  if (!shared) return;
  shared.count -= 1;
  if (shared.count > 0) return;
  const { client } = shared;
  shared = null;
  await (await client).end();
}
