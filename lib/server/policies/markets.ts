import 'server-only';
import { currencyDigits, MARKET_RULES, MARKETS, type Market, type MarketRuleView } from '@/lib/shop/markets';
import { rangeText } from '@/lib/intl';
import { formatAmount } from '@/lib/marketing/format';
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

/** Major units of an amount the shop keeps in minor units. */
const major = (minor: number, currency: string) => minor / 10 ** currencyDigits(currency);

/**
 * The shop's own market table (lib/shop/markets.ts), as the policies state it: what the cart and
 * the checkout charge is what the shipping and terms pages say. Japan names its tax consumption
 * tax; Brazil's prices include several taxes, stated without one rate. `rule`: the market's as
 * the checkout charges it (the staff's settings over the table; the page passes it).
 */
export function policyMarket(market: Market, rule: MarketRuleView = MARKET_RULES[market]): PolicyMarket {
  const tax: PolicyMarket['tax'] =
    rule.tax.kind === 'added'
      ? { kind: 'salesTax' }
      : market === 'BR'
        ? { kind: 'taxesIncluded' }
        : { kind: market === 'JP' ? 'consumptionTax' : 'vat', rate: rule.tax.rateBp / 10_000 };
  const method = (m: 'standard' | 'express') => ({ price: major(rule.shipping[m].amount, rule.currency), days: rule.shipping[m].days });
  return {
    country: rule.country,
    currency: rule.currency,
    tax,
    standard: method('standard'),
    express: method('express'),
    freeFrom: major(rule.freeShippingFrom, rule.currency),
  };
}

/** Every market as the table sets it (the defaults). */
export const POLICY_MARKETS: PolicyMarket[] = MARKETS.map((market) => policyMarket(market));

/** An amount as the language writes it: "$6.99", "4,99 €", "R$ 29,90", "7 990 ₽", "￥10,000", "100,000원"; whole amounts without ",00". */
export function formatMoney(tag: string, currency: string, amount: number): string {
  return formatAmount(amount, currency, tag, { stripIfInteger: true });
}

/** "3–5 business days", "1 business day", "5–9 рабочих дней". */
export function formatDays(tag: string, labels: PolicyLabels, [min, max]: [number, number]): string {
  const days = min === max ? String(max) : rangeText(tag, min, max);
  const form = labels.days[new Intl.PluralRules(tag).select(max)] ?? labels.days.other;
  return form.replace('{days}', days);
}

export function formatTax(tag: string, labels: PolicyLabels, tax: PolicyMarket['tax']): string {
  if (tax.kind === 'salesTax' || tax.kind === 'taxesIncluded') return labels[tax.kind];
  return labels[tax.kind].replace('{rate}', new Intl.NumberFormat(tag, { style: 'percent' }).format(tax.rate));
}
