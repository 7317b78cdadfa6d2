/**
 * The search engine: pg_trgm over `search_documents`, all inside PostgreSQL.
 *
 * Folded columns hold ` word word … ` (see lib/search/fold.ts), so every match test is a LIKE
 * that the trigram GIN indexes serve and whose recheck is a cheap substring search:
 *  - CJK bigram: a whole indexed word (`% 项圈 %`); one CJK character: a word prefix;
 *  - Latin/Cyrillic words shorter than 5 letters: a word prefix (`% gps%`, `% coll%`);
 *  - words of 5+ letters: anywhere inside a word (`brunnen` in `trinkbrunnen`).
 * Every query word must match the title, summary or body. When that exact pass finds fewer hits
 * than asked for, a second pass also admits one typo in words of 5+ letters, in titles and
 * summaries: `%>` (word_similarity ≥ 0.3, set with `set_config(…, true)`, local to the
 * transaction) finds candidates through the index, and each is then checked word by word for
 * at most one edit. Similarity is only computed in that pass: it is ten times dearer than LIKE.
 *
 * Score = Σ per query word of its best field: title 4, summary 2, body 1 (+25 % when the word
 * starts a word there; typo matches count 60 %), so title > summary > body. Documents in the
 * current locale come first, then English ones for items that did not match in that locale.
 *
 * No 'server-only' import: the benchmark script runs this module outside Next.js.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { bigrams, indexText, segments } from '../../search/fold';
import { withinOneEdit } from '../../search/highlight';

export interface QueryToken {
  text: string;
  kind: 'word' | 'cjk';
  /** Typos are tolerated in Latin/Cyrillic words of this length or more. */
  fuzzy: boolean;
}

export interface SearchHit {
  type: string;
  refId: string;
  locale: string;
  title: string;
  summary: string;
  body: string;
  url: string;
  score: number;
}

export interface SearchOutcome {
  hits: SearchHit[];
  counts: Record<string, number>;
  total: number;
  /** True when more documents matched than were examined: counts are lower bounds. */
  capped: boolean;
  tokens: QueryToken[];
}

const MAX_TOKENS = 8;
export const TYPO_MIN_LENGTH = 5;
/**
 * The word_similarity a word of n letters keeps after one edit in its middle: a swap of two
 * letters changes 4 of its n+1 trigrams, so (n-3)/(n+5) for the whole word (partial extents
 * score higher). Clamped to [0.3, 0.5]: long words need no looser bar, and a looser one only
 * drags in near misses. Candidates are then checked word by word (withinOneEdit), so the bar
 * decides cost, never correctness.
 */
export function typoSimilarity(tokens: QueryToken[]): number {
  const n = Math.min(...tokens.filter((t) => t.fuzzy).map((t) => Array.from(t.text).length));
  return Math.min(0.5, Math.max(0.3, Math.floor(((n - 3) / (n + 5)) * 100) / 100));
}

/** Query words; duplicates dropped, at most eight (the longest, most selective ones kept). */
export function queryTokens(q: string): QueryToken[] {
  const seen = new Map<string, QueryToken>();
  for (const seg of segments(q)) {
    const parts = seg.kind === 'cjk' ? bigrams(seg.text) : [seg.text];
    for (const text of parts) {
      if (!seen.has(text)) seen.set(text, { text, kind: seg.kind, fuzzy: seg.kind === 'word' && Array.from(text).length >= TYPO_MIN_LENGTH });
    }
  }
  const tokens = [...seen.values()];
  if (tokens.length <= MAX_TOKENS) return tokens;
  return tokens.sort((a, b) => b.text.length - a.text.length).slice(0, MAX_TOKENS);
}

/** The LIKE pattern of a token (folded tokens hold only letters, digits and marks: nothing to escape). */
function pattern(t: QueryToken): string {
  if (t.kind === 'cjk') return Array.from(t.text).length >= 2 ? `% ${t.text} %` : `% ${t.text}%`;
  return t.fuzzy ? `%${t.text}%` : `% ${t.text}%`;
}

type Row = {
  type: string;
  ref_id: string;
  locale: string;
  title: string;
  summary: string;
  body: string;
  url: string;
  score: number | string;
  counts: Record<string, number | string> | null;
  capped: boolean;
} & Record<string, unknown>;

