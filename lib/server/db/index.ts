import 'server-only';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { env } from '../env';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

/** The pool or an open transaction: what readers and writers that may run inside one take. */
export type Queryable = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

/**
 * Independent reads on `q`, given as functions that start them: at once on the pool, one after
 * another inside a transaction. A transaction holds one connection, which runs one query at a time:
 * node-postgres queues a query sent while another is running, and warns that version 9 will refuse
 * it (test/setup.ts fails a suite that does it).
 */
export async function readAll<T extends unknown[]>(q: Queryable, reads: [...{ [K in keyof T]: () => PromiseLike<T[K]> }]): Promise<T> {
  // Anything but the shared pool is taken for one connection. Not `instanceof PgTransaction`: in the
  // server's build that let transactions through as the pool (a guard on pg's Client, e2e), though
  // it held in jest.
  if (q === globalForDb.pawtrailDb) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}

const globalForDb = globalThis as unknown as { pawtrailPool?: Pool; pawtrailDb?: Db };

/** The one pooled client of the process (kept on globalThis so dev reloads do not leak pools). */
export function db(): Db {
  if (!globalForDb.pawtrailDb) {
    const pool = new Pool({ connectionString: env().DATABASE_URL, max: env().DATABASE_POOL_MAX, idleTimeoutMillis: 30_000 });
    pool.on('error', (error) => console.error(JSON.stringify({ level: 'error', msg: 'pg pool error', error: error.message })));
    globalForDb.pawtrailPool = pool;
    globalForDb.pawtrailDb = drizzle(pool, { schema });
  }
  return globalForDb.pawtrailDb;
}

export async function closeDb(): Promise<void> {
  await globalForDb.pawtrailPool?.end();
  globalForDb.pawtrailPool = undefined;
  globalForDb.pawtrailDb = undefined;
}

export { schema };
