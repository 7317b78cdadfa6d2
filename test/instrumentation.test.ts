import { onRequestError } from '../instrumentation';

describe('onRequestError (instrumentation.ts)', () => {
  const lines: string[] = [];
  let write: jest.SpyInstance;
  beforeEach(() => {
    lines.length = 0;
    process.env.NEXT_RUNTIME = 'nodejs';
    write = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
  });
  afterEach(() => {
    write.mockRestore();
    delete process.env.NEXT_RUNTIME;
  });

  it('logs one JSON line with the request id, the route and the path without its query', async () => {
    const error = Object.assign(new Error('render failed for ada@example.com'), { digest: '12345' });
    await onRequestError(
      error,
      { path: '/de/resetps?token=secret-token', method: 'GET', headers: { 'x-request-id': 'req-0123456789' } },
      {
        routerKind: 'App Router',
        routePath: '/[locale]/(auth)/resetps',
        routeType: 'render',
        renderSource: 'react-server-components',
        revalidateReason: undefined,
      },
    );
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: 'error',
      id: 'req-0123456789',
      method: 'GET',
      path: '/de/resetps',
      route: '/[locale]/(auth)/resetps',
      kind: 'render',
      digest: '12345',
      error: { name: 'Error', message: 'render failed for [email]' },
    });
    expect(lines[0]).not.toContain('secret-token');
  });
});
