/**
 * Runs once when a server instance starts (Next.js instrumentation hook): starts the instance's
 * mail worker (lib/server/mail-worker.ts), which delivers queued mails and retries failed ones.
 * Not during `next build`, and not in the Edge runtime.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startMailWorker } = await import('./lib/server/mail-worker');
  startMailWorker();
}
