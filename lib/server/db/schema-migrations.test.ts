import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { closeDb, db } from '@/lib/server/db';
import * as schema from './schema';

/**
 * The database the migrations in drizzle/ built (the suite's, migrated before jest starts) has
 * exactly the tables and columns lib/server/db/schema.ts declares, with the same types and
 * nullability: a hand-written migration that forgets a column, or a schema edit with no migration,
 * fails here. (`npm run lint` checks the other half: the snapshot drizzle-kit diffs against.)
 */

type Column = { type: string; nullable: boolean };

/** information_schema's and drizzle's names of one type, made comparable. */
function normalize(type: string): string {
  const t = type.toLowerCase();
  if (t === 'serial') return 'integer';
  if (t === 'bigserial') return 'bigint';
  if (t.endsWith('[]')) return `${normalize(t.slice(0, -2))}[]`;
  if (t.startsWith('varchar')) return 'character varying';
  if (t === 'timestamp') return 'timestamp without time zone';
  if (t === 'double precision' || t === 'float8') return 'double precision';
  return t.replace(/\(.*\)$/, '');
}

function declared(): Map<string, Column> {
  const columns = new Map<string, Column>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const table = getTableConfig(value);
    for (const column of table.columns) {
      columns.set(`${table.name}.${column.name}`, { type: normalize(column.getSQLType()), nullable: !column.notNull });
    }
  }
  return columns;
}

async function migrated(tables: Set<string>): Promise<Map<string, Column>> {
  const { rows } = await db().execute<{ table_name: string; column_name: string; data_type: string; udt_name: string; is_nullable: string }>(
    sql`select table_name, column_name, data_type, udt_name, is_nullable from information_schema.columns where table_schema = 'public'`,
  );
  const columns = new Map<string, Column>();
  for (const r of rows) {
    if (!tables.has(r.table_name)) continue;
    const type = r.data_type === 'USER-DEFINED' ? r.udt_name : r.data_type === 'ARRAY' ? `${normalize(r.udt_name.replace(/^_/, ''))}[]` : r.data_type;
    columns.set(`${r.table_name}.${r.column_name}`, { type: normalize(type), nullable: r.is_nullable === 'YES' });
  }
  return columns;
}

afterAll(closeDb);

it('the migrated database has the tables and columns schema.ts declares, with their types and nullability', async () => {
  const expected = declared();
  const tables = new Set([...expected.keys()].map((k) => k.split('.')[0]!));
  const { rows } = await db().execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  expect(rows.map((r) => r.table_name).sort()).toEqual([...tables].sort());
  const actual = await migrated(tables);
  expect(Object.fromEntries([...actual].sort())).toEqual(Object.fromEntries([...expected].sort()));
});
