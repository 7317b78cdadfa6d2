import 'server-only';

/** The four policy pages, by route (`/terms` …) and OG card key. */
export const POLICY_PAGES = ['terms', 'privacy', 'shipping', 'returns'] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];

/**
 * Every locale's sections, in this order: the table of contents and the anchors (`/returns#refund`)
 * are the same in every language.
 */
export const POLICY_SECTIONS = {
  terms: ['scope', 'account', 'orders', 'prices', 'payment', 'cancellation', 'warranty', 'liability', 'law', 'changes'],
  privacy: ['controller', 'data', 'cards', 'cookies', 'purposes', 'sharing', 'retention', 'rights', 'contact'],
  shipping: ['markets', 'rates', 'dispatch', 'tracking', 'cancellation', 'problems'],
  returns: ['period', 'condition', 'start', 'refund', 'warranty', 'damaged'],
} as const satisfies Record<PolicyPage, readonly string[]>;
export type SectionId<P extends PolicyPage> = (typeof POLICY_SECTIONS)[P][number];

/**
 * A paragraph, a bullet list, or one of the market tables built from `markets.ts` (so every price
 * and tax rate is formatted by Intl in the page's language, from one set of numbers).
 *
 * Text may hold `{company}`, `{email}`, `{hotline}`, `{privacyEmail}`, `{address}` (site settings,
 * filled at render), the market facts of lib/shop/fact-text.ts (`{returnDays}`, `{warrantyYears}`,
 * `{supportPhone}` …: never a number of its own, a test scans for them) and links to the other
 * policies as `[words](/returns)` or `[words](/returns#refund)`.
 */
export type Block = string | { list: string[] } | { table: 'taxes' | 'rates' | 'service' };

export interface PolicySection {
  heading: string;
  blocks: Block[];
}

export interface PolicyDocument<P extends PolicyPage = PolicyPage> {
  title: string;
  description: string;
  intro: string;
  sections: Record<SectionId<P>, PolicySection>;
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

export interface PolicyTexts {
  labels: PolicyLabels;
  terms: PolicyDocument<'terms'>;
  privacy: PolicyDocument<'privacy'>;
  shipping: PolicyDocument<'shipping'>;
  returns: PolicyDocument<'returns'>;
}

/** When each policy last changed (ISO dates); shown as "last updated" in the page's language. */
export const POLICY_UPDATED: Record<PolicyPage, string> = {
  terms: '2026-11-26',
  privacy: '2026-11-26',
  shipping: '2026-11-26',
  returns: '2026-11-26',
};
