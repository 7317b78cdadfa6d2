import { locales } from '@/i18n/routing';
import { NOT_FOUND_PAGE } from '@/lib/routing/not-found-page';
import { hasMalformedPath, isApiPath, notFoundPathFor } from './malformed-url.mjs';

describe('malformed request paths', () => {
  it.each([
    '/%ff',
    '/api/products/%E0%A4%A',
    '/api/products/%',
    '/de/news/%zz',
    '/og/en/news/%E0%A4.png',
    // UTF-8 of a lone surrogate: percent-encoded correctly, still not text.
    '/api/news/%ED%A0%80',
    '/%C0%AF',
  ])('%s cannot be decoded', (url) => {
    expect(hasMalformedPath(url)).toBe(true);
  });

  it.each(['/', '/de/productsShow?id=c4', '/api/products/c4', '/api/search?q=%ff', '/og/en/news/%25zz.png', '/zh/%E6%96%B0%E9%97%BB', '/a%20b'])(
    '%s decodes (a bad escape in the query is the handler’s to judge)',
    (url) => {
      expect(hasMalformedPath(url)).toBe(false);
    },
  );

  it('tells API paths from pages', () => {
    expect(isApiPath('/api/products/%ff')).toBe(true);
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/apis/%ff')).toBe(false);
    expect(isApiPath('/de/%ff?x=/api/')).toBe(false);
  });

  it('sends a malformed page path to the 404 page of its language', () => {
    expect(notFoundPathFor('/de/%ff', locales)).toBe(`/de${NOT_FOUND_PAGE}`);
    expect(notFoundPathFor('/ja/news/%E0%A4%A?x=1', locales)).toBe(`/ja${NOT_FOUND_PAGE}`);
    expect(notFoundPathFor('/%ff', locales)).toBe(NOT_FOUND_PAGE);
    expect(notFoundPathFor('/xx/%ff', locales)).toBe(NOT_FOUND_PAGE);
  });
});
