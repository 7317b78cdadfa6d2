import { localeTags, type Locale } from '@/i18n/routing';
import { formatRate as formatRateIn } from '@/lib/shop/money';
import { formatPrice as formatMinorUnits } from '@/lib/marketing/format';

/** A price in the locale's number format: 12900 USD → "$129.00" (en), 12899 EUR → "128,99 €" (de). */
export function formatPrice(locale: Locale, minor: number, currency: string): string {
  return formatMinorUnits(minor, currency, localeTags[locale]);
}

/** The schema.org price: a plain decimal string ("128.99", "19380"). */
export { decimalAmount as decimalPrice } from '@/lib/shop/money';

/** A tax rate in basis points as the locale writes a percentage: 1900 → "19 %" (de), 725 → "7.25%" (en). */
export const formatRate = (locale: Locale, rateBp: number): string => formatRateIn(localeTags[locale], rateBp);
