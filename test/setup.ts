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
// sent on it while another is running and warns that version 9 will refuse it. A suite whose code
// does so fails here (reads that may run inside a transaction use `readAll`, lib/server/db).
const overlapping: string[] = [];
const onWarning = (warning: Error) => {
  if (warning.message.includes('client is already executing a query')) overlapping.push(warning.message);
};
process.on('warning', onWarning);
afterAll(async () => {
  // Warnings are emitted on the next tick: let the last ones arrive.
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off('warning', onWarning);
  expect(overlapping).toEqual([]);
});
