import { formatDateTime } from '@/lib/intl';
import { localeTags, type Locale } from '@/i18n/routing';

/** The shop shows prices exactly as the catalogue does. */
export { formatPrice, formatRate } from '@/components/product/format';

/** A country name in the page's language (ISO 3166-1 alpha-2 in, localized name out). */
export function countryName(locale: Locale, code: string): string {
  try {
    return new Intl.DisplayNames([localeTags[locale]], { type: 'region' }).of(code) ?? code;
  } catch {
    // An engine without region data: the code itself is still a correct label.
    return code;
  }
}

export function formatDate(locale: Locale, iso: string): string {
  return formatDateTime(localeTags[locale], { dateStyle: 'medium', timeStyle: 'short' }, new Date(iso));
}

export { brandName } from '@/lib/shop/card-brand';

/** A fresh Idempotency-Key for one checkout attempt. */
export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
