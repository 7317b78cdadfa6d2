import 'server-only';
import type { RegistrationKind } from '@/lib/shop/company-facts';

/**
 * A block of a legal page: a paragraph, a bullet list, a table of labelled rows (the Impressum's
 * and 特商法's "label: value" lines), or a model form to print (the Muster-Widerrufsformular).
 *
 * Text may hold the market facts of lib/shop/fact-text.ts (`{withdrawalDays}`, `{returnDays}` …),
 * the site settings the policies use (`{company}`, `{address}`, `{email}`) and `{supportPhone}`,
 * the company facts of lib/shop/company-facts.ts (COMPANY_PLACEHOLDERS: `{sellerName}`,
 * `{cnpj}` …, each printed with the language's demo mark), and links as `[words](/returns)`.
 * Never a number of its own: lib/server/policies/facts.test.ts scans these texts too.
 */
export type LegalBlock = string | { list: string[] } | { rows: [label: string, value: string][] } | { form: string[] };

export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  description: string;
  intro: string;
  sections: LegalSection[];
}

export interface LegalLabels {
  /** The box at the top of every legal page: this is a demo shop, the company data are fictitious. */
  demoNotice: string;
  /** After every company fact ("(Demo)", "（デモ）"); `{value}` is the fact. */
  demoMark: string;
  /** The Korean footer's and the pages' names for the registrations, where a text lists them. */
  registrations: Partial<Record<RegistrationKind, string>>;
}

export interface LegalTexts {
  labels: LegalLabels;
  imprint: LegalDocument;
  /** Only the languages of LEGAL_PAGE_LOCALES.withdrawal. */
  withdrawal?: LegalDocument;
  /** The business information the footer shows on every page where the law asks for it (Korea). */
  footer?: { heading: string; rows: [label: string, value: string][]; link: string };
}
