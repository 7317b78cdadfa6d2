/**
 * The shop's markets (issue 16): each has its currency, its tax rule and its shipping methods.
 * Every locale has a default market; prices are stored per product and market (the US price is
 * `products.price_cents`, the others `product_prices`), never converted when a page renders.
 * Amounts are integers in the currency's minor unit: cents, euro cents, yen (JPY has none), won.
 * Pure and client-safe: the server charges and the checkout shows with the same arithmetic.
 */
import type { Market } from './market-ids';

export { DEFAULT_MARKET, isMarket, MARKET_COOKIE, MARKETS, marketOf, type Market } from './market-ids';

export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** VAT-style tax already in the shelf price, or US sales tax added on top at checkout. */
export type TaxRule = { kind: 'included'; rateBp: number } | { kind: 'added' };

export interface ShippingRate {
  /** Price in the market's minor unit. */
  amount: number;
  /** Delivery estimate in business days, [fastest, slowest]. */
  days: [number, number];
}

interface MarketRule {
  country: string;
  currency: string;
  tax: TaxRule;
  shipping: Record<ShippingMethod, ShippingRate>;
  /** Standard shipping is free from this subtotal (minor units). */
  freeShippingFrom: number;
  /**
   * How a new product's price here is first suggested from its US price (staff may change it):
   * US cents × `perMille` / 1000, rounded up to `step`, less `ending` (€128.99, ¥19,380, ₩179,000).
   * Integers, so the migration's SQL and this code suggest the same price.
   */
  suggest: { perMille: number; step: number; ending: number };
}

const euro = (days: [number, number], expressDays: [number, number], tax: number): Omit<MarketRule, 'country'> => ({
  currency: 'EUR',
  tax: { kind: 'included', rateBp: tax },
  shipping: { standard: { amount: 499, days }, express: { amount: 1299, days: expressDays } },
  freeShippingFrom: 7900,
  suggest: { perMille: 1000, step: 100, ending: 1 },
});

/**
 * The market table: the defaults. US standard shipping and its free threshold are the admins' site
 * setting `shipping` (see `withUsShipping`); staff override the other prices and thresholds per
 * market under Settings → Market facts (`market-fact-overrides.ts`). What the shop charges is the
 * server's `marketRule`, never this table directly.
 */
export const MARKET_RULES: Record<Market, MarketRule> = {
  US: {
    country: 'US',
    currency: 'USD',
    tax: { kind: 'added' },
    shipping: { standard: { amount: 699, days: [3, 5] }, express: { amount: 1499, days: [1, 2] } },
    freeShippingFrom: 9900,
    suggest: { perMille: 1000, step: 1, ending: 0 },
  },
  DE: { country: 'DE', ...euro([2, 4], [1, 1], 1900) },
  FR: { country: 'FR', ...euro([2, 4], [1, 1], 2000) },
  ES: { country: 'ES', ...euro([3, 5], [1, 2], 2100) },
  IT: { country: 'IT', ...euro([3, 5], [1, 2], 2200) },
  JP: {
    country: 'JP',
    currency: 'JPY',
    tax: { kind: 'included', rateBp: 1000 },
    shipping: { standard: { amount: 700, days: [2, 4] }, express: { amount: 1500, days: [1, 1] } },
    freeShippingFrom: 10000,
    suggest: { perMille: 1500, step: 100, ending: 20 },
  },
  CN: {
    country: 'CN',
    currency: 'CNY',
    tax: { kind: 'included', rateBp: 1300 },
    shipping: { standard: { amount: 2000, days: [3, 5] }, express: { amount: 4500, days: [1, 2] } },
    freeShippingFrom: 59900,
    suggest: { perMille: 7200, step: 1000, ending: 100 },
  },
  KR: {
    country: 'KR',
    currency: 'KRW',
    tax: { kind: 'included', rateBp: 1000 },
    shipping: { standard: { amount: 3500, days: [2, 3] }, express: { amount: 9000, days: [1, 1] } },
    freeShippingFrom: 100000,
    suggest: { perMille: 13800, step: 1000, ending: 0 },
  },
  BR: {
    country: 'BR',
    currency: 'BRL',
    tax: { kind: 'included', rateBp: 1700 },
    shipping: { standard: { amount: 2990, days: [5, 10] }, express: { amount: 6990, days: [2, 4] } },
    freeShippingFrom: 49900,
    suggest: { perMille: 5500, step: 1000, ending: 10 },
  },
  RU: {
    country: 'RU',
    currency: 'RUB',
    tax: { kind: 'included', rateBp: 2200 },
    shipping: { standard: { amount: 39000, days: [5, 9] }, express: { amount: 99000, days: [2, 4] } },
    freeShippingFrom: 799000,
    suggest: { perMille: 95000, step: 10000, ending: 100 },
  },
};

