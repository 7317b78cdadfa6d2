import { percentDecode } from './percent-decode';

describe('percentDecode', () => {
  it('decodes percent-encoded UTF-8', () => {
    expect(percentDecode('%E6%96%B0%E9%97%BB')).toBe('新闻');
    expect(percentDecode('warranty-water-damage')).toBe('warranty-water-damage');
    expect(percentDecode('%25zz')).toBe('%zz');
    expect(percentDecode('')).toBe('');
  });

  it.each(['%', '%zz', '%E0%A4%A', '%E0%A4', '%ff', '%ED%A0%80', '%C0%AF', 'a%2'])('gives null for %s instead of throwing', (text) => {
    expect(percentDecode(text)).toBeNull();
  });
});
