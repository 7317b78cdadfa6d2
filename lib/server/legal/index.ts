import 'server-only';
import type { Locale } from '@/i18n/routing';
import { COMPANY_PLACEHOLDERS, REGISTRATION_KINDS, type CompanyPlaceholder } from '@/lib/policy-body';
import { establishmentFor, establishmentName, HEAD_OFFICE, type Establishment, type RegistrationKind } from '@/lib/shop/company-facts';
import { factValues, renderFacts, type FactPlaceholder } from '@/lib/shop/fact-text';
import { marketOf } from '@/lib/shop/markets';
import { de } from './texts/de';
import { en } from './texts/en';
import { es } from './texts/es';
import { fr } from './texts/fr';
import { it } from './texts/it';
import { ja } from './texts/ja';
import { ko } from './texts/ko';
import { pt } from './texts/pt';
import { ru } from './texts/ru';
import { zh } from './texts/zh';
import type { LegalTexts } from './types';

export { COMPANY_PLACEHOLDERS, type CompanyPlaceholder };
export type { LegalLabels, LegalTexts } from './types';

/**
 * The legal pages' labels and the Korean footer (issue 32); their texts are the content kind
 * `policy`. Each language's page states its market's law (lib/legal-pages.ts).
 */
export const LEGAL_TEXTS: Record<Locale, LegalTexts> = { en, zh, de, ja, fr, es, ko, pt, ru, it };

/** How a language writes an address on one line: Japanese and Korean run on with a space, the others with commas. */
const joinAddress = (locale: Locale, lines: readonly string[]) => lines.join(locale === 'ja' || locale === 'ko' ? ' ' : ', ');

/**
 * Every company placeholder's value for a reader of `locale` (the seller of the language's market),
 * each fictitious fact followed by the language's demo mark. `company`, `address`: the site
 * settings' name and head-office address. Empty for a registration the seller does not have.
 */
export function companyValues(locale: Locale, company: string, address: string): Record<CompanyPlaceholder, string> {
  const mark = (value: string) => LEGAL_TEXTS[locale].labels.demoMark.replace('{value}', value);
  const seller: Establishment | null = establishmentFor(marketOf(locale));
  const registrations = [...HEAD_OFFICE.registrations, ...(seller?.registrations ?? [])];
  return {
    sellerName: seller ? establishmentName(company, seller) : company,
    sellerAddress: seller ? mark(joinAddress(locale, seller.address)) : address,
    representative: mark(seller?.representative ?? HEAD_OFFICE.representative),
    headRepresentative: mark(HEAD_OFFICE.representative),
    ...(Object.fromEntries(
      REGISTRATION_KINDS.map((kind) => {
        const value = registrations.find((r) => r.kind === kind)?.value;
        return [kind, value ? mark(value) : ''];
      }),
    ) as Record<RegistrationKind, string>),
  };
}

/** Fact placeholders the page renders itself (`{supportPhone}` becomes a `tel:` link). */
const LINKED_FACTS: readonly FactPlaceholder[] = ['supportPhone'];

/**
 * A locale's legal labels and Korean footer with the market facts of its market (the tables': the
 * footer quotes no fact staff edit) and the company facts filled in (`{businessRegistration}` →
 * "000-00-00000 (데모)"). Settings tokens (`{company}`, `{address}`, `{email}`), links and
 * `{supportPhone}` stay for the footer's renderer.
 */
export function renderedLegalTexts(locale: Locale, settings: { companyName: string; address: string }): LegalTexts {
  const facts = factValues(locale, marketOf(locale));
  const plain = Object.fromEntries(Object.entries(facts).filter(([key]) => !LINKED_FACTS.includes(key as FactPlaceholder))) as Record<FactPlaceholder, string>;
  const company = companyValues(locale, settings.companyName, settings.address);
  const render = <T>(value: T): T => {
    if (typeof value === 'string')
      return renderFacts(value, plain).replace(/\{(\w+)\}/g, (whole, key: string) => (key in company ? company[key as CompanyPlaceholder] : whole)) as T;
    if (Array.isArray(value)) return value.map(render) as T;
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, render(v)])) as T;
    return value;
  };
  return render(LEGAL_TEXTS[locale]);
}
