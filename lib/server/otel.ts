import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { installTracing, tracing } from './tracing';

/** Requests not worth a trace: build assets, and the probes a load balancer and Prometheus send every few seconds. */
const UNTRACED = /^\/(?:_next\/static\/|api\/(?:health|ready|metrics)(?:$|\?))/;

/** The span attribute that holds the request's id (X-Request-Id, set by scripts/server.mjs). */
export const REQUEST_ID_ATTRIBUTE = 'pawtrail.request_id';

/**
 * Starts OpenTelemetry tracing (instrumentation.ts imports this module only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set). The NodeSDK reads the standard OTEL_* variables: the
 * endpoint, OTEL_EXPORTER_OTLP_PROTOCOL (http/protobuf by default; http/json, grpc),
 * OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER.
 * Traces only: metrics are Prometheus's (app/api/metrics) and logs are stdout's JSON lines, so
 * their OTLP exporters stay off unless OTEL_METRICS_EXPORTER / OTEL_LOGS_EXPORTER ask for them.
 *
 * Spans: the incoming request (instrumentation-http, with the request id), Next.js's own spans
 * under it (it emits them once a tracer provider is registered), every pg query and pool
 * checkout made within a request or another span (instrumentation-pg; statements with their
 * placeholders, never their values), and each SMTP delivery (lib/server/mail.ts, through
 * lib/server/tracing.ts).
 */
export function startTracing(): void {
  if (tracing()) return;
  process.env.OTEL_SERVICE_NAME ??= 'pawtrail-site';
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const sdk = new NodeSDK({
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? '/'),
        // Outgoing calls only inside a request (the publishing scheduler's calls to its own server are traced there).
        requireParentforOutgoingSpans: true,
        // The id is set by scripts/server.mjs after the span has started: read it from the answer.
        applyCustomAttributesOnSpan: (span, _request, response) => {
          const id = typeof (response as ServerResponse).getHeader === 'function' ? (response as ServerResponse).getHeader('x-request-id') : undefined;
          if (id) span.setAttribute(REQUEST_ID_ATTRIBUTE, String(id));
        },
        startIncomingSpanHook: (request: IncomingMessage) => {
          // A trusted proxy's id (nginx's $request_id) is known from the start.
          const sent = request.headers['x-request-id'];
          return typeof sent === 'string' && sent ? { [REQUEST_ID_ATTRIBUTE]: sent } : {};
        },
      }),
      // Only queries made within a span: the workers' polling every few seconds would be a root trace each.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  // The instrumentations patch a module when Node's require hands it out next. node:http was loaded
  // before this ran (scripts/server.mjs, Next.js), and Next.js's bundles may not require it again:
  // ask for it, and for pg, once here through Node's own require, so both are patched from now on.
  const load = createRequire(path.join(process.cwd(), 'package.json'));
  for (const name of ['http', 'https', 'pg']) load(name);
  const tracer = trace.getTracer('pawtrail-site');
  installTracing({
    ids() {
      const span = trace.getSpan(context.active());
      if (!span) return undefined;
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
    span(name, attributes, work) {
      const defined = Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as Record<string, string | number | boolean>;
      return tracer.startActiveSpan(name, { attributes: defined }, async (span) => {
        try {
          return await work();
        } catch (error) {
          // The error's kind only: messages (an SMTP server's refusal) can name a recipient.
          span.setAttribute('error.type', error instanceof Error ? error.name : typeof error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      });
    },
    shutdown: () => sdk.shutdown(),
  });
}
