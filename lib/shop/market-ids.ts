import type { Locale } from '@/i18n/routing';

/**
 * The markets and which one each language shops in: the small part of lib/shop/markets.ts that
 * every page's script needs (the market switch), without the tax and shipping rules.
 */
export const MARKETS = ['US', 'DE', 'FR', 'ES', 'IT', 'JP', 'CN', 'KR', 'BR', 'RU'] as const;
export type Market = (typeof MARKETS)[number];

/** The market a visitor of each language shops in unless they choose another. */
export const DEFAULT_MARKET: Record<Locale, Market> = {
  en: 'US',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  ja: 'JP',
  zh: 'CN',
  ko: 'KR',
  pt: 'BR',
  ru: 'RU',
};

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && (MARKETS as readonly string[]).includes(value);
}

export const marketOf = (locale: Locale): Market => DEFAULT_MARKET[locale];

/** The cookie of a market chosen apart from the language (the footer's and checkout's market switch); the page's price script reads it. */
export const MARKET_COOKIE = 'pt_market';
