import { factValues, renderFacts } from './fact-text';
import { MARKET_FACTS } from './market-facts';
import { defaultFact, editableFacts, effectiveFacts, factLimits, factProblems, overrideOf, overridesFrom } from './market-fact-overrides';
import { MARKET_RULES } from './markets';
import { marketFactOverridesSchema, parseFactInput } from '../validations/market-facts';

describe('market facts staff may change', () => {
  it('lays a market override over the tables, leaving the other markets and facts as they are', () => {
    const { facts, rule } = effectiveFacts('DE', { returnDays: 45, withdrawalDays: 30, warrantyYears: 3, standardFee: 599, freeShippingFrom: 9900 });
    expect(facts).toMatchObject({ returnDays: 45, warrantyYears: 3, withdrawal: { days: 30, refundDays: 14 }, refundDays: MARKET_FACTS.DE.refundDays });
    expect(rule.shipping.standard).toEqual({ amount: 599, days: MARKET_RULES.DE.shipping.standard.days });
    expect(rule.shipping.express).toEqual(MARKET_RULES.DE.shipping.express);
    expect(rule.freeShippingFrom).toBe(9900);
    expect(effectiveFacts('FR').facts).toEqual(MARKET_FACTS.FR);
    expect(effectiveFacts('FR').rule).toEqual(MARKET_RULES.FR);
    // The tables themselves stay the defaults.
    expect(MARKET_FACTS.DE.returnDays).toBe(30);
  });

  it('keeps the US standard rate and threshold with the shop setting `shipping`, and has no withdrawal period where the law has none', () => {
    expect(editableFacts('US')).toEqual(['warrantyYears', 'returnDays', 'expressFee']);
    expect(editableFacts('JP')).not.toContain('withdrawalDays');
    expect(editableFacts('DE')).toEqual(['warrantyYears', 'returnDays', 'withdrawalDays', 'standardFee', 'expressFee', 'freeShippingFrom']);
    expect(effectiveFacts('US', { expressFee: 1999 }, { flatRateCents: 899, freeThresholdCents: 5000 }).rule).toMatchObject({
      freeShippingFrom: 5000,
      shipping: { standard: { amount: 899 }, express: { amount: 1999 } },
    });
  });

  it('refuses values below the law’s floor, above the range, fractional, or a return period shorter than the withdrawal period', () => {
    expect(factLimits('DE', 'withdrawalDays')).toEqual({ min: 14, max: 365 });
    expect(factLimits('KR', 'withdrawalDays')).toEqual({ min: 7, max: 365 });
    expect(factLimits('IT', 'warrantyYears').min).toBe(2);
    expect(factLimits('JP', 'warrantyYears').min).toBe(1);
    expect(factProblems('DE', { withdrawalDays: 31 })).toEqual({ returnDays: 'returnShorterThanWithdrawal' });
    expect(factProblems('DE', { withdrawalDays: 30 })).toEqual({});
    expect(factProblems('DE', { withdrawalDays: 13 })).toEqual({ withdrawalDays: 'outOfRange' });
    expect(factProblems('DE', { returnDays: 366 })).toEqual({ returnDays: 'outOfRange' });
    expect(factProblems('DE', { returnDays: 10 })).toEqual({ returnDays: 'outOfRange' });
    expect(factProblems('DE', { warrantyYears: 1 })).toEqual({ warrantyYears: 'outOfRange' });
    expect(factProblems('DE', { standardFee: -1 })).toEqual({ standardFee: 'outOfRange' });
    expect(factProblems('DE', { expressFee: 12.5 })).toEqual({ expressFee: 'outOfRange' });
    expect(factProblems('US', { standardFee: 500 })).toEqual({ standardFee: 'outOfRange' });
    expect(factProblems('JP', { withdrawalDays: 14 })).toEqual({ withdrawalDays: 'outOfRange' });
    expect(factProblems('DE', { returnDays: 45, withdrawalDays: 30, standardFee: 0, freeShippingFrom: 0 })).toEqual({});
  });

  it('validates what staff send with the same rules, each refusal on its field, in the reader’s language', () => {
    const bad = marketFactOverridesSchema.safeParse({ DE: { withdrawalDays: 7, returnDays: 400 }, KR: { warrantyYears: 0 } });
    expect(bad.success).toBe(false);
    const issues = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({ 'DE.withdrawalDays': '@factOutOfRange', 'DE.returnDays': '@factOutOfRange', 'KR.warrantyYears': '@factOutOfRange' });
    expect(marketFactOverridesSchema.safeParse({ XX: { returnDays: 30 } }).success).toBe(false);
    expect(marketFactOverridesSchema.safeParse({ DE: { tax: 0 } }).success).toBe(false);
    expect(marketFactOverridesSchema.safeParse({ DE: { returnDays: 45, withdrawalDays: 30 } }).success).toBe(true);
  });

  it('stores only what differs from the defaults, and drops stored values the rules no longer accept', () => {
    expect(overrideOf('DE', { returnDays: 30, withdrawalDays: 30, warrantyYears: 2 })).toEqual({ withdrawalDays: 30 });
    expect(overrideOf('US', { standardFee: 1 })).toEqual({});
    expect(overridesFrom({ DE: { returnDays: 45 }, FR: { withdrawalDays: 3 }, JP: 'x', XX: { returnDays: 40 } })).toEqual({ DE: { returnDays: 45 } });
    expect(overridesFrom(null)).toEqual({});
  });

  it('reads amounts in the currency’s major unit', () => {
    expect(parseFactInput('DE', 'standardFee', '4.99')).toBe(499);
    expect(parseFactInput('DE', 'standardFee', '5')).toBe(500);
    expect(parseFactInput('DE', 'standardFee', '4,9')).toBe(490);
    expect(parseFactInput('KR', 'standardFee', '3500')).toBe(3500);
    expect(parseFactInput('KR', 'standardFee', '3500.5')).toBeNull();
    expect(parseFactInput('DE', 'returnDays', '30.5')).toBeNull();
    expect(parseFactInput('DE', 'returnDays', '-3')).toBeNull();
    expect(defaultFact('DE', 'freeShippingFrom')).toBe(7900);
  });

  it('puts the staff’s values into the texts: "{returnDays}" reads "45 Tage", the withdrawal period "30 Tage"', () => {
    const { rule, facts } = effectiveFacts('DE', { returnDays: 45, withdrawalDays: 30, warrantyYears: 3, standardFee: 599 });
    const values = factValues('de', 'DE', rule, facts);
    expect(renderFacts('Frist: {returnDays}, Widerruf: {withdrawalDays}, Garantie: {warrantyYears}, Versand: {shippingFee}', values)).toBe(
      'Frist: 45 Tage, Widerruf: 30 Tage, Garantie: 3 Jahre, Versand: 5,99\u00a0€',
    );
    expect(factValues('de', 'DE').returnDays).toBe('30 Tage');
  });
});
