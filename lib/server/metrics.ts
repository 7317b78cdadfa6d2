import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { processMetrics } from '@/scripts/lib/metrics.mjs';
import { db } from './db';
import { env } from './env';
import { notFound, unauthorized } from './http/errors';
import { log } from './log';

/**
 * The app's gauges, read when Prometheus scrapes (collect), added once to the process's registry
 * (scripts/lib/metrics.mjs, shared with scripts/server.mjs, which counts the requests): the
 * database pool of this instance and the mail outbox's backlog (shared by every instance).
 */
function addAppGauges() {
  const { client, registry } = processMetrics();
  if (registry.getSingleMetric('pawtrail_db_pool_connections')) return;
  const registers = [registry];
  const pool = () => (globalThis as unknown as { pawtrailPool?: Pool }).pawtrailPool;
  new client.Gauge({
    name: 'pawtrail_db_pool_connections',
    help: 'PostgreSQL connections of this instance (lib/server/db): total open and idle; max is DATABASE_POOL_MAX',
    labelNames: ['state'],
    registers,
    collect() {
      const p = pool();
      this.set({ state: 'total' }, p?.totalCount ?? 0);
      this.set({ state: 'idle' }, p?.idleCount ?? 0);
      this.set({ state: 'max' }, env().DATABASE_POOL_MAX);
    },
  });
  new client.Gauge({
    name: 'pawtrail_db_pool_waiting_clients',
    help: 'Queries waiting for a free connection of this instance',
    registers,
    collect() {
      this.set(pool()?.waitingCount ?? 0);
    },
  });
  const outboxAge = new client.Gauge({
    name: 'pawtrail_mail_outbox_oldest_queued_seconds',
    help: 'Age of the oldest mail still to be delivered (0 when none)',
    registers,
  });
  new client.Gauge({
    name: 'pawtrail_mail_outbox_messages',
    help: 'Mails not delivered, by state: queued (due or waiting for a retry), retrying (queued after a failed attempt), dead (given up after MAIL_MAX_ATTEMPTS)',
    labelNames: ['state'],
    registers,
    async collect() {
      try {
        // The partial index outbox_pending_idx (sent_at is null): cheap however many mails were sent.
        const { rows } = await db().execute<{ queued: number; retrying: number; dead: number; oldest: number | null }>(sql`
          select count(*) filter (where dead_at is null)::int as queued,
                 count(*) filter (where dead_at is null and attempts > 0)::int as retrying,
                 count(*) filter (where dead_at is not null)::int as dead,
                 extract(epoch from now() - min(created_at) filter (where dead_at is null))::float8 as oldest
          from outbox where sent_at is null`);
        const row = rows[0] ?? { queued: 0, retrying: 0, dead: 0, oldest: null };
        this.set({ state: 'queued' }, row.queued);
        this.set({ state: 'retrying' }, row.retrying);
        this.set({ state: 'dead' }, row.dead);
        outboxAge.set(Math.max(0, row.oldest ?? 0));
      } catch (error) {
        // The database is down: the scrape still answers (process and request metrics matter most
        // then), without the outbox series, so a stale figure is never shown as current.
        this.reset();
        outboxAge.reset();
        log.warn('metrics: outbox backlog not read', { error });
      }
    },
  });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Only a scraper holding METRICS_TOKEN gets the metrics; without the variable there is no endpoint (404). */
export function requireMetricsToken(req: Request): void {
  const expected = env().METRICS_TOKEN;
  if (!expected) throw notFound();
  const given = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!sameSecret(given, expected)) throw unauthorized();
}

/** The process's metrics in Prometheus's text format, and its content type. */
export async function metricsText(): Promise<{ text: string; contentType: string }> {
  addAppGauges();
  const { registry } = processMetrics();
  return { text: await registry.metrics(), contentType: registry.contentType };
}
