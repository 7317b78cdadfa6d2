import 'server-only';
import type { PolicyLabels } from './types';

/**
 * The markets the shop sells in, as the policies state them: currency, how tax is shown, and the
 * shipping methods with price, delivery time in business days and the free standard shipping
 * threshold. Amounts in the currency's major unit.
 */
export interface PolicyMarket {
  country: string;
  currency: string;
  tax: { kind: 'salesTax' } | { kind: 'vat' | 'consumptionTax'; rate: number } | { kind: 'taxesIncluded' };
  standard: { price: number; days: [number, number] };
  express: { price: number; days: [number, number] };
  freeFrom: number;
}

export const POLICY_MARKETS: PolicyMarket[] = [
  { country: 'US', currency: 'USD', tax: { kind: 'salesTax' }, standard: { price: 6.99, days: [3, 5] }, express: { price: 14.99, days: [1, 2] }, freeFrom: 99 },
  {
    country: 'DE',
    currency: 'EUR',
    tax: { kind: 'vat', rate: 0.19 },
    standard: { price: 4.99, days: [2, 4] },
    express: { price: 12.99, days: [1, 1] },
    freeFrom: 79,
  },
  {
    country: 'FR',
    currency: 'EUR',
    tax: { kind: 'vat', rate: 0.2 },
    standard: { price: 4.99, days: [2, 4] },
    express: { price: 12.99, days: [1, 1] },
    freeFrom: 79,
  },
  {
    country: 'ES',
    currency: 'EUR',
    tax: { kind: 'vat', rate: 0.21 },
    standard: { price: 4.99, days: [3, 5] },
    express: { price: 12.99, days: [1, 2] },
    freeFrom: 79,
  },
  {
    country: 'IT',
    currency: 'EUR',
    tax: { kind: 'vat', rate: 0.22 },
    standard: { price: 4.99, days: [3, 5] },
    express: { price: 12.99, days: [1, 2] },
    freeFrom: 79,
  },
  {
    country: 'JP',
    currency: 'JPY',
    tax: { kind: 'consumptionTax', rate: 0.1 },
    standard: { price: 700, days: [2, 4] },
    express: { price: 1500, days: [1, 1] },
    freeFrom: 10000,
  },
  {
    country: 'CN',
    currency: 'CNY',
    tax: { kind: 'vat', rate: 0.13 },
    standard: { price: 20, days: [3, 5] },
    express: { price: 45, days: [1, 2] },
    freeFrom: 599,
  },
  {
    country: 'KR',
    currency: 'KRW',
    tax: { kind: 'vat', rate: 0.1 },
    standard: { price: 3500, days: [2, 3] },
    express: { price: 9000, days: [1, 1] },
    freeFrom: 100000,
  },
  {
    country: 'BR',
    currency: 'BRL',
    tax: { kind: 'taxesIncluded' },
    standard: { price: 29.9, days: [5, 10] },
    express: { price: 69.9, days: [2, 4] },
    freeFrom: 499,
  },
  {
    country: 'RU',
    currency: 'RUB',
    tax: { kind: 'vat', rate: 0.2 },
    standard: { price: 390, days: [5, 9] },
    express: { price: 990, days: [2, 4] },
    freeFrom: 7990,
  },
];

/** An amount as the language writes it: "$6.99", "4,99 €", "R$ 29,90", "7 990 ₽", "￥10,000"; whole amounts without ",00". */
export function formatMoney(tag: string, currency: string, amount: number): string {
  return new Intl.NumberFormat(tag, { style: 'currency', currency, trailingZeroDisplay: 'stripIfInteger' }).format(amount);
}

/** "3–5 business days", "1 business day", "5–9 рабочих дней". */
export function formatDays(tag: string, labels: PolicyLabels, [min, max]: [number, number]): string {
  const days = min === max ? String(max) : `${min}–${max}`;
  const form = labels.days[new Intl.PluralRules(tag).select(max)] ?? labels.days.other;
  return form.replace('{days}', days);
}

export function formatTax(tag: string, labels: PolicyLabels, tax: PolicyMarket['tax']): string {
  if (tax.kind === 'salesTax' || tax.kind === 'taxesIncluded') return labels[tax.kind];
  return labels[tax.kind].replace('{rate}', new Intl.NumberFormat(tag, { style: 'percent' }).format(tax.rate));
}