export const currencyOf = (market: Market): string => MARKET_RULES[market].currency;

export { currencyDigits, decimalAmount } from './money';

/**
 * Tax contained in a tax-inclusive price: gross × rate / (1 + rate), rounded half up to the minor
 * unit, in integers (no float drift): €128.99 at 19 % holds €20.60.
 */
export function includedTax(gross: number, rateBp: number): number {
  return Math.floor((2 * gross * rateBp + (10_000 + rateBp)) / (2 * (10_000 + rateBp)));
}

/** Tax added to a net amount: net × rate, rounded half up to the minor unit ($129.00 at 7.25 % → $9.35). */
export function addedTax(net: number, rateBp: number): number {
  return Math.floor((2 * net * rateBp + 10_000) / 20_000);
}

/**
 * State sales tax in basis points (the state base rate; county and city rates are not added), with
 * the state's name: the address form takes either ("CA" or "California").
 */
const US_STATES = `
AL 400 Alabama
AK 0 Alaska
AZ 560 Arizona
AR 650 Arkansas
CA 725 California
CO 290 Colorado
CT 635 Connecticut
DE 0 Delaware
DC 600 District of Columbia
FL 600 Florida
GA 400 Georgia
HI 400 Hawaii
ID 600 Idaho
IL 625 Illinois
IN 700 Indiana
IA 600 Iowa
KS 650 Kansas
KY 600 Kentucky
LA 500 Louisiana
ME 550 Maine
MD 600 Maryland
MA 625 Massachusetts
MI 600 Michigan
MN 688 Minnesota
MS 700 Mississippi
MO 423 Missouri
MT 0 Montana
NE 550 Nebraska
NV 685 Nevada
NH 0 New Hampshire
NJ 663 New Jersey
NM 488 New Mexico
NY 400 New York
NC 475 North Carolina
ND 500 North Dakota
OH 575 Ohio
OK 450 Oklahoma
OR 0 Oregon
PA 600 Pennsylvania
RI 700 Rhode Island
SC 600 South Carolina
SD 420 South Dakota
TN 700 Tennessee
TX 625 Texas
UT 610 Utah
VT 600 Vermont
VA 530 Virginia
WA 650 Washington
WV 600 West Virginia
WI 500 Wisconsin
WY 400 Wyoming`
  .trim()
  .split('\n')
  .map((line) => {
    const [code, rate, ...name] = line.split(' ');
    return { code: code!, rateBp: Number(rate), name: name.join(' ').toLowerCase() };
  });

/** The sales tax rate of a US destination ("CA", "California", "ca" → 725); 0 outside the US or for an unknown state. */
export function salesTaxBp(address: { country: string; region?: string | null }): number {
  if (address.country !== 'US') return 0;
  const region = (address.region ?? '').trim().replace(/\s+/g, ' ');
  const state = US_STATES.find((s) => s.code === region.toUpperCase() || s.name === region.toLowerCase());
  return state?.rateBp ?? 0;
}

export type MarketRuleView = MarketRule;

/** A shipping method priced for a subtotal: `amount` is what it costs now (0 when free), `rate` its price. */
export interface PricedShipping {
  method: ShippingMethod;
  amount: number;
  rate: number;
  days: [number, number];
}

