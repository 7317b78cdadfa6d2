/**
 * The shop's promises per market, in one place (issue 32): what the FAQ, the four policies, the
 * checkout and the order mails state about warranty, return and refund periods, cancellation,
 * payment, the countries we deliver to, dispatch and the support line. Shipping prices, delivery
 * times, the free-shipping threshold, currency and tax stay in the market table (`markets.ts`),
 * which the cart and the checkout charge with; `fact-text.ts` renders both into the texts through
 * placeholders (`{returnDays}`, `{shippingFee}` …), so no page can state another number.
 *
 * These are the defaults (docs/architecture.md, "Market facts"): staff override the warranty, the
 * return and withdrawal periods per market under Settings → Market facts (`market-fact-overrides.ts`,
 * the site setting `market_facts`), and the server's `marketRule` lays them over this table; read
 * the effective facts from there, not from here. The US standard rate and free threshold stay the
 * site setting `shipping`. Pure and client-safe.
 */
import { MARKETS, type Market } from './market-ids';

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** A phone line with its opening hours (local time of `timeZone`, 24-hour "HH:MM"). */
export interface SupportLine {
  /** As printed: the market's own way of writing it. */
  phone: string;
  /** E.164, for `tel:` links. */
  tel: string;
  /** A number in the market's own country (else the international line, which every market can call). */
  local: boolean;
  days: [Weekday, Weekday];
  open: string;
  close: string;
  timeZone: string;
}

export interface MarketFacts {
  /** Device warranty against manufacturing defects, from delivery. */
  warrantyYears: number;
  /** Return (withdrawal) period from delivery, in calendar days, no reason needed. */
  returnDays: number;
  /** Days within which a refund is paid once the return arrives. */
  refundDays: number;
  /** Days from delivery to report a wrong or damaged item. */
  damageReportDays: number;
  /** Business days after the expected date from which a parcel counts as late or lost. */
  lateParcelDays: number;
  /** Orders paid by this local time on a business day ship the same day (24-hour "HH:MM"). */
  dispatchCutoff: string;
  /**
   * The buyer cancels a paid order until it ships (the order's `cancellable` is `status === 'paid'`
   * in lib/server/shop/orders.ts); the texts state this rule, not a time limit.
   */
  cancellation: 'untilShipped';
  /** Accepted payment: cards only (the payment provider tokenizes cards; no wallets, no PayPal). */
  payment: readonly 'card'[];
  /** Card networks the checkout recognizes, as named in the FAQ. */
  cardBrands: readonly string[];
  support: SupportLine;
  /**
   * The statutory right of withdrawal (cooling-off) of the market's consumer law, apart from the
   * shop's own, longer return period (`returnDays`): its period from delivery in calendar days and
   * the days within which the law has the money refunded from the withdrawal. EU: 14 and 14
   * (Directive 2011/83/EU, art. 9 and 13); Brazil: 7 days (CDC art. 49), refunded at once (the page
   * says so; `refundDays` is the latest we take elsewhere); Korea, China and Russia: 7 days; none for mail order in Japan and
   * the US. The legal pages (lib/server/legal) quote it as `{withdrawalDays}` and `{withdrawalRefundDays}`.
   */
  withdrawal: { days: number; refundDays: number } | null;
}

/**
 * The international line: a number in the US range reserved for fiction (555-0100 to 555-0199),
 * so the demo never rings a real person. Markets without a local line name it.
 */
export const INTERNATIONAL_LINE: SupportLine = {
  phone: '+1 415 555 0142',
  tel: '+14155550142',
  local: false,
  days: ['mon', 'sat'],
  open: '08:30',
  close: '20:30',
  timeZone: 'America/Los_Angeles',
};

/** Every market's common rules; the EU markets' warranty is 2 years (the legal guarantee), elsewhere 1. */
const common = {
  returnDays: 30,
  refundDays: 14,
  damageReportDays: 14,
  lateParcelDays: 5,
  dispatchCutoff: '14:00',
  cancellation: 'untilShipped',
  payment: ['card'],
  cardBrands: ['visa', 'mastercard', 'amex'],
  support: INTERNATIONAL_LINE,
} as const satisfies Omit<MarketFacts, 'warrantyYears' | 'withdrawal'>;

const EU_WITHDRAWAL = { days: 14, refundDays: 14 };
const SEVEN_DAYS = { days: 7, refundDays: 14 };

export const EU_MARKETS: readonly Market[] = ['DE', 'FR', 'ES', 'IT'];

export const MARKET_FACTS: Record<Market, MarketFacts> = {
  US: {
    ...common,
    warrantyYears: 1,
    withdrawal: null,
    // The toll-free US and Canada line of the site settings (`hotline`), and its hours.
    support: {
      phone: '1-833-PAWTRAIL',
      tel: '+18337298724',
      local: true,
      days: ['mon', 'sat'],
      open: '08:30',
      close: '20:30',
      timeZone: 'America/Los_Angeles',
    },
  },
  DE: { ...common, warrantyYears: 2, withdrawal: EU_WITHDRAWAL },
  // A Paris number in the range ARCEP reserves for fiction (01 99 00 xx xx): clearly a demo.
  FR: {
    ...common,
    warrantyYears: 2,
    withdrawal: EU_WITHDRAWAL,
    support: { phone: '01 99 00 42 42', tel: '+33199004242', local: true, days: ['mon', 'fri'], open: '09:00', close: '18:00', timeZone: 'Europe/Paris' },
  },
  ES: { ...common, warrantyYears: 2, withdrawal: EU_WITHDRAWAL },
  IT: { ...common, warrantyYears: 2, withdrawal: EU_WITHDRAWAL },
  JP: { ...common, warrantyYears: 1, withdrawal: null },
  CN: { ...common, warrantyYears: 1, withdrawal: SEVEN_DAYS },
  KR: { ...common, warrantyYears: 1, withdrawal: SEVEN_DAYS },
  BR: { ...common, warrantyYears: 1, withdrawal: SEVEN_DAYS },
  RU: { ...common, warrantyYears: 1, withdrawal: SEVEN_DAYS },
};

/** The countries the shop delivers to: its markets (each from a warehouse in that country, so no customs). */
export const SHIPS_TO: readonly Market[] = MARKETS;
