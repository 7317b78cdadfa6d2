import pg from 'pg';

/** What specs use of a database connection. */
export interface SpecDb {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
  end(): Promise<void>;
}

/**
 * A spec's own connection to the test database, made at its first query and ended by `end()` in
 * the spec's afterAll. With fullyParallel a worker may run one file's tests in several groups,
 * each between its own beforeAll and afterAll, while the module stays loaded: a pool made at
 * module level and ended by the first group failed the next group's queries ("Cannot use a pool
 * after calling end"). This one is made afresh by the next group's first query.
 */
export function specDb(max = 2): SpecDb {
  let pool: pg.Pool | null = null;
  return {
    query: <R extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
      (pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max })).query<R>(text, values),
    end: async () => {
      const ending = pool;
      pool = null;
      await ending?.end();
    },
  };
}
