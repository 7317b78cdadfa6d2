import '@testing-library/jest-dom';

// Outside a Next.js server there is no incremental cache: content readers run uncached in tests.
jest.mock('next/cache', () => ({
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag: jest.fn(),
  revalidatePath: jest.fn(),
}));

// Every answer a route handler gives in jest is checked against /api/openapi.json (test/contract.ts):
// a 2xx the operation does not document, or a JSON body its schema does not allow, fails the test
// that asked, naming the operation and the offending fields. Requests to a path no operation
// documents (a suite's made-up address) are left alone.
jest.mock('@/lib/server/http/handler', () => {
  type Handler = typeof import('@/lib/server/http/handler');
  const actual = jest.requireActual<Handler>('@/lib/server/http/handler');
  const handler = ((options, fn) => {
    // Read when the route module is evaluated, so a suite's isolated module registry
    // (jest.isolateModules) gets a handler whose HttpError is its own routes' class.
    const current = jest.requireActual<Handler>('@/lib/server/http/handler');
    const inner = current.handler(options, fn);
    const checked = async (...args: Parameters<typeof inner>) => {
      const res = await inner(...args);
      const { contractProblem } = jest.requireActual<typeof import('@/test/contract')>('@/test/contract');
      const problem = await contractProblem(args[0].method, args[0].url, res, { unknownPath: 'skip' });
      if (problem) throw new Error(problem);
      return res;
    };
    return current.withContract(checked, current.contractOf(inner) ?? {});
  }) as Handler['handler'];
  return { ...actual, handler };
});

// A transaction holds one connection, which runs one query at a time: node-postgres queues a query
// sent on it while another is running (it warns only from the third on) and version 9 will refuse
// it. A suite whose code does so fails here (reads that may run inside a transaction use
// `readAll`, lib/server/db). The stack does not reach the caller: the query starts on a later tick.
// Suites in jsdom (components) reach no database and cannot load pg.
if (typeof window === 'undefined') {
  const { Client } = jest.requireActual<typeof import('pg')>('pg');
  type Connection = { _activeQuery: unknown; _queryQueue: unknown[] };
  const overlapping: string[] = [];
  const query = Client.prototype.query;
  Client.prototype.query = function (this: InstanceType<typeof Client> & Connection, ...args: unknown[]) {
    if (this._activeQuery || this._queryQueue.length > 0) overlapping.push(`a query sent while ${this._queryQueue.length + 1} ran or waited on its connection`);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof Client.prototype.query;
  afterAll(() => {
    Client.prototype.query = query;
    expect(overlapping).toEqual([]);
  });
  // Each suite has its own globals, so its own pool (lib/server/db): closed with the suite. Left
  // open, every suite's idle connections stayed with the worker until pg's 30-second idle timeout,
  // up to nine a suite (a probe of the open handles after each suite, 2026-12-02). Only a suite
  // that opened one loads the module here: loading Drizzle and the schema for every other suite
  // would cost each of them that time for nothing.
  afterAll(async () => {
    if ((globalThis as { pawtrailPool?: unknown }).pawtrailPool) await jest.requireActual<typeof import('@/lib/server/db')>('@/lib/server/db').closeDb();
  });
}
