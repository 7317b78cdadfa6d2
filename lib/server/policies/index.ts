import 'server-only';
import type { Locale } from '@/i18n/routing';
import { factValues, renderFacts, type FactPlaceholder } from '@/lib/shop/fact-text';
import { MARKET_FACTS, type MarketFacts } from '@/lib/shop/market-facts';
import { marketOf, MARKET_RULES, type Market, type MarketRuleView } from '@/lib/shop/markets';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import { ru } from './ru';
import type { PolicyPage, PolicyTexts } from './types';
import { zh } from './zh';

export { POLICY_MARKETS, formatDays, formatMoney, formatTax, policyMarket, type PolicyMarket } from './markets';
export {
  POLICY_PAGES,
  POLICY_SECTIONS,
  POLICY_UPDATED,
  type Block,
  type PolicyDocument,
  type PolicyLabels,
  type PolicyPage,
  type PolicySection,
} from './types';

/**
 * The policy texts live here, on the server, rather than in messages/*.json: they are long, read by
 * server components only, and must not travel in any page's client bundle.
 */
export const POLICY_TEXTS: Record<Locale, PolicyTexts> = { en, zh, de, ja, fr, es, ko, pt, ru, it };

/** The privacy team's address (the support address and hotline come from the site settings). */
export const PRIVACY_EMAIL = 'privacy@pawtrail.example';

export function policyTexts(locale: Locale): PolicyTexts {
  return POLICY_TEXTS[locale];
}

/** Fact placeholders the page renders itself (`{supportPhone}` becomes a `tel:` link). */
const LINKED_FACTS: readonly FactPlaceholder[] = ['supportPhone'];

/**
 * A locale's policies with the market facts filled in (`{returnDays}` → "30 Tage"), for a reader
 * shopping in `market` (the language's by default; `rule` and `facts`: the effective ones, the
 * staff's settings over the tables, from lib/server/shop/shipping.ts). Settings tokens, links and
 * `{supportPhone}` stay for the page's renderer.
 */
export function renderedPolicyTexts(
  locale: Locale,
  market: Market = marketOf(locale),
  rule: MarketRuleView = MARKET_RULES[market],
  facts: MarketFacts = MARKET_FACTS[market],
): PolicyTexts {
  const values = factValues(locale, market, rule, facts);
  const plain = Object.fromEntries(Object.entries(values).filter(([key]) => !LINKED_FACTS.includes(key as FactPlaceholder))) as Record<FactPlaceholder, string>;
  const render = <T>(value: T): T => {
    if (typeof value === 'string') return renderFacts(value, plain) as T;
    if (Array.isArray(value)) return value.map(render) as T;
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, render(v)])) as T;
    return value;
  };
  return render(POLICY_TEXTS[locale]);
}

export function isPolicyPage(value: string): value is PolicyPage {
  return (['terms', 'privacy', 'shipping', 'returns'] as const).includes(value as PolicyPage);
}
