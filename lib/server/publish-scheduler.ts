import 'server-only';
import { randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { db, schema } from './db';
import { env } from './env';
import { log } from './log';

/** The header and the per-process token with which the scheduler calls POST /api/content/scheduled. */
export const SCHEDULER_HEADER = 'x-pawtrail-scheduler';
export const SCHEDULER_TOKEN_VARIABLE = 'PAWTRAIL_SCHEDULER_TOKEN';
/** The port this instance listens on, set by scripts/server.mjs once it does. */
export const SELF_PORT_VARIABLE = 'PAWTRAIL_SELF_PORT';

const schedules = schema.contentSchedules;

/** Attempts at a scheduled publication before the scheduler gives up and the editor sees its error. */
export const SCHEDULE_MAX_ATTEMPTS = 3;

/** The time of the earliest scheduled publication still to be made, or null. One index lookup. */
export async function nextScheduledAt(): Promise<Date | null> {
  const [row] = await db()
    .select({ at: sql<Date | null>`min(${schedules.publishAt})`.mapWith(schedules.publishAt) })
    .from(schedules)
    .where(lt(schedules.attempts, SCHEDULE_MAX_ATTEMPTS));
  return row?.at ?? null;
}

let running: { stop: () => void } | undefined;

/**
 * The publishing scheduler of this instance (started by instrumentation.ts): it looks up the next
 * scheduled publication every PUBLISH_SCHEDULER_INTERVAL_MS and sleeps until its time when that
 * comes sooner, so a publication scheduled more than one interval ahead goes out within a few
 * milliseconds of its time. When one is due it asks its own server to publish what is due
 * (POST /api/content/scheduled, with a token only this process knows): Next.js expires pages
 * (`revalidateTag`) only inside a request, and there the publication runs the editor's code path
 * unchanged. Every instance runs one; row locks (SKIP LOCKED) make one of them publish each
 * schedule (lib/server/staff/scheduled-publishing.ts). Stops when the instance drains. In the
 * worker process (`publishThrough`: an app instance's URL, scripts/worker.ts) it asks that
 * instance instead, with REVALIDATE_TOKEN. Idempotent: a second call returns the first.
 */
export function startPublishScheduler(options: { publishThrough?: string } = {}): { stop: () => void } {
  if (running) return running;
  const interval = env().PUBLISH_SCHEDULER_INTERVAL_MS;
  if (interval === 0) {
    log.info('publishing scheduler not started', { reason: 'PUBLISH_SCHEDULER_INTERVAL_MS=0' });
    running = { stop: () => {} };
    return running;
  }
  const token = randomBytes(24).toString('base64url');
  process.env[SCHEDULER_TOKEN_VARIABLE] = token;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const later = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void pass(), ms);
    timer.unref();
  };
  const publishDue = async (port: string | undefined) => {
    // The worker process serves no pages: an app instance publishes, with the site's REVALIDATE_TOKEN.
    const url = options.publishThrough ? new URL('/api/content/scheduled', options.publishThrough) : new URL(`http://127.0.0.1:${port}/api/content/scheduled`);
    const headers: Record<string, string> = options.publishThrough
      ? { authorization: `Bearer ${env().REVALIDATE_TOKEN ?? ''}` }
      : { [SCHEDULER_HEADER]: token };
    const res = await fetch(url, {
      method: 'POST',
      headers,
      signal: AbortSignal.timeout(120_000),
    });
    if (!res.ok) throw new Error(`POST /api/content/scheduled answered ${res.status}`);
    return (await res.json()) as { published: number; failed: number };
  };
  const pass = async () => {
    if (process.env.PAWTRAIL_DRAINING) return;
    const port = options.publishThrough ? undefined : process.env[SELF_PORT_VARIABLE];
    try {
      let next = await nextScheduledAt();
      if (next && next.getTime() <= Date.now() && (port || options.publishThrough)) {
        const run = await publishDue(port);
        if (run.failed > 0) log.warn('scheduled publications failed', { ...run });
        next = await nextScheduledAt();
      }
      const until = next ? next.getTime() - Date.now() : Infinity;
      // Due but not published (an editor held the draft, a failure to try again): once a second, not in a loop.
      later(until > 0 ? Math.min(interval, until + 10) : Math.min(interval, 1_000));
    } catch (error) {
      log.error('publishing scheduler pass failed', { error });
      later(interval);
    }
  };
  later(0);
  log.info('publishing scheduler started', { intervalMs: interval });
  running = {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
  return running;
}
