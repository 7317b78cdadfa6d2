import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { GEOLOCATION_PAGES, permissionsPolicy, securityHeaders, SITE_POLICY_SOURCE } from './security-headers';

describe('Permissions-Policy', () => {
  it('refuses geolocation on every page by default and allows it, for this origin only, on the store finder', () => {
    const base = securityHeaders().find((h) => h.key === 'Permissions-Policy')!.value;
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

describe('Content-Security-Policy', () => {
  it('applies the site policy everywhere but to uploaded files, which keep the sandboxing policy their routes set', () => {
    // Matched the way Next.js matches a next.config.ts header source (server/lib/router-utils/filesystem.js).
    const sitePolicy = getPathMatch(SITE_POLICY_SOURCE, { strict: true, removeUnnamedParams: true });
    const pages = ['/', '/index', '/de/newsShow', '/api/health', '/api/media', '/api/mediakit', '/_next/static/chunks/a.js', '/downloads/reports/q3.pdf'];
    // Paths under those routes that no route answers are 404 pages, which keep the site's policy.
    const notFound = ['/api/media/x', '/api/media/a/b/c', '/api/files/a', '/api/avatars/a/b'];
    for (const path of [...pages, ...notFound]) expect({ path, matched: sitePolicy(path) !== false }).toEqual({ path, matched: true });
    const id = 'a'.repeat(32);
    for (const path of [`/api/media/${id}/480.webp`, `/api/files/${id}/report.pdf`, `/api/files/${id}/photo.jpg`, `/api/avatars/${id}`])
      expect({ path, matched: sitePolicy(path) !== false }).toEqual({ path, matched: false });
    expect(securityHeaders().map((h) => h.key)).not.toContain('Content-Security-Policy');
  });
});
