import type { Locale } from '@/i18n/routing';

/** Card networks are proper names; UnionPay is written 银联 in Chinese. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  diners: 'Diners Club',
};
export function brandName(locale: Locale, brand: string): string {
  if (brand === 'unionpay' && locale === 'zh') return '银联';
  return BRAND_NAMES[brand] ?? brand;
}
