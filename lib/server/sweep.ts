import 'server-only';
import { lt } from 'drizzle-orm';
import { db, schema } from './db';
import { log } from './log';
import { settleStalePendingOrders } from './shop/orders';
import { settlePendingRefunds } from './staff/refunds';

/** How long an expired row is kept before the sweep deletes it (a link's "expired" page, support looking into it). */
export const SWEEP_GRACE_MS = 24 * 3_600_000;

/** The tables whose rows end at `expires_at` and are of no use after it: sign-ins and one-time links. */
const EXPIRING = {
  sessions: schema.sessions,
  staffSessions: schema.staffSessions,
  passwordResets: schema.passwordResets,
  staffPasswordResets: schema.staffPasswordResets,
  orderLinks: schema.orderLinks,
} as const;

export type SweepResult = Record<keyof typeof EXPIRING, number>;

/**
 * Deletes sessions, password-reset tokens and order links that expired more than SWEEP_GRACE_MS
 * before `now`: every check already refuses them, and a table of dead credentials only grows.
 * Safe to run in several instances at once (each delete is idempotent).
 */
export async function sweepExpired(now: Date = new Date()): Promise<SweepResult> {
  const before = new Date(now.getTime() - SWEEP_GRACE_MS);
  const entries = await Promise.all(
    Object.entries(EXPIRING).map(async ([name, table]) => {
      const gone = await db().delete(table).where(lt(table.expiresAt, before)).returning({ expiresAt: table.expiresAt });
      return [name, gone.length] as const;
    }),
  );
  return Object.fromEntries(entries) as SweepResult;
}

let running: { stop: () => void } | undefined;

/** How often the checkouts that stopped halfway and the unconfirmed refunds are settled with the payment provider. */
export const SETTLE_INTERVAL_MS = 5 * 60_000;

/**
 * The sweep of this process: expired rows a minute after start, then every `intervalMs` (an
 * hour); the checkouts that stopped halfway (`settleStalePendingOrders`: their stock is reserved
 * for at most about twenty minutes) and the refunds the provider has not confirmed
 * (`settlePendingRefunds`) a minute after start, then every SETTLE_INTERVAL_MS. Never keeps the
 * process alive.
 */
export function startSweeper(intervalMs = 3_600_000, settleEveryMs = SETTLE_INTERVAL_MS): { stop: () => void } {
  if (running) return running;
  const pass = () => {
    if (process.env.PAWTRAIL_DRAINING) return;
    sweepExpired()
      .then((result) => {
        if (Object.values(result).some((n) => n > 0)) log.info('expired rows swept', { ...result });
      })
      .catch((error: unknown) => log.error('sweep of expired rows failed', { error }));
  };
  let settling = false;
  const settle = () => {
    if (process.env.PAWTRAIL_DRAINING || settling) return;
    settling = true;
    const settled = (what: string) => (result: object) => {
      if (Object.values(result).some((n: number) => n > 0)) log.info(`${what} settled`, { ...result });
    };
    settleStalePendingOrders()
      .then(settled('stale pending orders'), (error: unknown) => log.error('settling stale pending orders failed', { error }))
      .then(() => settlePendingRefunds())
      .then(settled('pending refunds'), (error: unknown) => log.error('settling pending refunds failed', { error }))
      .finally(() => (settling = false));
  };
  const timers = [
    setTimeout(pass, 60_000).unref(),
    setInterval(pass, intervalMs).unref(),
    setTimeout(settle, 60_000).unref(),
    setInterval(settle, settleEveryMs).unref(),
  ];
  running = {
    stop: () => timers.forEach((timer) => clearTimeout(timer)),
  };
  return running;
}
