import { numberFormat } from '@/lib/intl';

/*
 * Money in integer minor units, kept apart from the market table (lib/shop/markets.ts) so that
 * a page formatting a price does not carry the markets' tax and shipping data in its JS.
 */

/** Digits after the decimal point of a currency (JPY and KRW: none), as ISO 4217 and Intl say. */
export function currencyDigits(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount in minor units as the major-unit decimal schema.org and payment APIs take ("128.99", "19380"). */
export function decimalAmount(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** A tax rate in basis points as the locale writes a percentage: 1900 → "19 %" (de), 725 → "7.25%" (en). */
export function formatRate(localeTag: string, rateBp: number): string {
  return numberFormat(localeTag, { style: 'percent', maximumFractionDigits: 3 }).format(rateBp / 10_000);
}
