import base from '@/scripts/seed-data/base.json';
import { dialsPrinted, keypadDigits } from './settings';

describe('the hotline', () => {
  it('is dialled as printed: letters by the phone keypad', () => {
    expect(keypadDigits('1-833-PAWTRAIL')).toBe('183372987245');
    expect(keypadDigits('+49 (30) 1234-567')).toBe('49301234567');
  });

  it('links to the number its printed form spells, with or without the country code', () => {
    expect(dialsPrinted('1-833-PAWTRAIL', '+18337298724')).toBe(true);
    expect(dialsPrinted('833-PAWTRAIL', '+18337298724')).toBe(true);
    expect(dialsPrinted('(800) 555-0199', '+18005550199')).toBe(true);
    expect(dialsPrinted('+49 30 1234567', '+49301234567')).toBe(true);
    // What the site dialled before: P-A-W-T-R-A-I is 729-8724, not 729-2872.
    expect(dialsPrinted('1-833-PAWTRAIL', '+18337292872')).toBe(false);
    expect(dialsPrinted('1-833-PAWTRAIL', '+1833')).toBe(false);
    expect(dialsPrinted('Call us', '+18337298724')).toBe(false);
  });

  it('dials the printed number in the demo content', () => {
    expect(dialsPrinted(base.settings.hotline, base.settings.hotlineTel)).toBe(true);
  });
});
