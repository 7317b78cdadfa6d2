import { trace } from '@opentelemetry/api';
import { register } from '../instrumentation';

// The instance's background work is not this test's: register() starts it after tracing.
jest.mock('../lib/server/mail-worker', () => ({ startMailWorker: jest.fn() }));
jest.mock('../lib/server/publish-scheduler', () => ({ startPublishScheduler: jest.fn() }));
jest.mock('../lib/server/sweep', () => ({ startSweeper: jest.fn() }));
/** Whether instrumentation.ts imported the OpenTelemetry module at all (the factory runs on first import). */
let otelLoaded = false;
const startTracing = jest.fn();
jest.mock('../lib/server/otel', () => {
  otelLoaded = true;
  return { startTracing };
});

describe('register (instrumentation.ts): tracing only with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  const saved = { ...process.env };
  let exit: jest.SpyInstance;
  let stderr: jest.SpyInstance;
  beforeEach(() => {
    process.env.NEXT_RUNTIME = 'nodejs';
    startTracing.mockClear();
    exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    stderr = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    exit.mockRestore();
    stderr.mockRestore();
    process.env = { ...saved };
  });

  it('with the variable unset, loads no OpenTelemetry module and registers no tracer provider', async () => {
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    await register();
    expect(exit).not.toHaveBeenCalled();
    expect(otelLoaded).toBe(false);
    expect(startTracing).not.toHaveBeenCalled();
    // No provider: every span Next.js or a library would start is a no-op that records nothing.
    expect(trace.getTracer('probe').startSpan('probe').isRecording()).toBe(false);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('pawtrail.tracing')]).toBeUndefined();
  });

  it('with an endpoint that is not a URL, stops the instance naming the variable', async () => {
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'collector:4318';
    await jest.isolateModulesAsync(async () => {
      const isolated = await import('../instrumentation');
      await isolated.register();
    });
    expect(exit).toHaveBeenCalledWith(1);
    expect(String(stderr.mock.calls[0]?.[0])).toContain('OTEL_EXPORTER_OTLP_ENDPOINT');
    expect(startTracing).not.toHaveBeenCalled();
  });

  it('with an endpoint set, starts tracing before the workers', async () => {
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://127.0.0.1:4318';
    await register();
    expect(exit).not.toHaveBeenCalled();
    expect(startTracing).toHaveBeenCalledTimes(1);
  });
});
