import { NextRequest } from 'next/server';
import proxy from '@/proxy';

const rewriteOf = (url: string) => proxy(new NextRequest(`http://localhost${url}`)).headers.get('x-middleware-rewrite');

describe('proxy.ts and escaped percent signs', () => {
  // next-intl decodes the path once before rewriting (`/%25zz` → `/en/%zz`), and Next decodes the
  // rewritten path again: one that no longer decodes must become the 404 page, not a 500.
  it.each([
    ['/%25zz', '/en/__not-found'],
    ['/%25', '/en/__not-found'],
    ['/de/%25zz', '/de/__not-found'],
    ['/brand%25E0', '/en/__not-found'],
  ])('%s is rewritten to the 404 page of its language', (url, target) => {
    expect(new URL(rewriteOf(url)!).pathname).toBe(target);
  });

  it.each([
    ['/de/%2525', '/de/%25'],
    ['/ja/%E7%B4%84', '/ja/%E7%B4%84'],
  ])('%s still reaches its page', (url, target) => {
    const rewrite = rewriteOf(url);
    expect(rewrite === null ? url : new URL(rewrite).pathname).toBe(target);
  });
});
