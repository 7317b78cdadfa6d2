import { locales } from '@/i18n/routing';
import {
  addedTax,
  applyTax,
  cartTotals,
  currencyDigits,
  DEFAULT_MARKET,
  decimalAmount,
  includedTax,
  MARKET_RULES,
  MARKETS,
  orderTotals,
  salesTaxBp,
  shippingOptions,
  suggestedPrice,
  withUsShipping,
} from './markets';

describe('markets (issue 16)', () => {
  it('gives every locale a market, with the currencies the issue names', () => {
    const currencies = Object.fromEntries(locales.map((l) => [l, MARKET_RULES[DEFAULT_MARKET[l]].currency]));
    expect(currencies).toEqual({ en: 'USD', de: 'EUR', fr: 'EUR', es: 'EUR', it: 'EUR', ja: 'JPY', zh: 'CNY', ko: 'KRW', pt: 'BRL', ru: 'RUB' });
    expect(MARKET_RULES.US.tax).toEqual({ kind: 'added' });
    for (const m of ['DE', 'FR', 'ES', 'IT'] as const) expect(MARKET_RULES[m].tax.kind).toBe('included');
  });

  it('rounds per currency: yen and won have no minor unit, the others two digits', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KRW')).toBe(0);
    expect(currencyDigits('EUR')).toBe(2);
    expect(decimalAmount(19380, 'JPY')).toBe('19380');
    expect(decimalAmount(12899, 'EUR')).toBe('128.99');
    expect(decimalAmount(5, 'USD')).toBe('0.05');
  });

  it('takes VAT out of a tax-inclusive price in integers, rounded half up', () => {
    // €128.99 at 19 %: 128.99 × 19 / 119 = 20.5950… → €20.60.
    expect(includedTax(12899, 1900)).toBe(2060);
    // ¥19,380 at 10 %: 1,761.8… → ¥1,762.
    expect(includedTax(19380, 1000)).toBe(1762);
    expect(includedTax(0, 1900)).toBe(0);
    expect(includedTax(100, 0)).toBe(0);
    // Exactly half a minor unit rounds up: 15 × 20 / 120 = 2.5 → 3; 9 × 20 / 120 = 1.5 → 2.
    expect(includedTax(15, 2000)).toBe(3);
    expect(includedTax(9, 2000)).toBe(2);
    for (let gross = 0; gross < 5000; gross += 7) {
      const exact = (gross * 1900) / 11900;
      expect(Math.abs(includedTax(gross, 1900) - exact)).toBeLessThanOrEqual(0.5);
    }
  });

  it('adds US sales tax for the destination state, on goods and shipping', () => {
    expect(addedTax(12900, 725)).toBe(935); // $129.00 × 7.25 % = $9.3525 → $9.35
    expect(addedTax(1000, 625)).toBe(63); // $0.625 → $0.63 (half up)
    expect(salesTaxBp({ country: 'US', region: 'CA' })).toBe(725);
    expect(salesTaxBp({ country: 'US', region: ' california ' })).toBe(725);
    expect(salesTaxBp({ country: 'US', region: 'New  York' })).toBe(400);
    expect(salesTaxBp({ country: 'US', region: 'OR' })).toBe(0);
    expect(salesTaxBp({ country: 'US', region: 'Atlantis' })).toBe(0);
    expect(salesTaxBp({ country: 'DE', region: 'CA' })).toBe(0);
    const t = orderTotals('US', 12900, 'express', { country: 'US', region: 'CA' });
    expect(t).toEqual({ subtotal: 12900, shipping: 1499, tax: addedTax(14399, 725), taxIncluded: false, taxRateBp: 725, total: 14399 + addedTax(14399, 725) });
    // Before an address is known the cart shows no sales tax yet.
    expect(orderTotals('US', 12900, 'standard', null).tax).toBe(0);
  });

  it('keeps VAT inside the total in VAT markets, shipping included', () => {
    const t = orderTotals('DE', 12899, 'express', { country: 'DE' });
    expect(t).toEqual({ subtotal: 12899, shipping: 1299, tax: includedTax(14198, 1900), taxIncluded: true, taxRateBp: 1900, total: 14198 });
    const jp = orderTotals('JP', 19380, 'standard', null);
    expect(jp.total).toBe(19380); // free from ¥10,000
    expect(Number.isInteger(jp.tax)).toBe(true);
  });

  it('prices shipping per market: standard free from the threshold, express never', () => {
    expect(shippingOptions(7000, MARKET_RULES.DE)).toEqual([
      { method: 'standard', amount: 499, rate: 499, days: [2, 4] },
      { method: 'express', amount: 1299, rate: 1299, days: [1, 1] },
    ]);
    expect(shippingOptions(7900, MARKET_RULES.DE).map((o) => o.amount)).toEqual([0, 1299]);
    expect(shippingOptions(0, MARKET_RULES.DE).map((o) => o.amount)).toEqual([0, 0]);
    // The US standard rate and threshold are the staff's setting; a threshold of 0 means never free.
    const us = withUsShipping('US', { flatRateCents: 899, freeThresholdCents: 0 });
    expect(shippingOptions(1_000_000, us).map((o) => o.amount)).toEqual([899, 1499]);
    expect(withUsShipping('DE', { flatRateCents: 1, freeThresholdCents: 1 })).toBe(MARKET_RULES.DE);
  });

  it('recomputes a cart view’s totals on the client exactly as the server charges them', () => {
    const view = { subtotalCents: 6000, shippingOptions: shippingOptions(6000, MARKET_RULES.US), freeShippingThresholdCents: 9900, tax: MARKET_RULES.US.tax };
    const address = { country: 'US', region: 'TX' };
    for (const method of ['standard', 'express'] as const) {
      const { options: _o, ...client } = cartTotals(view, method, address);
      expect(client).toEqual(orderTotals('US', 6000, method, address));
    }
    // Lines added on the client past the threshold: standard becomes free.
    expect(cartTotals({ ...view, subtotalCents: 12000 }, 'standard', address).shipping).toBe(0);
    expect(applyTax(100, 0, { kind: 'included', rateBp: 2000 }, null).total).toBe(100);
  });

  it('suggests a first price per market from the US price, stored in integers', () => {
    expect(suggestedPrice(12900, 'DE')).toBe(12899);
    expect(suggestedPrice(12900, 'JP')).toBe(19380);
    expect(suggestedPrice(12900, 'KR')).toBe(179000);
    expect(suggestedPrice(12900, 'CN')).toBe(92900);
    expect(suggestedPrice(12900, 'BR')).toBe(70990);
    expect(suggestedPrice(12900, 'RU')).toBe(1229900);
    // A product price on a step boundary is not pushed up by float error (12500 × 7.2 = 90000).
    expect(suggestedPrice(12500, 'CN')).toBe(89900);
    for (const m of MARKETS) expect(suggestedPrice(0, m)).toBe(0);
  });
});
