// OpenTelemetry traces over OTLP (issue 33): an instance started with OTEL_EXPORTER_OTLP_ENDPOINT
// sends its traces to a small OTLP/HTTP receiver started here (JSON encoding:
// OTEL_EXPORTER_OTLP_PROTOCOL=http/json). A request that reads the database produces one trace: the
// server span of the request, carrying its X-Request-Id, with the pg queries among its descendants.
// Run by `npm test` after the other scale tests, against the build and database it prepared; needs
// Redis like them (the instance is started the same way) and is skipped without it.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sparePort } from '../../scripts/lib/bare-next.mjs';
import { log, revalidate, skipReason, startInstance, waitHealthy } from './instances.mjs';

const skip = await skipReason('tracing');

/** OTLP's SpanKind SPAN_KIND_SERVER (the JSON encoding writes enums as numbers). */
const SERVER = 2;

/** A minimal OTLP/HTTP trace receiver: keeps every span posted to /v1/traces, flattened with its scope. */
function startReceiver() {
  const spans = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !String(req.headers['content-type']).startsWith('application/json')) {
        res.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = attributes(resourceSpans.resource?.attributes)['service.name'];
        for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
          for (const span of scopeSpans.spans ?? []) spans.push({ ...span, service, scope: scopeSpans.scope?.name, attrs: attributes(span.attributes) });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ spans, server, url: `http://127.0.0.1:${server.address().port}` })));
}

/** OTLP's attribute list ([{ key, value: { stringValue | intValue | … } }]) as a plain object. */
function attributes(list = []) {
  return Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value ?? {})[0]]));
}

/** Polls until `find` returns something, for at most `ms`. */
async function until(find, ms, what) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Whether `span` descends from the span `ancestorId` within `trace` (following parentSpanId). */
function descendsFrom(span, ancestorId, trace) {
  const byId = new Map(trace.map((s) => [s.spanId, s]));
  for (let current = span, depth = 0; current && depth < 50; depth += 1) {
    if (current.parentSpanId === ancestorId) return true;
    current = byId.get(current.parentSpanId);
  }
  return false;
}

const isPg = (span) => span.scope === '@opentelemetry/instrumentation-pg' && /postgres/.test(String(span.attrs['db.system.name'] ?? span.attrs['db.system']));

describe('OpenTelemetry traces over OTLP', { skip: skip ?? false }, () => {
  let receiver;
  let instance;

  before(async () => {
    receiver = await startReceiver();
    instance = startInstance(await sparePort(), {
      REDIS_PREFIX: `otel-${randomBytes(4).toString('hex')}`,
      XSRF_SECRET: randomBytes(32).toString('base64url'),
      MAIL_SECRET_KEY: process.env.MAIL_SECRET_KEY ?? randomBytes(32).toString('base64url'),
      SHUTDOWN_READY_DELAY_MS: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'pawtrail-scale-test',
      // Export within a fraction of a second instead of the batch processor's 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    await waitHealthy(instance);
  });

  after(async () => {
    if (instance && instance.child.exitCode === null) {
      instance.child.kill('SIGTERM');
      await new Promise((r) => instance.child.once('exit', r));
    }
    await new Promise((r) => receiver?.server.close(r));
  });

  /** The trace of the request answered with this X-Request-Id: its server span and every span of its trace. */
  async function traceOf(requestId, mustHave, what) {
    return until(
      () => {
        const server = receiver.spans.find((s) => s.kind === SERVER && s.attrs['pawtrail.request_id'] === requestId);
        if (!server) return undefined;
        const trace = receiver.spans.filter((s) => s.traceId === server.traceId);
        return mustHave(server, trace) ? { server, trace } : undefined;
      },
      20_000,
      what,
    );
  }

  it('an API request that reads the catalogue: a server span with its request id, and its pg queries under it', async () => {
    const res = await fetch(`${instance.url}/api/products?limit=2`, { headers: { 'x-lang': 'en' } });
    assert.equal(res.status, 200);
    assert.ok((await res.json()).items.length > 0);
    const requestId = res.headers.get('x-request-id');
    assert.ok(requestId, 'the answer carries X-Request-Id');

    const { server, trace } = await traceOf(
      requestId,
      (root, spans) => spans.some((s) => isPg(s) && descendsFrom(s, root.spanId, spans)),
      `a pg span under the server span of ${requestId}`,
    );
    assert.equal(server.service, 'pawtrail-scale-test');
    assert.equal(server.parentSpanId || undefined, undefined, 'the request span is the root of its trace');
    const queries = trace.filter((s) => isPg(s) && descendsFrom(s, server.spanId, trace));
    // Statements are traced with their placeholders, never the values.
    assert.ok(queries.some((q) => /select/i.test(String(q.attrs['db.query.text'] ?? q.attrs['db.statement']))));
    // Next.js's own spans (it emits them once a tracer provider is registered) sit in the same trace.
    assert.ok(
      trace.some((s) => s.scope === 'next.js'),
      `Next.js spans in the trace: ${trace.map((s) => `${s.scope}:${s.name}`).join(', ')}`,
    );
    log(`trace ${server.traceId}: ${trace.length} spans, ${queries.length} pg`);
  });

  it('a product page re-rendered after its cache expired: its trace holds the catalogue queries', async () => {
    await revalidate(instance, ['products']);
    // The first visit after expiry may still get the previous page while the new one renders:
    // ask until an answer's trace holds the queries of the render (at most a few visits).
    let result;
    for (let visit = 0; visit < 5 && !result; visit += 1) {
      const res = await fetch(`${instance.url}/productsShow?id=c4`);
      assert.equal(res.status, 200);
      await res.text();
      const requestId = res.headers.get('x-request-id');
      result = await traceOf(
        requestId,
        (root, spans) => spans.some((s) => isPg(s) && descendsFrom(s, root.spanId, spans)),
        `pg spans under the page request ${requestId}`,
      ).catch(() => undefined);
    }
    assert.ok(result, 'one of the visits after the expiry produced a trace with the page’s queries');
  });
});
