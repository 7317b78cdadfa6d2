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
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(2048, 'en')).toBe('2 kB');
    expect(formatBytes(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
  });

  it('uses the locale decimal separator', () => {
    expect(formatBytes(1.5 * 1024 * 1024, 'de')).toMatch(/^1,5\sMB$/u);
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
