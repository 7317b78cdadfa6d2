import 'server-only';
/**
 * The seam between the app and OpenTelemetry (lib/server/otel.ts). The app's code calls these two
 * functions; they reach OpenTelemetry only when instrumentation.ts has started it
 * (OTEL_EXPORTER_OTLP_ENDPOINT set), through a global that the started module installs: Next.js
 * bundles instrumentation.ts and each route apart, so a module variable would not be shared. With
 * tracing off, nothing of OpenTelemetry is loaded and each call costs one property read.
 * scripts/server.mjs (no bundler) does not import this module: it reads the same global.
 */
export interface Tracing {
  /** The active span's ids, for log lines. */
  ids(): { trace_id: string; span_id: string } | undefined;
  /** Runs `work` inside a new span (error recorded, status set) that ends when it settles. */
  span<T>(name: string, attributes: Record<string, string | number | boolean | undefined>, work: () => Promise<T>): Promise<T>;
  /** Sends the spans not yet exported (scripts/server.mjs calls it before exiting). */
  shutdown(): Promise<void>;
}

export const TRACING_KEY = Symbol.for('pawtrail.tracing');

type WithTracing = typeof globalThis & { [TRACING_KEY]?: Tracing };

/** The started tracing, or undefined when OTEL_EXPORTER_OTLP_ENDPOINT is unset. */
export function tracing(): Tracing | undefined {
  return (globalThis as WithTracing)[TRACING_KEY];
}

/** Called once by lib/server/otel.ts after the SDK has started. */
export function installTracing(value: Tracing): void {
  (globalThis as WithTracing)[TRACING_KEY] = value;
}

/** `work` inside a span when tracing is on; `work()` itself when it is off. */
export function inSpan<T>(name: string, attributes: Record<string, string | number | boolean | undefined>, work: () => Promise<T>): Promise<T> {
  const started = tracing();
  return started ? started.span(name, attributes, work) : work();
}

/** `{ trace_id, span_id }` of the active span for a log line, or undefined (tracing off, or no span). */
export function traceIds(): { trace_id: string; span_id: string } | undefined {
  return tracing()?.ids();
}
