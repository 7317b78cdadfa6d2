import { formatBytes as downloadSize } from '@/components/downloads/format';
import { localeTags, locales } from '@/i18n/routing';
import { fileTypeLabel, formatBytes, formatPrice } from './format';

describe('formatPrice', () => {
  it('shows USD in the locale number format', () => {
    expect(formatPrice(12900, 'USD', 'en')).toBe('$129.00');
    expect(formatPrice(12900, 'USD', 'de')).toMatch(/^129,00\s\$$/u);
    expect(formatPrice(123456, 'USD', 'en')).toBe('$1,234.56');
  });
});

describe('formatBytes', () => {
  it('picks the largest fitting unit', () => {
    expect(formatBytes(512, 'en')).toBe('512 bytes');
    expect(formatBytes(2048, 'en')).toBe('2 kB');
    expect(formatBytes(1_500_000, 'en')).toBe('1.5 MB');
  });

  it('uses the locale decimal separator', () => {
    expect(formatBytes(1_500_000, 'de')).toMatch(/^1,5\sMB$/u);
  });

  it('says the same size on the investor page as on the downloads page (issue 15: 10.9 kB against 11.2 kB)', () => {
    for (const locale of locales) {
      expect(formatBytes(11_190, localeTags[locale])).toBe(downloadSize(locale, 11_190));
    }
    expect(formatBytes(11_190, 'en')).toBe('11.2 kB');
  });
});

describe('fileTypeLabel', () => {
  it('names known and unknown types', () => {
    expect(fileTypeLabel('application/pdf')).toBe('PDF');
    expect(fileTypeLabel('application/zip')).toBe('ZIP');
    expect(fileTypeLabel('application/x-7z-compressed')).toBe('7Z-COMPRESSED');
    expect(fileTypeLabel('application/vnd.ms-excel')).toBe('VND');
  });
});
