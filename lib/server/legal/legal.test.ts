/**
 * The legal pages (issue 32) state the market facts and the company facts, drawn from their one
 * source: the withdrawal periods of lib/shop/market-facts.ts, the registrations of
 * lib/shop/company-facts.ts (each marked as demo data), the settings' name and address.
 */
import { locales, type Locale } from '@/i18n/routing';
import { checkoutLegalPages, hasLegalPage, LEGAL_PAGE_LOCALES } from '@/lib/legal-pages';
import { ESTABLISHMENTS, HEAD_OFFICE, type Establishment, type Registration } from '@/lib/shop/company-facts';
import { factValues } from '@/lib/shop/fact-text';
import { MARKET_FACTS } from '@/lib/shop/market-facts';
import { marketOf } from '@/lib/shop/markets';
import { renderedSeedLegal, seedPolicyFile, type Block as LegalBlock, type SeedDocument as LegalDocument } from '@/test/policy-texts';
import { companyValues, LEGAL_TEXTS, renderedLegalTexts, type CompanyPlaceholder } from '.';

const settings = { companyName: 'Pawtrail Pet Technology Co., Ltd.', address: 'Suite 1200, 455 Harbor Point Drive, San Francisco, CA 94107, USA' };

/** A document as the reader sees its words: every paragraph, row and form line, links as their words. */
function text(doc: LegalDocument | null | undefined): string {
  const block = (b: LegalBlock): string[] =>
    typeof b === 'string' ? [b] : 'list' in b ? b.list : 'rows' in b ? b.rows.map(([label, value]) => `${label}: ${value}`) : 'form' in b ? b.form : [];
  return doc ? [doc.title, doc.description, doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(block)])].join('\n') : '';
}

/** A legal page's words as the seed files hold them (scripts/seed-data/policies), facts filled; empty where the language has no such page. */
const page = (locale: Locale, which: 'imprint' | 'withdrawal') => text(renderedSeedLegal(locale, settings)[which]);

