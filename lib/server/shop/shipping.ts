import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { marketOf, withUsShipping, type Market, type MarketRuleView } from '@/lib/shop/markets';
import { db, type Queryable } from '../db';

/** The US standard shipping rate and free threshold: the staff-editable site setting `shipping`. */
export async function shippingRule(q: Queryable = db()): Promise<{ flatRateCents: number; freeThresholdCents: number }> {
  const res = await q.execute<{ value: { flatRateCents?: number; freeThresholdCents?: number } }>(sql`select value from site_settings where key = 'shipping'`);
  const value = res.rows[0]?.value ?? {};
  return { flatRateCents: Number(value.flatRateCents ?? 0), freeThresholdCents: Number(value.freeThresholdCents ?? 0) };
}

/** The market a request shops in (the one chosen, else the language's), with its rule (the US one with the staff's shipping setting). */
export async function marketRule(locale: Locale, q: Queryable = db(), market: Market = marketOf(locale)): Promise<{ market: Market; rule: MarketRuleView }> {
  return { market, rule: withUsShipping(market, market === 'US' ? await shippingRule(q) : null) };
}
