import robots from './robots';

describe('robots.txt', () => {
  it('allows the site, keeps account pages and the API out, and names the sitemap', () => {
    const result = robots();
    const rules = Array.isArray(result.rules) ? result.rules[0]! : result.rules;
    expect(rules).toMatchObject({ userAgent: '*', allow: '/' });
    expect(rules.disallow).toEqual(expect.arrayContaining(['/api/', '/login', '/de/login', '/ja/shoppingcart', '/zh/myaddress', '/user']));
    expect(rules.disallow).not.toContain('/brand');
    expect(result.sitemap).toMatch(/\/sitemap\.xml$/);
  });
});
