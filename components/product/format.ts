import { localeTags, type Locale } from '@/i18n/routing';
import { formatPrice as formatMinorUnits } from '@/lib/marketing/format';

/** A price in the locale's number format: 12900 cents → "$129.00" (en), "129,00 $US" (fr). */
export function formatPrice(locale: Locale, cents: number, currency = 'USD'): string {
  return formatMinorUnits(cents, currency, localeTags[locale]);
}

/** The schema.org price: a plain decimal string. */
export function decimalPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}
