import { locales, localeTags } from '@/i18n/routing';
import { formatInteger, integerFormatOf } from './integer-format';

const SAMPLES = [0, 7, 42, 999, 1000, 1234, 9999, 10000, 12345, 99999, 100000, 1234567, 1000000000, -1234, -42];

describe('formatInteger', () => {
  it.each(locales.map((l) => [l, localeTags[l]]))('formats like Intl.NumberFormat in %s', (_locale, tag) => {
    const spec = integerFormatOf(tag);
    const intl = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    for (const n of SAMPLES) expect(formatInteger(n, spec)).toBe(intl.format(n));
  });

  it('reads the separators and the minimum grouping of the locales that differ', () => {
    expect(integerFormatOf('en')).toEqual({ group: ',', minDigits: 4 });
    expect(integerFormatOf('de')).toEqual({ group: '.', minDigits: 4 });
    expect(integerFormatOf('es')).toEqual({ group: '.', minDigits: 5 });
    expect(formatInteger(1000, integerFormatOf('es'))).toBe('1000');
    expect(formatInteger(10000, integerFormatOf('es'))).toBe('10.000');
  });
});
