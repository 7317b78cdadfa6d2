import { GEOLOCATION_PAGES, permissionsPolicy, securityHeaders } from './security-headers';

describe('Permissions-Policy', () => {
  it('refuses geolocation on every page by default and allows it, for this origin only, on the store finder', () => {
    const base = securityHeaders(false).find((h) => h.key === 'Permissions-Policy')!.value;
    expect(base).toContain('geolocation=()');
    expect(permissionsPolicy({ geolocation: true })).toContain('geolocation=(self)');
    expect(permissionsPolicy({ geolocation: true }).replace('geolocation=(self)', 'geolocation=()')).toBe(base);
  });

  it('names the store finder in every locale, with or without a prefix', () => {
    const [source] = GEOLOCATION_PAGES;
    const pattern = new RegExp(`^${source!.replace('/:locale(', '(?:/(').replace(')?', '))?')}$`);
    for (const path of ['/stores', '/ja/stores', '/de/stores', '/zh/stores']) expect(path).toMatch(pattern);
    for (const path of ['/index', '/ja/storesx', '/stores/find', '/xx/stores']) expect(path).not.toMatch(pattern);
  });
});
