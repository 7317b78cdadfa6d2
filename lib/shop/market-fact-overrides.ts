/**
 * The market facts staff may change in the back office (issue 32), and the rules a change must
 * keep. The code's tables (`market-facts.ts`, `markets.ts`) are the defaults; the site setting
 * `market_facts` holds, per market, only the values that differ from them, and `effectiveFacts`
 * lays those over the defaults. The server merges them (lib/server/shop/shipping.ts) and pages, the
 * cart and the mails get the result; the browser never reads the tables for these values.
 *
 * Editable: what the shop itself decides and states. Not editable: what the law or another system
 * fixes (the statutory refund days, tax, currency, payment by card, which the provider decides), or
 * what lives elsewhere (the support line, the US standard rate and threshold: the setting `shipping`).
 * Pure and client-safe: the back-office form checks with the same rules before it sends.
 */
import { EU_MARKETS, MARKET_FACTS, type MarketFacts } from './market-facts';
import { MARKET_RULES, withUsShipping, type MarketRuleView } from './markets';
import type { Market } from './market-ids';

export const EDITABLE_FACTS = ['warrantyYears', 'returnDays', 'withdrawalDays', 'standardFee', 'expressFee', 'freeShippingFrom'] as const;
export type EditableFact = (typeof EDITABLE_FACTS)[number];
/** Amounts in the market's minor unit; the others whole days or years. */
export const MONEY_FACTS: readonly EditableFact[] = ['standardFee', 'expressFee', 'freeShippingFrom'];

export type FactOverride = Partial<Record<EditableFact, number>>;
export type FactOverrides = Partial<Record<Market, FactOverride>>;

/** The facts of a market staff can set here: no withdrawal period where the law has none; the US standard rate and threshold are the setting `shipping`. */
export function editableFacts(market: Market): EditableFact[] {
  return EDITABLE_FACTS.filter((fact) => {
    if (fact === 'withdrawalDays') return MARKET_FACTS[market].withdrawal !== null;
    if (market === 'US') return fact !== 'standardFee' && fact !== 'freeShippingFrom';
    return true;
  });
}

/** The code's value of an editable fact (the default a reset returns to). */
export function defaultFact(market: Market, fact: EditableFact): number {
  const facts = MARKET_FACTS[market];
  const rule = MARKET_RULES[market];
  switch (fact) {
    case 'warrantyYears':
      return facts.warrantyYears;
    case 'returnDays':
      return facts.returnDays;
    case 'withdrawalDays':
      return facts.withdrawal?.days ?? 0;
    case 'standardFee':
      return rule.shipping.standard.amount;
    case 'expressFee':
      return rule.shipping.express.amount;
    case 'freeShippingFrom':
      return rule.freeShippingFrom;
  }
}

/**
 * The range a fact may take. The floors are the law's where it has one: the statutory withdrawal
 * period (EU 14 days; 7 in Brazil, China, Korea and Russia), which the shop's return period may not
 * undercut either, and the EU's two-year legal guarantee. Prices: never negative, at most ten times
 * the table's (a slipped digit is refused).
 */
export function factLimits(market: Market, fact: EditableFact): { min: number; max: number } {
  const statutory = MARKET_FACTS[market].withdrawal?.days ?? 1;
  switch (fact) {
    case 'warrantyYears':
      return { min: EU_MARKETS.includes(market) ? 2 : 1, max: 10 };
    case 'returnDays':
    case 'withdrawalDays':
      return { min: statutory, max: 365 };
    default:
      return { min: 0, max: defaultFact(market, fact) * 10 };
  }
}

/** Why a market's values are refused, per fact: out of range, or a return period shorter than the withdrawal period. */
export type FactProblem = 'outOfRange' | 'returnShorterThanWithdrawal';

/** The problems of a market's override (only its own facts are allowed; whole numbers in range; returns no shorter than withdrawal). */
export function factProblems(market: Market, override: FactOverride): Partial<Record<EditableFact, FactProblem>> {
  const problems: Partial<Record<EditableFact, FactProblem>> = {};
  const allowed = editableFacts(market);
  for (const [fact, value] of Object.entries(override) as [EditableFact, number][]) {
    const { min, max } = factLimits(market, fact);
    if (!allowed.includes(fact) || !Number.isInteger(value) || value < min || value > max) problems[fact] = 'outOfRange';
  }
  const withdrawal = override.withdrawalDays ?? defaultFact(market, 'withdrawalDays');
  const returns = override.returnDays ?? defaultFact(market, 'returnDays');
  if (!problems.returnDays && !problems.withdrawalDays && allowed.includes('withdrawalDays') && returns < withdrawal)
    problems.returnDays = 'returnShorterThanWithdrawal';
  return problems;
}

/** Only the values that differ from the code's: what is stored, so a later change of a default reaches markets nobody overrode. */
export function overrideOf(market: Market, values: Partial<Record<EditableFact, number>>): FactOverride {
  return Object.fromEntries(
    editableFacts(market).flatMap((fact) => (values[fact] !== undefined && values[fact] !== defaultFact(market, fact) ? [[fact, values[fact]]] : [])),
  );
}

/**
 * A market's facts and rule as the shop now states and charges them: the tables, the US staff
 * shipping setting, then the market's override.
 */
export function effectiveFacts(
  market: Market,
  override: FactOverride = {},
  usShipping: { flatRateCents: number; freeThresholdCents: number } | null = null,
): { facts: MarketFacts; rule: MarketRuleView } {
  const base = MARKET_FACTS[market];
  const facts: MarketFacts = {
    ...base,
    warrantyYears: override.warrantyYears ?? base.warrantyYears,
    returnDays: override.returnDays ?? base.returnDays,
    withdrawal: base.withdrawal ? { ...base.withdrawal, days: override.withdrawalDays ?? base.withdrawal.days } : null,
  };
  const table = withUsShipping(market, usShipping);
  const rule: MarketRuleView = {
    ...table,
    freeShippingFrom: override.freeShippingFrom ?? table.freeShippingFrom,
    shipping: {
      standard: { ...table.shipping.standard, amount: override.standardFee ?? table.shipping.standard.amount },
      express: { ...table.shipping.express, amount: override.expressFee ?? table.shipping.express.amount },
    },
  };
  return { facts, rule };
}

/**
 * The overrides in a stored value (the site setting `market_facts`), each market's kept only when
 * the rules still accept it (a floor raised since it was saved: that market's defaults hold).
 * Read by the server and by the search indexer, which runs outside Next.js.
 */
export function overridesFrom(stored: unknown): FactOverrides {
  const out: FactOverrides = {};
  if (!stored || typeof stored !== 'object') return out;
  for (const market of Object.keys(MARKET_FACTS) as Market[]) {
    const raw = (stored as Record<string, unknown>)[market];
    if (!raw || typeof raw !== 'object') continue;
    const override = Object.fromEntries(Object.entries(raw).filter(([, v]) => typeof v === 'number')) as FactOverride;
    if (Object.keys(factProblems(market, override)).length === 0 && Object.keys(override).length === Object.keys(raw).length) out[market] = override;
  }
  return out;
}