/** Shipping options for a subtotal: standard is free from the market's threshold (0: never free). */
export function shippingOptions(subtotal: number, rule: Pick<MarketRule, 'shipping' | 'freeShippingFrom'>): PricedShipping[] {
  return SHIPPING_METHODS.map((method) => {
    const { amount: rate, days } = rule.shipping[method];
    const free = method === 'standard' && rule.freeShippingFrom > 0 && subtotal >= rule.freeShippingFrom;
    return { method, amount: subtotal === 0 || free ? 0 : rate, rate, days };
  });
}

/**
 * A cart's totals for a shipping method and destination, from what the cart view carries (the
 * checkout and the cart's optimistic updates): the same arithmetic the server charges with.
 */
export function cartTotals(
  cart: { subtotalCents: number; shippingOptions: PricedShipping[]; freeShippingThresholdCents: number; tax: TaxRule },
  method: ShippingMethod,
  destination: { country: string; region?: string | null } | null,
): Totals & { options: PricedShipping[] } {
  const shipping = Object.fromEntries(cart.shippingOptions.map((o) => [o.method, { amount: o.rate, days: o.days }])) as MarketRule['shipping'];
  const options = shippingOptions(cart.subtotalCents, { shipping, freeShippingFrom: cart.freeShippingThresholdCents });
  const chosen = options.find((o) => o.method === method) ?? options[0]!;
  return { ...applyTax(cart.subtotalCents, chosen.amount, cart.tax, destination), options };
}

/** The market rule with the staff's US standard rate and free threshold (site setting `shipping`). */
export function withUsShipping(market: Market, setting: { flatRateCents: number; freeThresholdCents: number } | null): MarketRule {
  const rule = MARKET_RULES[market];
  if (market !== 'US' || !setting) return rule;
  return {
    ...rule,
    freeShippingFrom: Math.max(0, setting.freeThresholdCents),
    shipping: { ...rule.shipping, standard: { ...rule.shipping.standard, amount: setting.flatRateCents } },
  };
}

export interface Totals {
  subtotal: number;
  shipping: number;
  /** Contained in subtotal and shipping (`taxIncluded`: VAT) or added to them (US sales tax). */
  tax: number;
  taxIncluded: boolean;
  taxRateBp: number;
  total: number;
}

/**
 * Tax on goods and shipping: VAT contained in them, or US sales tax for the destination's state
 * added on top (none until a destination is known). All integer minor units.
 */
export function applyTax(subtotal: number, shipping: number, tax: TaxRule, destination: { country: string; region?: string | null } | null): Totals {
  const gross = subtotal + shipping;
  if (tax.kind === 'included') return { subtotal, shipping, tax: includedTax(gross, tax.rateBp), taxIncluded: true, taxRateBp: tax.rateBp, total: gross };
  const rateBp = destination ? salesTaxBp(destination) : 0;
  const added = addedTax(gross, rateBp);
  return { subtotal, shipping, tax: added, taxIncluded: false, taxRateBp: rateBp, total: gross + added };
}

/** What an order costs in `market`: the lines' subtotal, the chosen shipping method, and tax. */
export function orderTotals(
  market: Market,
  subtotal: number,
  method: ShippingMethod,
  destination: { country: string; region?: string | null } | null,
  rule: MarketRule = MARKET_RULES[market],
): Totals {
  const shipping = shippingOptions(subtotal, rule).find((o) => o.method === method)!.amount;
  return applyTax(subtotal, shipping, rule.tax, destination);
}

/** A first price in `market` for a product whose US price is `usCents` (see `MarketRule.suggest`). */
export function suggestedPrice(usCents: number, market: Market): number {
  const { perMille, step, ending } = MARKET_RULES[market].suggest;
  const scaled = usCents * perMille;
  const steps = Math.floor((scaled + step * 1000 - 1) / (step * 1000));
  return Math.max(0, steps * step - ending);
}
