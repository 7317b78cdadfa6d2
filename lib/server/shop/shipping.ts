import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { MarketFacts } from '@/lib/shop/market-facts';
import { effectiveFacts, overridesFrom, type FactOverrides } from '@/lib/shop/market-fact-overrides';
import { marketOf, MARKETS, type Market, type MarketRuleView } from '@/lib/shop/markets';
import { cached, TAGS } from '../cache';
import { db, type Queryable, readAll } from '../db';

/** The site setting that holds the staff's market facts (lib/shop/market-fact-overrides.ts). */
export const MARKET_FACTS_KEY = 'market_facts';

/** The US standard shipping rate and free threshold: the staff-editable site setting `shipping`. */
export async function shippingRule(q: Queryable = db()): Promise<{ flatRateCents: number; freeThresholdCents: number }> {
  const res = await q.execute<{ value: { flatRateCents?: number; freeThresholdCents?: number } }>(sql`select value from site_settings where key = 'shipping'`);
  const value = res.rows[0]?.value ?? {};
  return { flatRateCents: Number(value.flatRateCents ?? 0), freeThresholdCents: Number(value.freeThresholdCents ?? 0) };
}

/** The staff's overrides of the market facts, as saved (a market's the rules no longer accept is left out: its defaults hold). */
export async function factOverrides(q: Queryable = db()): Promise<FactOverrides> {
  const res = await q.execute<{ value: unknown }>(sql`select value from site_settings where key = ${MARKET_FACTS_KEY}`);
  return overridesFrom(res.rows[0]?.value);
}

export interface MarketView {
  market: Market;
  /** What the checkout charges: the table, the US shipping setting, the staff's overrides. */
  rule: MarketRuleView;
  /** What the texts state: the code's facts with the staff's overrides. */
  facts: MarketFacts;
}

/**
 * The market a request shops in (the one chosen, else the language's), with its effective rule and
 * facts: the one reader for everything that charges or quotes them (cart, orders, FAQ, policies,
 * legal pages, mails). Uncached: pass the transaction that charges with it.
 */
export async function marketRule(locale: Locale, q: Queryable = db(), market: Market = marketOf(locale)): Promise<MarketView> {
  const [overrides, us] = await readAll(q, [() => factOverrides(q), async () => (market === 'US' ? shippingRule(q) : null)]);
  return { market, ...effectiveFacts(market, overrides[market], us) };
}

/** Every market's effective rule and facts (the policies' tables compare them). */
export async function allMarkets(q: Queryable = db()): Promise<Record<Market, MarketView>> {
  const [overrides, us] = await readAll(q, [() => factOverrides(q), () => shippingRule(q)]);
  return Object.fromEntries(MARKETS.map((market) => [market, { market, ...effectiveFacts(market, overrides[market], market === 'US' ? us : null) }])) as Record<
    Market,
    MarketView
  >;
}

/** The same for pages, in Next's data cache under the settings tag: a save expires it with every page that quoted it. */
export const getMarketView = cached((market: Market) => allMarkets().then((all) => all[market]), 'market-view', [TAGS.settings]);
export const getAllMarkets = cached(() => allMarkets(), 'all-markets', [TAGS.settings]);
