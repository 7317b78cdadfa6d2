// Prometheus metrics of one server process (prom-client), served by GET /api/metrics
// (app/api/metrics/route.ts, behind METRICS_TOKEN; docs/deploy.md, "Metrics").
//
// scripts/server.mjs and the app's code inside Next's bundles are different module instances, so
// the registry is kept on globalThis: whichever side asks first makes it (the server, at start-up),
// and both count into the same one. Labels are bounded: a route group, never a raw path.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import client from 'prom-client';

const KEY = Symbol.for('pawtrail.metrics');

/** Upper bounds (seconds) of the request duration buckets: a page memo hit to a slow render. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    client,
    registry,
    requestDuration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer ending, by method, route group and status class',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    inFlight: new client.Gauge({ name: 'http_requests_in_flight', help: 'Requests being answered now', registers }),
    serverErrors: new client.Counter({ name: 'http_server_errors_total', help: 'Answers with a 5xx status, by route group', labelNames: ['route'], registers }),
    pageMemo: new client.Counter({
      name: 'pawtrail_page_memo_requests_total',
      help: 'Plain page requests the page memo (scripts/lib/page-memo.mjs) answered (hit) or passed to the app (miss)',
      labelNames: ['result'],
      registers,
    }),
  };
}

/** The metrics of this process (one registry, whichever module instance asks). */
export function processMetrics() {
  globalThis[KEY] ??= create();
  return globalThis[KEY];
}

/**
 * The first path segments of the API routes the build has (`.next/server/app/api/<segment>`), so
 * that `/api/products/123` counts as `/api/products` and an unknown `/api/whatever` as `/api/other`.
 */
export function apiSegments(distDir) {
  try {
    return new Set(
      readdirSync(path.join(distDir, 'server', 'app', 'api'), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name),
    );
  } catch {
    return new Set();
  }
}

/** A bounded label for a request path: static, next, api route (first segment), admin, og or page. */
export function routeGroup(url, segments) {
  const pathname = (url ?? '/').split('?')[0];
  if (pathname.startsWith('/_next/static/')) return 'static';
  if (pathname.startsWith('/_next/')) return 'next';
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    const segment = pathname.split('/')[2] ?? '';
    return segments.has(segment) ? `/api/${segment}` : '/api/other';
  }
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (pathname.startsWith('/og/')) return 'og';
  // A file of public/ (icons, images, fonts): a dot in the last segment.
  if (/\.[a-z0-9]{1,8}$/i.test(pathname)) return 'static';
  return 'page';
}

export const statusClass = (status) => (status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other');
export const methodLabel = (method) => (METHODS.has(method) ? method : 'OTHER');

/**
 * The request counters of scripts/server.mjs: `start()` when a request arrives, and the function
 * it returns when the answer has ended (the connection closed).
 */
export function requestMetrics({ distDir }) {
  const metrics = processMetrics();
  const segments = apiSegments(distDir);
  return {
    start(req) {
      const started = process.hrtime.bigint();
      metrics.inFlight.inc();
      return (res) => {
        metrics.inFlight.dec();
        const route = routeGroup(req.url, segments);
        const status = res.statusCode;
        metrics.requestDuration.observe(
          { method: methodLabel(req.method), route, status: statusClass(status) },
          Number(process.hrtime.bigint() - started) / 1e9,
        );
        if (status >= 500) metrics.serverErrors.inc({ route });
      };
    },
    /** What the page memo did with a request: true = answered it, a ticket = the app renders it, null = not a memo request. */
    memo(result) {
      if (result === true) metrics.pageMemo.inc({ result: 'hit' });
      else if (result) metrics.pageMemo.inc({ result: 'miss' });
    },
  };
}
