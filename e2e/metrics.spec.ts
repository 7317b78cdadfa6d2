import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * GET /api/metrics on the production server (scripts/server.mjs): what scripts/server.mjs counts
 * for every request and what the app collects at scrape time (database pool, mail outbox) come out
 * of one registry, although the server and Next's bundles are different module instances.
 * `npm test` gives the test server METRICS_TOKEN (scripts/test.mjs).
 */
const token = process.env.METRICS_TOKEN ?? '';

async function scrape(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/metrics', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  expect(res.headers()['cache-control']).toBe('no-store');
  return res.text();
}

/** The value of one series, e.g. `http_request_duration_seconds_count{method="GET",route="page",status="2xx"}`; 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test.beforeAll(() => {
  if (!token) throw new Error('METRICS_TOKEN is not set: run through npm test (scripts/test.mjs gives the server and Playwright one)');
});

test('the metrics need the token', async ({ request }) => {
  expect((await request.get('/api/metrics')).status()).toBe(401);
  const wrong = await request.get('/api/metrics', { headers: { Authorization: `Bearer ${'x'.repeat(token.length)}` } });
  expect(wrong.status()).toBe(401);
  expect(await wrong.text()).not.toContain('http_request_duration_seconds');
});

test('page requests counted by the server show in the histogram, beside the app gauges', async ({ request }) => {
  const pageCount = 'http_request_duration_seconds_count{method="GET",route="page",status="2xx"}';
  const before = await scrape(request);
  const pages = ['/c4', '/ja/c4', '/c4', '/de', '/'];
  for (const page of pages) expect((await request.get(page)).status()).toBe(200);
  // The server records a request when its connection's answer has ended: wait for the last one.
  let after = '';
  await expect
    .poll(async () => {
      after = await scrape(request);
      return value(after, pageCount) - value(before, pageCount);
    })
    .toBeGreaterThanOrEqual(pages.length);
  // Each plain page request was either answered by the page memo or rendered and offered to it.
  const memo = (text: string) =>
    value(text, 'pawtrail_page_memo_requests_total{result="hit"}') + value(text, 'pawtrail_page_memo_requests_total{result="miss"}');
  expect(memo(after) - memo(before)).toBeGreaterThanOrEqual(pages.length);
  // The scrape itself is in flight while the server's gauge is read.
  expect(value(after, 'http_requests_in_flight')).toBeGreaterThanOrEqual(1);
  expect(after).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="page",status="2xx"\} \d+$/m);
  expect(after).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/metrics",status="2xx"\} [1-9]\d*$/m);
  // Collected by the app at scrape time: the outbox backlog from the database, the pool's connections.
  for (const state of ['queued', 'retrying', 'dead']) expect(after).toMatch(new RegExp(`^pawtrail_mail_outbox_messages\\{state="${state}"\\} \\d+$`, 'm'));
  expect(after).toMatch(/^pawtrail_mail_outbox_oldest_queued_seconds [\d.e+-]+$/m);
  expect(value(after, 'pawtrail_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
  expect(after).toMatch(/^pawtrail_db_pool_waiting_clients \d+$/m);
  // Node.js's own.
  expect(after).toMatch(/^process_resident_memory_bytes \d+/m);
  expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);
});
