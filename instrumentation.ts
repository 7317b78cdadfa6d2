/**
 * Runs once when a server instance starts (Next.js instrumentation hook): starts the instance's
 * mail worker (lib/server/mail-worker.ts), which delivers queued mails and retries failed ones,
 * and the hourly sweep of expired sessions, reset tokens and order links (lib/server/sweep.ts).
 * Node.js runtime only (the condition is the one Next.js removes from the Edge bundle), and not
 * while `next build` pre-renders.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    const [{ startMailWorker }, { startSweeper }] = await Promise.all([import('./lib/server/mail-worker'), import('./lib/server/sweep')]);
    startMailWorker();
    startSweeper();
  }
}
