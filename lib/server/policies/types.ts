import 'server-only';

/** The four policy pages, by route (`/terms` …) and OG card key. */
export const POLICY_PAGES = ['terms', 'privacy', 'shipping', 'returns'] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];

export function isPolicyPage(value: string): value is PolicyPage {
  return (POLICY_PAGES as readonly string[]).includes(value);
}

/** The chrome around the texts, and the words of the market tables. */
export interface PolicyLabels {
  contents: string;
  /** `{date}`: the last change, formatted by Intl.DateTimeFormat in the page's language. */
  updated: string;
  market: string;
  currency: string;
  taxes: string;
  standard: string;
  express: string;
  freeFrom: string;
  /** `{rate}`: a percentage formatted by Intl. */
  salesTax: string;
  vat: string;
  consumptionTax: string;
  taxesIncluded: string;
  /** A delivery time by the plural category of its upper bound; `{days}` is "3–5" or "1". */
  days: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  ratesCaption: string;
  taxesCaption: string;
  /** The service table (returns#warranty): its warranty and support line columns, and caption. */
  warranty: string;
  support: string;
  serviceCaption: string;
}
