import { sql } from 'drizzle-orm';
import { closeDb, db } from '@/lib/server/db';
import { rebuildSearchIndex } from './indexer';

afterAll(() => closeDb());

describe('rebuilding the search index', () => {
  it('lets two rebuilds at once (two editors publishing together) both commit, leaving one row per item and locale', async () => {
    const counts = await Promise.all([db().transaction((tx) => rebuildSearchIndex(tx)), db().transaction((tx) => rebuildSearchIndex(tx))]);
    // Both committed (neither met the other's rows), over the same content: nothing else writes to this worker's database.
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBe(counts[0]);
    const { rows } = await db().execute<{ n: number; distinct: number }>(
      sql`select count(*)::int as n, count(distinct (type, ref_id, locale))::int as distinct from search_documents`,
    );
    expect(rows[0]!.n).toBe(rows[0]!.distinct);
  });
});
