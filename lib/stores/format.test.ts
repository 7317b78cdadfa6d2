import { cityLabel, countryName, countryOptions, formatDistance, hoursParts } from './format';
import { citySearchText, postcodeKey } from './text';

describe('store formatting', () => {
  it('names countries in the reader’s language and sorts them its way', () => {
    expect(countryName('JP', 'ja-JP')).toBe('日本');
    expect(countryName('DE', 'de-DE')).toBe('Deutschland');
    expect(countryName('HK', 'en-US')).toMatch(/Hong Kong/);
    const fr = countryOptions(['US', 'DE', 'AE'], 'fr-FR').map((c) => c.name);
    expect(fr).toEqual(['Allemagne', 'Émirats arabes unis', 'États-Unis']);
  });

  it('shows the local spelling of a city beside the English one, in the reader’s script first', () => {
    const tokyo = { city: 'Tokyo', cityLocal: '東京' };
    expect(cityLabel(tokyo, 'ja')).toBe('東京（Tokyo）');
    expect(cityLabel({ city: 'Seoul', cityLocal: '서울' }, 'ko')).toBe('서울 (Seoul)');
    expect(cityLabel(tokyo, 'en')).toBe('Tokyo (東京)');
    expect(cityLabel({ city: 'Munich', cityLocal: 'München' }, 'de')).toBe('Munich (München)');
    expect(cityLabel({ city: 'Paris', cityLocal: null }, 'fr')).toBe('Paris');
  });

  it('writes opening days as runs and times as the locale does', () => {
    expect(hoursParts({ days: [1, 2, 3, 4, 5, 6], open: '09:00', close: '19:00' }, 'en', 'en-US')).toEqual({
      days: 'Mon–Sat',
      open: '9:00\u00a0AM',
      close: '7:00\u00a0PM',
    });
    expect(hoursParts({ days: [1, 3, 4, 5], open: '10:00', close: '20:00' }, 'de', 'de-DE')).toEqual({ days: 'Mo, Mi–Fr', open: '10:00', close: '20:00' });
    expect(hoursParts({ days: [6, 7], open: '10:00', close: '18:00' }, 'fr', 'fr-FR').days).toBe('sam., dim.');
    // Japanese and Chinese: 〜 and 、, not a Latin dash and comma; Korean 오전/오후 (issue 32).
    expect(hoursParts({ days: [1, 3, 4, 5], open: '10:00', close: '20:00' }, 'ja', 'ja').days).toBe('月、水〜金');
    expect(hoursParts({ days: [1, 3], open: '10:00', close: '20:00' }, 'zh', 'zh-CN').days).toBe('周一、周三');
    expect(hoursParts({ days: [1, 2, 3, 4, 5, 6], open: '10:00', close: '17:00' }, 'ko', 'ko')).toEqual({
      days: '월~토',
      open: '오전 10:00',
      close: '오후 5:00',
    });
  });

  it('writes distances in km with the locale’s decimal sign', () => {
    expect(formatDistance(2.44, 'en-US')).toBe('2.4 km');
    expect(formatDistance(2.44, 'de-DE')).toBe('2,4 km');
    expect(formatDistance(829.6, 'en-US')).toBe('830 km');
  });

  it('folds every spelling of a city for the search and keys postcodes without separators', () => {
    expect(citySearchText(['Munich', 'München', 'MÜNCHEN', '慕尼黑'])).toBe(' munich munchen 慕尼黑 ');
    expect(citySearchText(['São Paulo'])).toBe(' sao paulo ');
    expect(postcodeKey('sw1a 1aa')).toBe('SW1A1AA');
    expect(postcodeKey('100-0005')).toBe('1000005');
  });
});
