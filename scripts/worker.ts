/**
 * The worker process: the background work of the site without serving pages, for a site with
 * several app instances started with WORKERS=off (docs/deploy.md). It delivers queued mails and
 * retries failed ones (lib/server/mail-worker.ts), publishes scheduled drafts when they are due —
 * through an app instance at WORKER_APP_URL (default SITE_URL), which expires the cached pages as
 * Next.js requires (lib/server/publish-scheduler.ts) — and sweeps expired sessions, tokens and
 * links every hour (lib/server/sweep.ts). Several may run: SKIP LOCKED and the mails' leases keep
 * two from doing the same work. SIGTERM or SIGINT: takes no more work, finishes the mails it holds,
 * closes the database and exits 0.
 * Run through scripts/worker.mjs (`npm run worker`), or as `node --conditions=react-server --import tsx scripts/worker.ts`.
 */
import { startBackgroundWork } from '../lib/server/background';
import { closeDb } from '../lib/server/db';
import { env } from '../lib/server/env';
import { log } from '../lib/server/log';

let settings: ReturnType<typeof env>;
try {
  settings = env();
} catch (error) {
  console.error(`[worker] cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const publishThrough = settings.WORKER_APP_URL ?? settings.SITE_URL;
if (!settings.REVALIDATE_TOKEN) log.warn('worker: no REVALIDATE_TOKEN, so the app instances refuse its scheduled publications');
const work = startBackgroundWork({ publishThrough });
log.info('worker started', { publishThrough, smtp: !!settings.SMTP_URL });
// The work's timers never keep a process alive on their own; this one does, until a signal.
const alive = setInterval(() => {}, 3_600_000);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info('worker stopping', { signal });
    void work
      .stop()
      .then(() => closeDb())
      .then(
        () => {
          clearInterval(alive);
          log.info('worker stopped');
          process.exit(0);
        },
        (error: unknown) => {
          log.error('worker did not stop cleanly', { error });
          process.exit(1);
        },
      );
  });
}
