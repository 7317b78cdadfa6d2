import { formatPrice } from './format';
import { productHref, productListHref } from './hrefs';

describe('catalogue formatting', () => {
  it('formats USD prices in each locale', () => {
    expect(formatPrice('en', 12900)).toBe('$129.00');
    expect(formatPrice('de', 12900)).toMatch(/^129,00\s\$$/);
    expect(formatPrice('fr', 12900)).toMatch(/^129,00\s\$US$/);
    expect(formatPrice('ja', 1800)).toMatch(/\$18\.00/);
  });

  it('builds stable public URLs', () => {
    expect(productHref('c4')).toBe('/productsShow?id=c4');
    expect(productHref('c4', 'coral')).toBe('/productsShow?id=c4&color=coral');
    expect(productListHref()).toBe('/productslist');
    expect(productListHref('smart', 'price-asc', 2)).toBe('/productslist?category=smart&sort=price-asc&page=2');
  });
});
