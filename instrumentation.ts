import type { Instrumentation } from 'next';

/**
 * Runs once when a server instance starts (Next.js instrumentation hook): unless WORKERS=off
 * (then `npm run worker` does it, scripts/worker.ts), starts the instance's
 * mail worker (lib/server/mail-worker.ts), which delivers queued mails and retries failed ones,
 * the publishing scheduler, which publishes drafts at the time an editor chose
 * (lib/server/publish-scheduler.ts), and the hourly sweep of expired sessions, reset tokens and
 * order links (lib/server/sweep.ts).
 * Node.js runtime only (the condition is the one Next.js removes from the Edge bundle), and not
 * while `next build` pre-renders. Prometheus metrics: scripts/lib/metrics.mjs and app/api/metrics.
 *
 * Tracing (OpenTelemetry, lib/server/otel.ts) starts first, so that pg is instrumented before
 * anything loads it, and only when OTEL_EXPORTER_OTLP_ENDPOINT is set: otherwise no OpenTelemetry
 * module is imported and no tracer provider is registered (Next.js then emits no spans either).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    try {
      const { env } = await import('./lib/server/env');
      // Checked like every other setting (an invalid value stops the instance with its name).
      const settings = env();
      if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
        const { startTracing } = await import('./lib/server/otel');
        startTracing();
      }
      // WORKERS=off: a separate `npm run worker` process does the background work (docs/deploy.md).
      if (settings.WORKERS === 'off') {
        const { log } = await import('./lib/server/log');
        log.info('background work left to the worker process', { reason: 'WORKERS=off' });
        return;
      }
      const { startBackgroundWork } = await import('./lib/server/background');
      startBackgroundWork();
    } catch (error) {
      // Next.js logs a failed hook and serves on, answering 500 to every request. An instance that
      // cannot start (an invalid setting: lib/server/env.ts names it) stops instead, before it listens.
      console.error(`[server] cannot start: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  }
}

/**
 * An error Next.js caught while rendering a page or running a route (route handlers log their own
 * through lib/server/http/handler.ts and answer 500 without reaching this). One JSON line on
 * stderr with the request's id (set by scripts/server.mjs, or nginx's `$request_id`), so the id a
 * visitor or the response header reports leads to the line; the path without its query string,
 * which can hold reset tokens and search terms.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { log } = await import('./lib/server/log');
  const header = request.headers['x-request-id'];
  log.error('unhandled error while rendering', {
    id: Array.isArray(header) ? header[0] : header,
    method: request.method,
    path: request.path.split('?')[0],
    route: context.routePath,
    kind: context.routeType,
    digest: (error as { digest?: string }).digest,
    error,
  });
};
