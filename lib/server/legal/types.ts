import 'server-only';
import type { RegistrationKind } from '@/lib/shop/company-facts';

export interface LegalLabels {
  /** The box at the top of every legal page: this is a demo shop, the company data are fictitious. */
  demoNotice: string;
  /** After every company fact ("(Demo)", "（デモ）"); `{value}` is the fact. */
  demoMark: string;
  /** The Korean footer's and the pages' names for the registrations, where a text lists them. */
  registrations: Partial<Record<RegistrationKind, string>>;
}

/**
 * The words around the legal pages, whose texts are the content kind `policy` (imprint,
 * withdrawal: scripts/seed-data/policies), and the Korean footer's business information.
 */
export interface LegalTexts {
  labels: LegalLabels;
  /**
   * The business information the footer shows on every page where the law asks for it (Korea).
   * Rows of `[label, value]`; a value may hold the placeholders of the legal pages (lib/policy-body.ts).
   */
  footer?: { heading: string; rows: [label: string, value: string][]; link: string };
}
