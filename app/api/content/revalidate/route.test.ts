import type { revalidateTag } from 'next/cache';
import { request } from '@/test/http';

const TOKEN = 'jest-revalidate-token-0123456789abcdefghij';

// Each test loads the route in a module registry of its own (below), with its own next/cache mock;
// the answer check test/setup.ts wraps handler() with would share one across them.
jest.unmock('@/lib/server/http/handler');

/** The route module with REVALIDATE_TOKEN as given (the environment is parsed once per module registry). */
async function loadRoute(token: string | undefined) {
  if (token === undefined) delete process.env.REVALIDATE_TOKEN;
  else process.env.REVALIDATE_TOKEN = token;
  let route!: typeof import('./route');
  let revalidate!: jest.MockedFunction<typeof revalidateTag>;
  jest.isolateModules(() => {
    route = jest.requireActual<typeof import('./route')>('./route');
    // The route's own instance of the next/cache mock (test/setup.ts) in this module registry.
    revalidate = jest.requireMock<{ revalidateTag: jest.MockedFunction<typeof revalidateTag> }>('next/cache').revalidateTag;
  });
  return {
    revalidate,
    post: async (body: unknown, headers: Record<string, string> = {}) => {
      const res = await route.POST(request('/api/content/revalidate', { body, headers, xsrf: false }));
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    },
  };
}

describe('POST /api/content/revalidate', () => {
  const previous = process.env.REVALIDATE_TOKEN;
  afterEach(() => {
    if (previous === undefined) delete process.env.REVALIDATE_TOKEN;
    else process.env.REVALIDATE_TOKEN = previous;
  });

  it('expires exactly the named tags at once when the bearer token matches', async () => {
    const route = await loadRoute(TOKEN);
    const res = await route.post({ tags: ['news', 'faq'] }, { authorization: `Bearer ${TOKEN}` });
    expect(res).toEqual({ status: 200, json: { revalidated: ['news', 'faq'] } });
    expect(route.revalidate.mock.calls).toEqual([
      ['news', { expire: 0 }],
      ['faq', { expire: 0 }],
    ]);
  });

  it('expires every content tag when no tags are named', async () => {
    const route = await loadRoute(TOKEN);
    const res = await route.post({}, { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(route.revalidate.mock.calls.map(([tag]) => tag).sort()).toEqual([
      'brand',
      'downloads',
      'faq',
      'investor-relations',
      'investors',
      'news',
      'policies',
      'products',
      'settings',
      'stores',
    ]);
  });

  it('refuses a missing or wrong token with 401 and expires nothing', async () => {
    const route = await loadRoute(TOKEN);
    expect((await route.post({ tags: ['news'] })).status).toBe(401);
    expect((await route.post({ tags: ['news'] }, { authorization: `Bearer ${TOKEN.slice(0, -1)}x` })).status).toBe(401);
    expect((await route.post({ tags: ['news'] }, { authorization: TOKEN })).status).toBe(401);
    expect(route.revalidate).not.toHaveBeenCalled();
  });

  it('answers 422 naming the field for an unknown tag, and expires nothing', async () => {
    const route = await loadRoute(TOKEN);
    const res = await route.post({ tags: ['news', 'users'] }, { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(422);
    expect(Object.keys((res.json.error as { fields: Record<string, string> }).fields)).toEqual(['tags.1']);
    expect(route.revalidate).not.toHaveBeenCalled();
  });

  it('does not exist (404) on a server without REVALIDATE_TOKEN', async () => {
    const route = await loadRoute(undefined);
    const res = await route.post({ tags: ['news'] }, { authorization: 'Bearer anything-at-all-0123456789abcdefghij' });
    expect(res.status).toBe(404);
    expect(route.revalidate).not.toHaveBeenCalled();
  });
});
