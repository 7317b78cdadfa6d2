/**
 * Who sells (issue 32): the company data the legal pages of each market must state — the
 * representative, the registered establishment in the market's country and its registry numbers —
 * defined once and quoted by the Impressum, 特定商取引法に基づく表記, 사업자 정보, the Brazilian
 * legal information, the withdrawal pages and the Korean footer. The company's name, head-office
 * address and support email stay the site settings (`companyName`, `address`, `email`) the policies
 * already quote; the phone numbers are the market facts' support lines.
 *
 * DEMO DATA. Pawtrail is a demo shop: every name, address and number here is fictitious and made
 * to look it (zeros, the placeholder names a form in that country would show), so nobody mistakes
 * it for a real register entry. The pages print each value with the language's demo mark.
 *
 * The contract partner is the company itself in every market; it trades in Germany (for the EU),
 * Japan, Korea and Brazil through registered branches, which are part of the company, not
 * subsidiaries — so the terms' "the shop is run by {company}" and these pages agree.
 * Pure and client-safe.
 */
import type { Market } from './market-ids';

/** What a registry number is, named by each language's labels (lib/server/legal). */
export type RegistrationKind =
  'stateEntity' | 'commercialRegister' | 'vatId' | 'weee' | 'corporateNumber' | 'businessRegistration' | 'mailOrderRegistration' | 'cnpj';

export interface Registration {
  kind: RegistrationKind;
  /** As the register writes it, without the demo mark. */
  value: string;
}

/** A registered establishment of the company. */
export interface Establishment {
  /** The branch's registered designation, after the company's name ("Zweigniederlassung Deutschland"). */
  branch: string;
  /** Its address, as that country writes it (lines, in the country's order). */
  address: readonly string[];
  /** The person who represents the company there (Geschäftsführer of the branch, 日本における代表者, 대표자, administrador). */
  representative: string;
  registrations: readonly Registration[];
}

/** The company's head office: its representative and its registration (name and address: site settings). */
export const HEAD_OFFICE = {
  representative: 'Jordan Sample',
  registrations: [{ kind: 'stateEntity', value: 'California Secretary of State, Entity No. 0000000' }],
} as const satisfies Pick<Establishment, 'representative' | 'registrations'>;

/** The registered branches, by the market whose law asks for them. */
export const ESTABLISHMENTS = {
  DE: {
    branch: 'Zweigniederlassung Deutschland',
    address: ['Musterstraße 1', '10115 Berlin', 'Deutschland'],
    representative: 'Max Mustermann',
    registrations: [
      { kind: 'commercialRegister', value: 'Amtsgericht Charlottenburg (Berlin), HRB 000000 B' },
      { kind: 'vatId', value: 'DE000000000' },
      { kind: 'weee', value: 'DE 00000000' },
    ],
  },
  JP: {
    branch: '日本支店',
    address: ['〒000-0000', '東京都千代田区丸の内0丁目0番0号'],
    representative: '山田 太郎',
    registrations: [{ kind: 'corporateNumber', value: '0000000000000' }],
  },
  KR: {
    branch: '한국지점',
    address: ['(00000) 서울특별시 강남구 테헤란로 000'],
    representative: '홍길동',
    registrations: [
      { kind: 'businessRegistration', value: '000-00-00000' },
      { kind: 'mailOrderRegistration', value: '제0000-서울강남-00000호' },
    ],
  },
  BR: {
    branch: 'Filial Brasil',
    address: ['Avenida Paulista, 0000 – Bela Vista', 'São Paulo – SP', '00000-000'],
    representative: 'Fulano de Tal',
    registrations: [{ kind: 'cnpj', value: '00.000.000/0000-00' }],
  },
} as const satisfies Partial<Record<Market, Establishment>>;

/** The EU markets buy from the German branch, the company's establishment in the EU. */
const SERVED_BY: Partial<Record<Market, keyof typeof ESTABLISHMENTS>> = { DE: 'DE', FR: 'DE', ES: 'DE', IT: 'DE', JP: 'JP', KR: 'KR', BR: 'BR' };

/** The establishment that sells to a market, or null where the head office sells directly (US, China, Russia). */
export function establishmentFor(market: Market): Establishment | null {
  const key = SERVED_BY[market];
  return key ? ESTABLISHMENTS[key] : null;
}

/** The registered name of an establishment: the company's name and the branch's designation. */
export function establishmentName(company: string, establishment: Establishment): string {
  return `${company} ${establishment.branch}`;
}

/** One registration of an establishment (or the head office), or undefined. */
export function registration(establishment: Pick<Establishment, 'registrations'>, kind: RegistrationKind): string | undefined {
  return establishment.registrations.find((r) => r.kind === kind)?.value;
}
