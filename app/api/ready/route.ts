import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db';
import { handler, json } from '@/lib/server/http/handler';
import { log } from '@/lib/server/log';

export const dynamic = 'force-dynamic';

/** Readiness: not while the server is shutting down (scripts/server.mjs), and the database answers within two seconds. */
export const GET = handler({}, async () => {
  if (process.env.PAWTRAIL_DRAINING === '1') {
    return json({ status: 'draining' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([db().execute(sql`select 1`), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('database timeout')), 2000)))]);
    return json({ status: 'ready', database: 'ok', ms: Date.now() - started }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    log.warn('readiness check failed', { error });
    return json({ status: 'unavailable', database: 'unreachable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  } finally {
    // The database answered (or not) first: its 2 s timer would otherwise run on after every probe.
    clearTimeout(timer);
  }
});
