import 'server-only';
import { startMailWorker } from './mail-worker';
import { startPublishScheduler } from './publish-scheduler';
import { startSweeper } from './sweep';

/**
 * The background work of a process: the mail worker, the publishing scheduler and the hourly sweep
 * of expired rows. Every app instance runs it (instrumentation.ts) unless WORKERS=off; the worker
 * process (`npm run worker`, scripts/worker.ts) runs it without serving pages. Returns how to stop
 * taking new work and wait for the mails under way.
 */
export function startBackgroundWork(options: { publishThrough?: string } = {}) {
  const mail = startMailWorker();
  const scheduler = startPublishScheduler(options);
  const sweeper = startSweeper();
  return {
    async stop() {
      mail.stop();
      scheduler.stop();
      sweeper.stop();
      await mail.done();
    },
  };
}
