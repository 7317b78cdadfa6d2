import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/userinfo', '/userinfo'],
    ['/de/favorites?tab=1#top', '/de/favorites?tab=1#top'],
    ['/productsShow?id=c4', '/productsShow?id=c4'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example', '/\\evil.example', '\\\\evil.example', 'https://evil.example/x', 'javascript:alert(1)',
    '/%09/evil.example', '/%0a/evil.example', '%2F%2Fevil.example', '/\t/evil.example', '/\n/evil', '',
    'evil.example', '/%2F/evil.example', '/%5Cevil.example',
  ])('refuses %j', (input) => {
    expect(safeRedirectPath(input, '/user')).toBe('/user');
  });

  it('refuses missing values', () => {
    expect(safeRedirectPath(null)).toBe('/user');
    expect(safeRedirectPath(undefined, '/')).toBe('/');
  });
});
