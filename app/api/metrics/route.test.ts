import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { closeDb, db } from '@/lib/server/db';
import { processMetrics, requestMetrics, routeGroup } from '@/scripts/lib/metrics.mjs';
import { request } from '@/test/http';

const TOKEN = 'jest-metrics-token-0123456789abcdefghijkl';

/** The route module with METRICS_TOKEN as given (the environment is parsed once per module registry). */
function loadRoute(token: string | undefined) {
  if (token === undefined) delete process.env.METRICS_TOKEN;
  else process.env.METRICS_TOKEN = token;
  let route!: typeof import('./route');
  jest.isolateModules(() => {
    route = jest.requireActual<typeof import('./route')>('./route');
  });
  return (headers: Record<string, string> = {}) => route.GET(request('/api/metrics', { headers, xsrf: false }));
}

describe('GET /api/metrics', () => {
  const previous = process.env.METRICS_TOKEN;
  afterEach(() => {
    if (previous === undefined) delete process.env.METRICS_TOKEN;
    else process.env.METRICS_TOKEN = previous;
  });
  afterAll(() => closeDb());

  it('does not exist without METRICS_TOKEN: 404, with or without a token', async () => {
    const get = loadRoute(undefined);
    expect((await get()).status).toBe(404);
    const res = await get({ authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('http_request');
  });

  it('refuses a missing, wrong or differently long token with 401 and no metrics', async () => {
    const get = loadRoute(TOKEN);
    for (const headers of [
      {} as Record<string, string>,
      { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
    ]) {
      const res = await get(headers);
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain('http_request');
    }
  });

  it('answers the token with the text format: request metrics the server counted, the pool, the outbox backlog, the process', async () => {
    // As scripts/server.mjs counts: another module instance than the route's (isolateModules), one registry.
    const counted = requestMetrics({ distDir: '/nonexistent' });
    const end = counted.start({ method: 'GET', url: '/api/orders/123?x=1' } as IncomingMessage);
    end({ statusCode: 503 } as ServerResponse);
    counted.memo(true);
    // A connection of the pool, idle once the query is done.
    await db().execute(sql`select 1`);
    const res = await loadRoute(TOKEN)({ authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    // No build in jest, so no API segments are known: the route group is /api/other, never the raw path.
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/other",status="5xx"\} 1$/m);
    expect(text).toMatch(/^http_server_errors_total\{route="\/api\/other"\} 1$/m);
    expect(text).toMatch(/^pawtrail_page_memo_requests_total\{result="hit"\} 1$/m);
    expect(text).toMatch(/^http_requests_in_flight 0$/m);
    expect(text).not.toContain('/api/orders/123');
    for (const state of ['queued', 'retrying', 'dead']) expect(text).toMatch(new RegExp(`^pawtrail_mail_outbox_messages\\{state="${state}"\\} \\d+$`, 'm'));
    expect(text).toMatch(/^pawtrail_mail_outbox_oldest_queued_seconds /m);
    expect(text).toMatch(/^pawtrail_db_pool_connections\{state="total"\} [1-9]/m);
    expect(text).toMatch(/^pawtrail_db_pool_connections\{state="max"\} \d+$/m);
    expect(text).toMatch(/^pawtrail_db_pool_waiting_clients \d+$/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m);
    // A second scrape adds no second set of gauges (one registry per process).
    expect((await loadRoute(TOKEN)({ authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    expect(
      processMetrics()
        .registry.getMetricsAsArray()
        .filter((m) => m.name === 'pawtrail_mail_outbox_messages'),
    ).toHaveLength(1);
  });
});

describe('route groups', () => {
  const segments = new Set(['products', 'metrics']);
  it.each([
    ['/_next/static/chunks/a.js', 'static'],
    ['/favicon.ico', 'static'],
    ['/_next/image?url=x', 'next'],
    ['/api/products/abc?x=1', '/api/products'],
    ['/api/metrics', '/api/metrics'],
    ['/api/whatever/1', '/api/other'],
    ['/admin/orders/9', 'admin'],
    ['/og/en/c4', 'og'],
    ['/ja/news/some-article', 'page'],
    ['/', 'page'],
  ])('%s → %s', (url, group) => expect(routeGroup(url, segments)).toBe(group));
});
