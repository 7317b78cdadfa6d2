import 'server-only';
import { env } from './env';
import { log } from './log';
import { runMailQueue } from './mail';

/** Mails one pass takes; a full pass is followed by the next at once, so a backlog drains without waiting. */
const BATCH = 20;

let running: { stop: () => void } | undefined;

/**
 * The mail worker of this instance (started by instrumentation.ts when the server starts): every
 * MAIL_WORKER_INTERVAL_MS it delivers the mails that are due (runMailQueue), whichever instance
 * queued them: retries after a failure, and mails an instance queued but did not get to (it
 * stopped, or was killed). Every instance runs one; SKIP LOCKED and the lease keep two from taking
 * the same mail. Stops taking mails when the instance drains (SIGTERM). Without SMTP_URL, or with
 * MAIL_WORKER_INTERVAL_MS=0, there is no worker. Idempotent: a second call returns the first.
 */
export function startMailWorker(): { stop: () => void } {
  if (running) return running;
  const interval = env().MAIL_WORKER_INTERVAL_MS;
  if (interval === 0 || !env().SMTP_URL) {
    log.info('mail worker not started', { reason: interval === 0 ? 'MAIL_WORKER_INTERVAL_MS=0' : 'no SMTP_URL' });
    running = { stop: () => {} };
    return running;
  }
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void pass(), ms);
    // The worker never keeps a process alive that has nothing else to do.
    timer.unref();
  };
  const pass = async () => {
    // A draining instance (scripts/server.mjs sets this on SIGTERM) takes no new mail; the others do.
    if (process.env.PAWTRAIL_DRAINING) return;
    try {
      const run = await runMailQueue({ limit: BATCH });
      if (run.taken > 0) log.info('mail worker pass', { ...run });
      schedule(run.taken === BATCH ? 0 : interval);
    } catch (error) {
      log.error('mail worker pass failed', { error });
      schedule(interval);
    }
  };
  schedule(0);
  log.info('mail worker started', { intervalMs: interval, maxAttempts: env().MAIL_MAX_ATTEMPTS });
  running = {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
  return running;
}
