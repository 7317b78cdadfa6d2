import { PgDialect } from 'drizzle-orm/pg-core';
import { buildQuery, queryTokens } from '/work/main/lib/server/search/engine';
const [q, locale, typos] = process.argv.slice(2);
const { sql, params } = new PgDialect().sqlToQuery(buildQuery(queryTokens(q), { locale, limit: 20 }, typos === '1'));
let s = sql;
params.forEach((p, i) => { s = s.replace(new RegExp('\\$' + (i + 1) + '(?![0-9])', 'g'), typeof p === 'number' ? String(p) : `'${String(p)}'`); });
console.log(s + ';');
