import { formatBytes as downloadSize } from '@/components/downloads/format';
import { localeTags, locales } from '@/i18n/routing';
import { fileTypeLabel, formatBytes, formatClock, formatPhone, formatPrice, hotlineZone } from './format';

describe('formatPrice', () => {
  it('shows USD in the locale number format', () => {
    expect(formatPrice(12900, 'USD', 'en')).toBe('$129.00');
    expect(formatPrice(12900, 'USD', 'de')).toMatch(/^129,00\s\$$/u);
    expect(formatPrice(123456, 'USD', 'en')).toBe('$1,234.56');
  });

  it('writes won as Korean shops do and roubles without ",00" (issue 32)', () => {
    expect(formatPrice(179000, 'KRW', 'ko')).toBe('179,000원');
    expect(formatPrice(179000, 'KRW', 'en')).toBe('₩179,000');
    expect(formatPrice(1229900, 'RUB', 'ru').replace(/\s/gu, ' ')).toBe('12 299 ₽');
    expect(formatPrice(1229950, 'RUB', 'ru').replace(/\s/gu, ' ')).toBe('12 299,50 ₽');
    // Other currencies keep their cents, also when whole.
    expect(formatPrice(12900, 'EUR', 'de').replace(/\s/gu, ' ')).toBe('129,00 €');
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

describe('hotline hours and phone numbers (issue 15, items 14 and 16)', () => {
  it('writes a time of day the locale’s way: 12-hour English, French 8 h 30, 24-hour elsewhere', () => {
    expect(formatClock('08:30', 'en')).toBe('8:30\u00a0AM');
    expect(formatClock('20:30', 'en')).toBe('8:30\u00a0PM');
    expect(formatClock('12:00', 'en')).toBe('12:00\u00a0PM');
    expect(formatClock('08:30', 'fr')).toBe('8\u00a0h\u00a030');
    expect(formatClock('17:00', 'fr')).toBe('17\u00a0h');
    expect(formatClock('08:30', 'de')).toBe('8:30');
    expect(formatClock('20:30', 'ja')).toBe('20:30');
    // Korean: 오전/오후, never the "AM 10:00" of recent Intl data (issue 32).
    expect(formatClock('10:00', 'ko')).toBe('오전 10:00');
    expect(formatClock('17:00', 'ko')).toBe('오후 5:00');
    expect(formatClock('12:30', 'ko')).toBe('오후 12:30');
    expect(formatClock('late', 'en')).toBe('late');
  });

  it('names the hotline’s time zone in every language', () => {
    expect(hotlineZone('en')).toBe('Pacific Time');
    for (const locale of locales) expect(hotlineZone(localeTags[locale])).not.toMatch(/America|\//);
  });

  it('writes the zone in lower case where the language does inside a sentence (issue 32: "(Тихоокеанское время)")', () => {
    expect(hotlineZone('ru')).toBe('тихоокеанское время');
    expect(hotlineZone('it')).toBe('ora del Pacifico USA');
    expect(hotlineZone('pt-BR')).toMatch(/^horário do Pacífico/);
    expect(hotlineZone('es')).toMatch(/^hora del Pacífico/);
    // German nouns keep their capital.
    expect(hotlineZone('de')).toMatch(/^[A-ZÄÖÜ]/);
  });

  it('prints phone numbers in one international format', () => {
    expect(formatPhone('+1 (415) 555-0142')).toBe('+1 415 555 0142');
    expect(formatPhone('+14155550143')).toBe('+1 415 555 0143');
    expect(formatPhone('+49 (30) 1234-5678')).toBe('+49 30 1234 5678');
    expect(formatPhone('1-833-PAWTRAIL')).toBe('1-833-PAWTRAIL');
  });
});
