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
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
    '/%09/evil.example',
    '/%0a/evil.example',
    '%2F%2Fevil.example',
    '/\t/evil.example',
    '/\n/evil',
    '',
    'evil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    // Dot segments that normalise to a protocol-relative URL (reported by the security probe).
    '/.//evil.test',
    '/%2e%2e//evil.test',
    '/%2E%2E//evil.test',
    '/x/..//evil.test',
    '/./%2e//evil.test',
    '/a/b/../..//evil.test',
  ])('refuses %j', (input) => {
    expect(safeRedirectPath(input, '/user')).toBe('/user');
  });

  it('normalises harmless dot segments like the browser does', () => {
    expect(safeRedirectPath('/x/../userinfo')).toBe('/userinfo');
    expect(safeRedirectPath('/./de/favorites')).toBe('/de/favorites');
  });

  it('resolves against the given origin and never leaves it', () => {
    const origin = 'http://localhost:3100';
    for (const payload of ['/.//evil.test', '/%2e%2e//evil.test', '/x/..//evil.test', '//evil.test', '/\\evil.test']) {
      const target = safeRedirectPath(payload, '/user', origin);
      expect(new URL(target, origin).origin).toBe(origin);
    }
  });

  it('refuses missing values', () => {
    expect(safeRedirectPath(null)).toBe('/user');
    expect(safeRedirectPath(undefined, '/')).toBe('/');
  });
});
