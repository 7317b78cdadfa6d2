import { handler } from '@/lib/server/http/handler';
import { metricsText, requireMetricsToken } from '@/lib/server/metrics';

export const dynamic = 'force-dynamic';

/**
 * GET /api/metrics — this instance's Prometheus metrics (request durations, requests in flight,
 * 5xx, page memo, database pool, mail outbox backlog, Node.js process). For the scraper only: a
 * bearer token (METRICS_TOKEN), 404 without one configured; nginx refuses the path (docs/deploy.md).
 */
export const GET = handler({ xsrf: false, guard: requireMetricsToken }, async () => {
  const { text, contentType } = await metricsText();
  return new Response(text, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
});
