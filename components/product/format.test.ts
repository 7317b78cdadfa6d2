import { formatPrice, formatRate } from './format';
import { productHref, productListHref } from './hrefs';

describe('catalogue formatting', () => {
  it('formats each market’s currency the way the locale writes it, in its own minor unit', () => {
    expect(formatPrice('en', 12900, 'USD')).toBe('$129.00');
    expect(formatPrice('de', 12899, 'EUR')).toMatch(/^128,99\s€$/);
    expect(formatPrice('fr', 12899, 'EUR')).toMatch(/^128,99\s€$/);
    // Yen and won have no minor unit: 19380 is ¥19,380, not ¥193.80.
    expect(formatPrice('ja', 19380, 'JPY')).toMatch(/^[¥￥]19,380$/);
    // Korean shops write won after the number (issue 32); other languages keep the sign.
    expect(formatPrice('ko', 179000, 'KRW')).toBe('179,000원');
    expect(formatPrice('en', 179000, 'KRW')).toBe('₩179,000');
    expect(formatPrice('pt', 70990, 'BRL')).toMatch(/^R\$\s709,90$/);
    // Whole roubles without kopecks ("12 299,00 ₽" read as a foreign shop); kopecks when there are some.
    expect(formatPrice('ru', 1229900, 'RUB')).toMatch(/^12\s299\s₽$/);
    expect(formatPrice('ru', 1229950, 'RUB')).toMatch(/^12\s299,50\s₽$/);
  });

  it('writes tax rates as the locale writes percentages', () => {
    expect(formatRate('en', 725)).toBe('7.25%');
    expect(formatRate('de', 1900)).toMatch(/^19\s%$/);
    expect(formatRate('ja', 1000)).toBe('10%');
  });

  it('builds stable public URLs', () => {
    expect(productHref('c4')).toBe('/productsShow?id=c4');
    expect(productHref('c4', 'coral')).toBe('/productsShow?id=c4&color=coral');
    expect(productListHref()).toBe('/productslist');
    expect(productListHref('smart', 'price-asc', 2)).toBe('/productslist?category=smart&sort=price-asc&page=2');
  });
});
