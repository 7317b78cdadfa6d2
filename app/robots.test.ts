import robots from './robots';

describe('robots.txt', () => {
  it('allows the site, keeps account pages and the API out, and names the sitemap', () => {
    const result = robots();
    const rules = Array.isArray(result.rules) ? result.rules[0]! : result.rules;
    expect(rules).toMatchObject({ userAgent: '*', allow: '/' });
    expect(rules.disallow).toEqual(expect.arrayContaining(['/api/', '/login', '/de/login', '/ja/shoppingcart', '/zh/myaddress', '/user']));
    expect(rules.disallow).not.toContain('/brand');
    // The email-alert links carry tokens; the sign-up page itself is public.
    expect(rules.disallow).toEqual(expect.arrayContaining(['/alerts/confirm', '/ja/alerts/unsubscribe']));
    expect(rules.disallow).not.toContain('/alerts');
    // So does the back-in-stock mail's unsubscribe link.
    expect(rules.disallow).toEqual(expect.arrayContaining(['/notify/unsubscribe', '/de/notify/unsubscribe', '/notify/confirm', '/de/notify/confirm']));
    expect(result.sitemap).toMatch(/\/sitemap\.xml$/);
  });
});