export interface SearchOptions {
  locale: string;
  type?: string;
  limit: number;
  /** Suggestions look at titles only. */
  titlesOnly?: boolean;
}

const FIELDS = [
  { col: sql.raw('title_folded'), weight: 4, typos: true },
  { col: sql.raw('summary_folded'), weight: 2, typos: true },
  { col: sql.raw('body_folded'), weight: 1, typos: false },
];

/** Documents examined per tier; beyond it counts read "at least". */
export const CANDIDATE_CAP = 150;
/** Suggestions show a handful of titles: fewer candidates suffice. */
const SUGGEST_CANDIDATE_CAP = 40;
/** The typo pass computes word_similarity, ten times dearer than LIKE: it examines fewer. */
const TYPO_CANDIDATE_CAP = 60;
const TYPO_POOL = 400;

/**
 * Candidates come in two tiers (every word in the title; else anywhere), each capped, the second
 * skipped once the first filled the cap (a one-time filter: its index scans never start). A
 * common word then costs one title scan of at most CANDIDATE_CAP rows instead of scoring
 * thousands of bodies; the score then orders all candidates (title > summary > body).
 */
export function buildQuery(tokens: QueryToken[], options: SearchOptions, typos: boolean): SQL {
  const cap = typos ? TYPO_CANDIDATE_CAP : options.titlesOnly ? SUGGEST_CANDIDATE_CAP : CANDIDATE_CAP;
  const fields = options.titlesOnly ? FIELDS.slice(0, 1) : FIELDS;
  const typo = (t: QueryToken, f: (typeof FIELDS)[number]) => typos && t.fuzzy && f.typos;
  const matchIn = (within: typeof FIELDS) =>
    sql.join(
      tokens.map((t) => {
        const p = pattern(t);
        const tests = within.flatMap((f) => [sql`${f.col} like ${p}`, ...(typo(t, f) ? [sql`${f.col} %> ${t.text}`] : [])]);
        return sql`(${sql.join(tests, sql` or `)})`;
      }),
      sql` and `,
    );
  const score = sql.join(
    tokens.map((t) => {
      const p = pattern(t);
      const wordStart = `% ${t.text}%`;
      const perField = fields.map((f) => {
        const exact = sql`case when ${f.col} like ${p} then ${f.weight} * (case when ${f.col} like ${wordStart} then 1.25 else 1 end)`;
        return typo(t, f)
          ? sql`${exact} when ${f.col} %> ${t.text} then ${f.weight * 0.6} * word_similarity(${t.text}, ${f.col}) else 0 end`
          : sql`${exact} else 0 end`;
      });
      return perField.length === 1 ? perField[0] : sql`greatest(${sql.join(perField, sql`, `)})`;
    }),
    sql` + `,
  );
  const locales = options.locale === 'en' ? ['en'] : [options.locale, 'en'];
  // `locale || ''`: the primary key's third column would otherwise tempt the planner into a
  // full scan of that index; the trigram bitmap is far more selective on its own.
  const where = sql`(locale || '') in (${sql.join(
    locales.map((l) => sql`${l}`),
    sql`, `,
  )}) ${options.type ? sql`and type = ${options.type}` : sql``}`;
  const cols = sql`type, ref_id, locale, title, summary, body, url, title_folded, summary_folded, body_folded`;
  const inTitle = matchIn(FIELDS.slice(0, 1));
  const tiers = options.titlesOnly ? sql`select * from t1` : sql`select * from t1 union all select * from t2`;
  // Typo candidates are taken closest first, so near misses cannot crowd out the real match.
  const closest = (col: SQL) => {
    const fuzzy = tokens.filter((t) => t.fuzzy);
    return typos && fuzzy.length
      ? sql`order by ${sql.join(
          fuzzy.map((t) => sql`word_similarity(${t.text}, ${col})`),
          sql` + `,
        )} desc`
      : sql``;
  };
  // Ordering by similarity is bounded too: at most TYPO_POOL rows are compared, closest kept.
  const tier = (filter: SQL, order: SQL) =>
    typos
      ? sql`select * from (select ${cols} from search_documents where ${filter} limit ${TYPO_POOL}) pool ${order} limit ${cap}`
      : sql`select ${cols} from search_documents where ${filter} limit ${cap}`;
  return sql`
    with t1 as materialized (
      ${tier(sql`${where} and ${inTitle}`, closest(sql.raw('title_folded')))}
    ), t2 as materialized (
      ${tier(sql`(select count(*) from t1) < ${cap} and ${where} and ${matchIn(FIELDS)} and not (${inTitle})`, closest(sql.raw('summary_folded')))}
    ), candidates as materialized (${tiers}
    ), best as (
      select distinct on (type, ref_id) type, ref_id, locale, title, summary, body, url,
             (${score})::float8 as score, (locale = ${options.locale}) as native
        from candidates
       order by type, ref_id, native desc, score desc
    )
    select type, ref_id, locale, title, summary, body, url, score,
           (select json_object_agg(type, n) from (select type, count(*) as n from best group by type) c) as counts,
           (select count(*) from candidates) >= ${cap} as capped
      from best
     -- Equal scores: the shorter title is the closer match (the product before its manual).
     order by native desc, score desc, char_length(title), type desc, ref_id
     limit ${typos ? cap : options.limit}`;
}

