// Requests and server errors (5xx answers) per UTC day, for the back office's dashboard (issue 33):
// scripts/server.mjs counts each answer in memory, and every minute, and when the instance stops,
// adds the counts to `request_days` in one statement (several instances add to the same rows).
// A failed write keeps the counts for the next one. Prometheus (GET /api/metrics) has the live,
// per-route figures; this is the history a person looks at.
import pg from 'pg';

/** Paths that are not a visitor's or a client's request: static files and the probes. */
const NOT_COUNTED = /^\/(?:_next\/static\/|api\/(?:health|ready|metrics)(?:[/?]|$))/;

/**
 * @param {{ databaseUrl: string; intervalMs?: number; onError?: (error: unknown) => void; now?: () => Date }} options
 */
export function requestDays({ databaseUrl, intervalMs = 60_000, onError = () => {}, now = () => new Date() }) {
  /** @type {Map<string, { requests: number; errors: number }>} */
  const pending = new Map();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  pool.on('error', onError);
  let writing = Promise.resolve();

  const add = (day, requests, errors) => {
    const entry = pending.get(day) ?? { requests: 0, errors: 0 };
    entry.requests += requests;
    entry.errors += errors;
    pending.set(day, entry);
  };

  async function write() {
    if (!pending.size) return;
    const rows = [...pending];
    pending.clear();
    try {
      await pool.query(
        `insert into request_days (day, requests, server_errors)
         select * from unnest($1::date[], $2::bigint[], $3::bigint[])
         on conflict (day) do update set requests = request_days.requests + excluded.requests,
           server_errors = request_days.server_errors + excluded.server_errors`,
        [rows.map(([day]) => day), rows.map(([, c]) => c.requests), rows.map(([, c]) => c.errors)],
      );
    } catch (error) {
      for (const [day, c] of rows) add(day, c.requests, c.errors);
      onError(error);
    }
  }
  /** One write at a time: a slow database never has two of this instance's writes racing. */
  const flush = () => (writing = writing.then(write));

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    /** Counts one answer of `status` to `url` on today's (UTC) row. */
    count(url, status) {
      if (NOT_COUNTED.test(url ?? '')) return;
      add(now().toISOString().slice(0, 10), 1, status >= 500 ? 1 : 0);
    },
    flush,
    /** The last write, then the connection closes. */
    async stop() {
      clearInterval(timer);
      await flush();
      await pool.end().catch(() => {});
    },
  };
}