describe.each(locales)('%s legal pages', (locale) => {
  const texts = { ...renderedSeedLegal(locale, settings), labels: LEGAL_TEXTS[locale].labels };

  it('fill every market, company and settings fact, and leave none empty', () => {
    for (const which of ['imprint', 'withdrawal'] as const) {
      const words = page(locale, which);
      const left = [...words.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((name) => !['company', 'address', 'email', 'supportPhone'].includes(name!));
      expect({ which, left }).toEqual({ which, left: [] });
    }
    // A company fact the seller does not have (a CNPJ outside Brazil) would print as nothing.
    const values = companyValues(locale, settings.companyName, settings.address);
    const raw = JSON.stringify([seedPolicyFile(locale).imprint, seedPolicyFile(locale).withdrawal, LEGAL_TEXTS[locale]]);
    const used = [...new Set([...raw.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].filter((name): name is CompanyPlaceholder => name in values);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => values[name] === '')).toEqual([]);
  });

  it('exist where the locale’s market has the right, and only there', () => {
    expect(texts.imprint.title).not.toBe('');
    const withdrawal = MARKET_FACTS[marketOf(locale)].withdrawal;
    expect(hasLegalPage(locale, 'withdrawal')).toBe(texts.withdrawal !== undefined);
    if (hasLegalPage(locale, 'withdrawal')) {
      expect(withdrawal).not.toBeNull();
      const words = page(locale, 'withdrawal');
      const values = factValues(locale, marketOf(locale));
      expect(values.withdrawalDays).toMatch(new RegExp(`^${withdrawal!.days}\\D`));
      expect(words).toContain(values.withdrawalDays);
      // The shop's longer, voluntary period beside the statutory one, as /returns states it.
      expect(words).toContain(values.returnDays);
      expect(words).toContain('(/returns)');
    } else {
      expect(texts.withdrawal).toBeUndefined();
    }
  });

  it('mark every fictitious company fact as demo data, and say so at the top', () => {
    const mark = texts.labels.demoMark.replace('{value}', '');
    expect(mark.trim()).not.toBe('');
    expect(texts.labels.demoNotice).not.toBe('');
    const values = companyValues(locale, settings.companyName, settings.address);
    for (const key of ['representative', 'headRepresentative', 'stateEntity'] as const) expect(values[key].endsWith(mark)).toBe(true);
  });
});

describe('the company facts', () => {
  it('are registry numbers nobody can mistake for real ones: zeros only', () => {
    const all: Registration[] = [...HEAD_OFFICE.registrations, ...Object.values(ESTABLISHMENTS).flatMap((e: Establishment) => e.registrations)];
    expect(all.length).toBeGreaterThanOrEqual(7);
    for (const r of all) expect({ kind: r.kind, value: r.value, nonZero: /[1-9]/.test(r.value) }).toMatchObject({ nonZero: false });
  });
});

describe('Germany', () => {
  it('the Impressum names the branch, its representative, register, VAT ID and the support line, marked as demo', () => {
    const words = page('de', 'imprint');
    expect(words).toContain(`${settings.companyName} Zweigniederlassung Deutschland`);
    expect(words).toContain('Max Mustermann (Demo)');
    expect(words).toContain('Amtsgericht Charlottenburg (Berlin), HRB 000000 B (Demo)');
    expect(words).toContain('DE000000000 (Demo)');
    expect(words).toContain('Musterstraße 1, 10115 Berlin, Deutschland (Demo)');
    expect(words).toContain(`{supportPhone} (${factValues('de', 'DE').supportHours})`);
    expect(words).toContain('§ 5 Digitale-Dienste-Gesetz');
  });

  it('the Widerrufsbelehrung states the statutory period and refund period, and carries the Muster-Widerrufsformular addressed to the seller', () => {
    const doc = renderedSeedLegal('de', settings).withdrawal!;
    const words = text(doc);
    expect(words).toContain('Die Widerrufsfrist beträgt 14 Tage ab dem Tag');
    expect(words).toContain('spätestens jedoch 14 Tage nach dem Tag');
    expect(words).toContain('Ende der Widerrufsbelehrung');
    const form = doc.sections.find((s) => s.id === 'form')!.blocks.find((b): b is { form: string[] } => typeof b === 'object' && 'form' in b)!;
    expect(form.form).toContain(
      `An ${settings.companyName} Zweigniederlassung Deutschland, Musterstraße 1, 10115 Berlin, Deutschland (Demo), E-Mail: {email}:`,
    );
    expect(form.form.at(-1)).toBe('(*) Unzutreffendes streichen.');
  });

  it('a change of the withdrawal period in the market facts changes the Widerrufsbelehrung', () => {
    const saved = MARKET_FACTS.DE.withdrawal;
    try {
      MARKET_FACTS.DE.withdrawal = { days: 30, refundDays: 14 };
      expect(page('de', 'withdrawal')).toContain('Die Widerrufsfrist beträgt 30 Tage ab dem Tag');
      expect(page('fr', 'withdrawal')).not.toContain('30 jours après le jour');
    } finally {
      MARKET_FACTS.DE.withdrawal = saved;
    }
    expect(page('de', 'withdrawal')).toContain('Die Widerrufsfrist beträgt 14 Tage ab dem Tag');
  });
});

describe('the other markets', () => {
  it('France, Spain and Italy state the EU withdrawal right in their own legal wording, sold by the EU branch', () => {
    expect(page('fr', 'withdrawal')).toContain('dans un délai de 14 jours');
    expect(page('fr', 'withdrawal')).toContain('Modèle de formulaire de rétractation');
    expect(page('es', 'withdrawal')).toContain('en un plazo de 14 días sin necesidad de justificación');
    expect(page('es', 'withdrawal')).toContain('Táchese lo que no proceda');
    expect(page('it', 'withdrawal')).toContain('entro 14 giorni');
    expect(page('it', 'withdrawal')).toContain('Modulo di recesso tipo');
    for (const locale of ['fr', 'es', 'it'] as const) expect(page(locale, 'imprint')).toContain('DE000000000 (');
  });

  it('Japan: 特定商取引法に基づく表記 with the seller, the Japanese branch, prices, shipping, payment and returns of the JP market', () => {
    const words = page('ja', 'imprint');
    const values = factValues('ja', 'JP');
    expect(words).toContain('特定商取引法に基づく表記');
    expect(words).toContain(`販売業者: ${settings.companyName} 日本支店`);
    expect(words).toContain('〒000-0000 東京都千代田区丸の内0丁目0番0号（デモ）');
    expect(words).toContain('0000000000000（デモ）');
    for (const v of [values.shippingFee, values.expressFee, values.freeShippingFrom, values.paymentMethods, values.returnDays, values.standardDays])
      expect(words).toContain(v);
  });

  it('Korea: 사업자 정보 on the page and in the footer, with both registrations', () => {
    const texts = renderedLegalTexts('ko', settings);
    const footer = Object.fromEntries(texts.footer!.rows);
    expect(footer['사업자등록번호']).toBe('000-00-00000 (데모)');
    expect(footer['통신판매업 신고번호']).toBe('제0000-서울강남-00000호 (데모)');
    expect(footer['대표자']).toBe('홍길동 (데모)');
    expect(footer['상호']).toBe(`${settings.companyName} 한국지점`);
    const words = page('ko', 'imprint');
    for (const value of Object.values(footer)) expect(words).toContain(value);
    expect(words).toContain(factValues('ko', 'KR').withdrawalDays);
    // Only Korea's law puts the business information in every page's footer.
    for (const locale of locales.filter((l) => l !== 'ko')) expect(renderedLegalTexts(locale, settings).footer).toBeUndefined();
  });

  it('Brazil: the CNPJ and the 7-day right of regret of CDC art. 49, refunded at once', () => {
    const words = page('pt', 'withdrawal');
    expect(words).toContain('CNPJ: 00.000.000/0000-00 (demonstração)');
    expect(words).toContain('no prazo de 7 dias a contar do recebimento');
    expect(words).toContain('art. 49');
    expect(page('pt', 'imprint')).toContain('CNPJ: 00.000.000/0000-00 (demonstração)');
  });

  it('the checkout and the order mail link the withdrawal right where it exists, and 特商法 / 사업자 정보', () => {
    expect(checkoutLegalPages('de')).toEqual(['withdrawal']);
    expect(checkoutLegalPages('pt')).toEqual(['withdrawal']);
    expect(checkoutLegalPages('ja')).toEqual(['imprint']);
    expect(checkoutLegalPages('ko')).toEqual(['imprint']);
    expect(checkoutLegalPages('en')).toEqual([]);
    expect([...LEGAL_PAGE_LOCALES.withdrawal].sort()).toEqual(['de', 'es', 'fr', 'it', 'pt']);
  });
});
