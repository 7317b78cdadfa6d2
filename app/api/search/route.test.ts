import { closeDb } from '@/lib/server/db';
import { request } from '@/test/http';
import { GET as suggest } from './suggest/route';
import { GET as search } from './route';

afterAll(closeDb);

describe('GET /api/search', () => {
  it('finds in the x-lang locale with counts and URLs', async () => {
    const res = await search(request(`/api/search?q=${encodeURIComponent('Halsband')}&limit=5`, { lang: 'de' }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { id: string; type: string; url: string; locale: string }[]; counts: Record<string, number> };
    expect(body.results[0]).toMatchObject({ type: 'product', locale: 'de' });
    expect(body.results.map((r) => r.id)).toContain('c4');
    expect(body.results.length).toBeLessThanOrEqual(5);
    expect(body.counts.product).toBeGreaterThan(0);
  });

  it('filters by type', async () => {
    const res = await search(request('/api/search?q=collar&type=faq'));
    const body = (await res.json()) as { results: { type: string }[] };
    expect(body.results.every((r) => r.type === 'faq')).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['whitespace', '   \u3000 '],
    ['500 characters', 'a'.repeat(500)],
    ['a control character', 'collar\u0000'],
    ['a newline', 'col\nlar'],
    ['punctuation only', '%_%'],
  ])('answers 422 to %s, never 500', async (_label, q) => {
    for (const handler of [search, suggest]) {
      const res = await handler(request(`/api/search?q=${encodeURIComponent(q)}`));
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_query' } });
    }
  });

  it('refuses a bad type or limit', async () => {
    expect((await search(request('/api/search?q=c4&type=users'))).status).toBe(422);
    expect((await search(request('/api/search?q=c4&limit=500'))).status).toBe(422);
  });

  it('treats LIKE wildcards in a query as plain text', async () => {
    const res = await search(request(`/api/search?q=${encodeURIComponent('c4 %')}`));
    expect(res.status).toBe(200);
  });
});

describe('GET /api/search/suggest', () => {
  it('suggests titles in the locale named by the search box', async () => {
    const res = await suggest(request(`/api/search/suggest?q=${encodeURIComponent('项圈')}&locale=zh`));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { suggestions: { type: string; title: string; url: string }[] };
    expect(body.suggestions[0]).toEqual({ type: 'product', title: 'C4 智能 GPS 项圈', url: '/productsShow?id=c4' });
  });

  it('completes a word prefix', async () => {
    const res = await suggest(request('/api/search/suggest?q=coll', { lang: 'fr' }));
    const body = (await res.json()) as { suggestions: { title: string }[] };
    expect(body.suggestions.map((s) => s.title)).toContain('Collier GPS connecté C4');
  });
});
