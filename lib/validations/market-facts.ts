import './jitless';
import { z } from 'zod';
import {
  EDITABLE_FACTS,
  editableFacts,
  factProblems,
  MONEY_FACTS,
  type EditableFact,
  type FactOverride,
  type FactProblem,
} from '@/lib/shop/market-fact-overrides';
import { currencyDigits, currencyOf, MARKETS, type Market } from '@/lib/shop/markets';

/** The message of each problem: entries of `Errors`. */
const MESSAGES: Record<FactProblem, string> = { outOfRange: '@factOutOfRange', returnShorterThanWithdrawal: '@returnShorterThanWithdrawal' };

const factValue = z.number().int().min(0).max(1_000_000_000);
const marketOverride = z
  .object(Object.fromEntries(EDITABLE_FACTS.map((f) => [f, factValue.optional()])) as Record<EditableFact, z.ZodOptional<typeof factValue>>)
  .strict();

/**
 * What staff save: per market, the values that differ from the code's (amounts in minor units).
 * Each value in its market's range (lib/shop/market-fact-overrides.ts `factLimits`), the return
 * period no shorter than the withdrawal period; a refused value is named by its path (`DE.returnDays`).
 */
export const marketFactOverridesSchema = z
  .object(Object.fromEntries(MARKETS.map((m) => [m, marketOverride.optional()])) as Record<Market, z.ZodOptional<typeof marketOverride>>)
  .strict()
  .superRefine((overrides, ctx) => {
    for (const market of MARKETS) {
      const problems = factProblems(market, (overrides[market] ?? {}) as FactOverride);
      for (const [fact, problem] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: [market, fact], message: MESSAGES[problem] });
    }
  });

/** The setting's version: a digest of what is stored, so a form saved over a newer state answers 409. */
export const marketFactsBody = z.object({ overrides: marketFactOverridesSchema, version: z.string().regex(/^[a-f0-9]{64}$/) });

/** An editable value as the form holds it: days and years as typed, amounts in the currency's major unit ("4.99", "3500"). */
export type MarketFactsForm = Record<Market, Partial<Record<EditableFact, string>>>;

/** "4.99" in EUR → 499; "3500" in KRW → 3500; null when it is not an amount of that currency (or not a whole number of days). */
export function parseFactInput(market: Market, fact: EditableFact, text: string): number | null {
  const value = text.trim();
  if (!MONEY_FACTS.includes(fact)) return /^\d{1,4}$/.test(value) ? Number(value) : null;
  const digits = currencyDigits(currencyOf(market));
  const match = (digits ? new RegExp(`^(\\d{1,9})(?:[.,](\\d{1,${digits}}))?$`) : /^(\d{1,10})$/).exec(value);
  if (!match) return null;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
}

/** An editable value for the form: amounts in the major unit. */
export function factInput(market: Market, fact: EditableFact, value: number): string {
  if (!MONEY_FACTS.includes(fact)) return String(value);
  const digits = currencyDigits(currencyOf(market));
  return (value / 10 ** digits).toFixed(digits);
}

/** The form's values as numbers per market (minor units), or the issues the server would raise, on the same paths. */
export const marketFactsFormSchema = z.record(z.string(), z.record(z.string(), z.string())).superRefine((form, ctx) => {
  for (const market of MARKETS) {
    const values: FactOverride = {};
    for (const fact of editableFacts(market)) {
      const parsed = parseFactInput(market, fact, form[market]?.[fact] ?? '');
      if (parsed === null) ctx.addIssue({ code: 'custom', path: [market, fact], message: '@fieldInvalid' });
      else values[fact] = parsed;
    }
    for (const [fact, problem] of Object.entries(factProblems(market, values)))
      ctx.addIssue({ code: 'custom', path: [market, fact], message: MESSAGES[problem] });
  }
});
