/**
 * The marks a policy or legal page's rich text holds besides its words (issue 32), and the check an
 * editor's draft passes. Client-safe: the back office's form validates with it before saving, the
 * server again on save (lib/validations/content.ts).
 *
 * - A section starts with an <h3> whose text ends in its anchor, `Refunds {#refund}`: the table of
 *   contents lists it and `/returns#refund` leads to it, in every language (the anchors are the same).
 * - A market table is a paragraph of its own, `{table:rates}`: the page puts the table there, built
 *   from the market facts and formatted in the page's language.
 * - Facts are placeholders (lib/shop/fact-text.ts), the site settings' `{company}`, `{email}` … and
 *   the company facts below; never a number of their own.
 */
import type { RegistrationKind } from './shop/company-facts';
import { placeholderError, SETTINGS_PLACEHOLDERS } from './shop/fact-text';

export const POLICY_TABLES = ['taxes', 'rates', 'service'] as const;
export type PolicyTable = (typeof POLICY_TABLES)[number];

export const REGISTRATION_KINDS: readonly RegistrationKind[] = [
  'stateEntity',
  'commercialRegister',
  'vatId',
  'weee',
  'corporateNumber',
  'businessRegistration',
  'mailOrderRegistration',
  'cnpj',
];

/** The company facts a legal text may quote (lib/shop/company-facts.ts), besides the market facts and the settings. */
export const COMPANY_PLACEHOLDERS = ['sellerName', 'sellerAddress', 'representative', 'headRepresentative', ...REGISTRATION_KINDS] as const;
export type CompanyPlaceholder = (typeof COMPANY_PLACEHOLDERS)[number];

/** Every placeholder a policy text may hold besides the market facts. */
export const POLICY_PLACEHOLDERS = [...SETTINGS_PLACEHOLDERS, ...COMPANY_PLACEHOLDERS] as const;

/** A section's anchor at the end of its heading: `{#refund}` in `<h3>Refunds {#refund}</h3>`. */
export const SECTION_ANCHOR = /\s*\{#([a-z][a-z0-9-]*)\}\s*(?=<\/h3>)/;
/** The anchors of a body's sections, in order (`refund` for `<h3>Refunds {#refund}</h3>`). */
export function sectionAnchors(body: string): string[] {
  return [...body.matchAll(new RegExp(SECTION_ANCHOR.source, 'g'))].map((m) => m[1]!);
}

/** A market table's paragraph. */
export const TABLE_MARK = /<p>\s*\{table:(\w+)\}\s*<\/p>/g;

/**
 * The error of a policy text (a title, an intro or a body), or null: an unknown placeholder, a
 * broken one, a table that does not exist, an anchor anywhere but at a heading's end.
 */
export function policyTextError(text: string): string | null {
  const rest = text
    .replace(new RegExp(SECTION_ANCHOR.source, 'g'), '')
    .replace(TABLE_MARK, (whole, table: string) => ((POLICY_TABLES as readonly string[]).includes(table) ? '' : whole));
  return placeholderError(rest, POLICY_PLACEHOLDERS);
}