/** Does a long query word occur in the text, exactly, inside a word, or with one edit? */
function typoMatch(token: string, text: string): boolean {
  const n = token.length;
  return indexText(text)
    .split(' ')
    .some((w) => w.includes(token) || withinOneEdit(w, token) || (w.length > n && withinOneEdit(w.slice(0, n), token)));
}

/** Keeps typo-pass candidates whose every long word is really within one edit, then recounts. */
function verified(rows: Row[], tokens: QueryToken[], options: SearchOptions): SearchOutcome {
  const fuzzy = tokens.filter((t) => t.fuzzy);
  const kept = rows.filter((r) => fuzzy.every((t) => [r.title, ...(options.titlesOnly ? [] : [r.summary, r.body])].some((text) => typoMatch(t.text, text))));
  const counts: Record<string, number> = {};
  for (const r of kept) counts[r.type] = (counts[r.type] ?? 0) + 1;
  const hits = kept.slice(0, options.limit).map((r) => ({
    type: r.type,
    refId: r.ref_id,
    locale: r.locale,
    title: r.title,
    summary: r.summary,
    body: r.body,
    url: r.url,
    score: Number(r.score),
  }));
  return { hits, counts, total: kept.length, capped: Boolean(rows[0]?.capped), tokens };
}

function outcome(rows: Row[], tokens: QueryToken[]): SearchOutcome {
  const counts: Record<string, number> = {};
  for (const [type, n] of Object.entries(rows[0]?.counts ?? {})) counts[type] = Number(n);
  const hits = rows.map((r) => ({
    type: r.type,
    refId: r.ref_id,
    locale: r.locale,
    title: r.title,
    summary: r.summary,
    body: r.body,
    url: r.url,
    score: Number(r.score),
  }));
  return { hits, counts, total: Object.values(counts).reduce((a, b) => a + b, 0), capped: Boolean(rows[0]?.capped), tokens };
}

export async function runSearch<S extends Record<string, unknown>>(database: NodePgDatabase<S>, q: string, options: SearchOptions): Promise<SearchOutcome> {
  const tokens = queryTokens(q);
  if (tokens.length === 0) return { hits: [], counts: {}, total: 0, capped: false, tokens };
  return database.transaction(async (tx) => {
    // Row estimates for LIKE on trigram indexes are poor: a sequential scan is never the better
    // plan here, and the inflated estimates would otherwise trigger JIT compilation (tens of ms)
    // and parallel workers for queries that touch a few hundred rows.
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    const exact = await tx.execute<Row>(buildQuery(tokens, options, false));
    if (exact.rows.length >= options.limit || !tokens.some((t) => t.fuzzy)) return outcome(exact.rows, tokens);
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(typoSimilarity(tokens))}, true)`);
    const loose = await tx.execute<Row>(buildQuery(tokens, options, true));
    return verified(loose.rows, tokens, options);
  });
}
