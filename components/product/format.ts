import { numberFormat } from '@/lib/intl';
import { localeTags, type Locale } from '@/i18n/routing';

/** A price in the locale's number format: 12900 cents → "$129.00" (en), "129,00 $US" (fr). */
export function formatPrice(locale: Locale, cents: number, currency = 'USD'): string {
  return numberFormat(localeTags[locale], { style: 'currency', currency }).format(cents / 100);
}

/** The schema.org price: a plain decimal string. */
export function decimalPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}
