import { log } from './log';
import { inSpan, installTracing, TRACING_KEY, type Tracing } from './tracing';

describe('log lines and tracing (lib/server/tracing.ts)', () => {
  let lines: string[];
  beforeEach(() => {
    lines = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as Record<symbol, unknown>)[TRACING_KEY];
  });

  it('with tracing off, a log line has no trace fields and inSpan runs the work as it is', async () => {
    log.info('plain');
    expect(JSON.parse(lines[0]!)).not.toHaveProperty('trace_id');
    await expect(inSpan('smtp send', { 'messaging.system': 'smtp' }, async () => 'sent')).resolves.toBe('sent');
  });

  it('with a span active, each log line carries its trace_id and span_id', async () => {
    let active: { trace_id: string; span_id: string } | undefined;
    const fake: Tracing = {
      ids: () => active,
      span: async (_name, _attributes, work) => {
        active = { trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', span_id: '00f067aa0ba902b7' };
        try {
          return await work();
        } finally {
          active = undefined;
        }
      },
      shutdown: async () => undefined,
    };
    installTracing(fake);
    await inSpan('smtp send', {}, async () => log.info('inside', { kind: 'order' }));
    log.info('outside');
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'inside', kind: 'order', trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', span_id: '00f067aa0ba902b7' });
    expect(JSON.parse(lines[1]!)).not.toHaveProperty('trace_id');
  });
});
