import 'server-only';
import { env } from './env';
import { log } from './log';
import { onMailsQueued, runMailQueue } from './mail';

/**
 * Mails one pass takes: ten for each mail delivered at once (MAIL_WORKER_CONCURRENCY). A full pass
 * is followed by the next at once, so a backlog drains without waiting.
 */
export const mailWorkerBatch = () => env().MAIL_WORKER_CONCURRENCY * 10;

interface Worker {
  /** Takes no more mail. */
  stop: () => void;
  /** Settles when the pass under way (if any) has delivered what it took. */
  done: () => Promise<void>;
}
let running: Worker | undefined;

/**
 * The mail worker of this instance (started by instrumentation.ts when the server starts): every
 * MAIL_WORKER_INTERVAL_MS it delivers the mails that are due (runMailQueue), whichever instance
 * queued them: retries after a failure, and mails an instance queued but did not get to (it
 * stopped, or was killed). Every instance runs one; SKIP LOCKED and the lease keep two from taking
 * the same mail. Stops taking mails when the instance drains (SIGTERM). Without SMTP_URL, or with
 * MAIL_WORKER_INTERVAL_MS=0, there is no worker. Idempotent: a second call returns the first.
 */
export function startMailWorker(): Worker {
  if (running) return running;
  const interval = env().MAIL_WORKER_INTERVAL_MS;
  if (interval === 0 || !env().SMTP_URL) {
    log.info('mail worker not started', { reason: interval === 0 ? 'MAIL_WORKER_INTERVAL_MS=0' : 'no SMTP_URL' });
    running = { stop: () => {}, done: () => Promise.resolve() };
    return running;
  }
  const batch = mailWorkerBatch();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** The pass under way, if any; a wake-up during it asks for another right after. */
  let current: Promise<void> | undefined;
  let again = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void pass(), ms);
    // The worker never keeps a process alive that has nothing else to do.
    timer.unref();
  };
  const pass = async () => {
    // A draining instance (scripts/server.mjs sets this on SIGTERM) takes no new mail; the others do.
    if (stopped || process.env.PAWTRAIL_DRAINING) return;
    if (current) {
      again = true;
      return;
    }
    let full = false;
    current = (async () => {
      try {
        const run = await runMailQueue({ limit: batch });
        if (run.taken > 0) log.info('mail worker pass', { ...run });
        full = run.taken === batch;
      } catch (error) {
        log.error('mail worker pass failed', { error });
      }
    })();
    await current;
    current = undefined;
    const soon = full || again;
    again = false;
    schedule(soon ? 0 : interval);
  };
  schedule(0);
  // Mails queued in this process (deliverLater: a mailing, notices after an order) wake the worker at once.
  onMailsQueued(() => schedule(0));
  log.info('mail worker started', {
    intervalMs: interval,
    concurrency: env().MAIL_WORKER_CONCURRENCY,
    leaseMs: env().MAIL_LEASE_MS,
    maxAttempts: env().MAIL_MAX_ATTEMPTS,
  });
  running = {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      onMailsQueued(undefined);
    },
    done: () => current ?? Promise.resolve(),
  };
  return running;
}
