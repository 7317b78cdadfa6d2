import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locales } from '@/i18n/routing';
import { faqTextsSchema } from '@/lib/validations/content';
import { AGENT_COUNT, STORE_COUNT } from '@/scripts/stores/generate';
import { checkFactPlaceholders } from '@/scripts/seed';
import { factHours, factValues, placeholderError, renderFacts } from './fact-text';
import { INTERNATIONAL_LINE, MARKET_FACTS } from './market-facts';
import { withUsShipping } from './markets';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('fact values, as each language writes them', () => {
  it('formats periods with the language’s plural forms', () => {
    expect(factValues('en', 'US').warrantyYears).toBe('1 year');
    expect(factValues('en', 'DE').warrantyYears).toBe('2 years');
    expect(factValues('de', 'DE').returnDays).toBe('30 Tage');
    expect(factValues('ru', 'RU').warrantyYears).toBe('1 год');
    expect(factValues('ru', 'DE').warrantyYears).toBe('2 года');
    expect(factValues('ru', 'RU').returnDays).toBe('30 дней');
    expect(factValues('ja', 'JP').returnDays).toBe('30日間');
    expect(factValues('ko', 'KR').standardDays).toBe('영업일 기준 2–3일');
  });

  it('lists the countries in the language’s order, each named as it reads in a sentence', () => {
    expect(factValues('en', 'US').countries).toBe('Brazil, China, France, Germany, Italy, Japan, Russia, South Korea, Spain, and the United States');
    expect(factValues('ja', 'JP').countries).toBe('アメリカ合衆国、イタリア、韓国、スペイン、中国、ドイツ、日本、ブラジル、フランス、ロシア');
    expect(factValues('zh', 'CN').countries).toBe('巴西、德国、俄罗斯、法国、韩国、美国、日本、西班牙、意大利和中国');
    expect(factValues('ru', 'RU').countries).toContain('США, Франция, Южная Корея и Япония');
  });

  it('names cards as the only payment method, with their networks', () => {
    expect(factValues('en', 'US').paymentMethods).toBe('credit and debit cards (Visa, Mastercard, and American Express)');
    expect(factValues('ja', 'JP').paymentMethods).toBe('クレジットカード・デビットカード（Visa、Mastercard、American Express）');
    for (const market of Object.keys(MARKET_FACTS) as (keyof typeof MARKET_FACTS)[]) expect(MARKET_FACTS[market].payment).toEqual(['card']);
  });

  it('gives the local line where the market has one, the international line otherwise, with its hours', () => {
    expect(factValues('fr', 'FR').supportPhone).toBe('01 99 00 42 42');
    expect(plain(factValues('fr', 'FR').supportHours)).toBe('du lundi au vendredi, de 9 h à 18 h, heure d’Europe centrale');
    expect(factValues('en', 'US').supportPhone).toBe('1-833-PAWTRAIL');
    expect(factValues('de', 'DE').supportPhone).toBe(INTERNATIONAL_LINE.phone);
    expect(factHours('de', INTERNATIONAL_LINE)).toBe('Mo–Sa, 8:30–20:30 Uhr, Nordamerikanische Westküstenzeit');
    expect(factHours('ru', INTERNATIONAL_LINE)).toBe('пн–сб, 8:30–20:30, тихоокеанское время');
    expect(factHours('ja', INTERNATIONAL_LINE)).toBe('月〜土曜日 8:30〜20:30、米国太平洋時間');
  });

  it('names the tax of the market in the reader’s language, US sales tax never as VAT', () => {
    expect(factValues('de', 'DE').taxName).toBe('MwSt.');
    expect(factValues('ja', 'JP').taxName).toBe('消費税');
    expect(factValues('en', 'US').taxName).toBe('state sales tax');
    for (const locale of locales) expect(factValues(locale, 'US').taxName).not.toMatch(/Umsatzsteuer|TVA|IVA|НДС|增值税|付加価値税|부가가치세/);
  });

  it('states the US shipping the staff set (site setting), not the table’s default', () => {
    const rule = withUsShipping('US', { flatRateCents: 500, freeThresholdCents: 5000 });
    expect(factValues('en', 'US', rule).shippingFee).toBe('$5');
    expect(factValues('en', 'US', rule).freeShippingFrom).toBe('$50');
    expect(renderFacts('Standard shipping costs {shippingFee}.', factValues('en', 'US', rule))).toBe('Standard shipping costs $5.');
  });

  it('leaves an unknown placeholder visible instead of breaking the page', () => {
    expect(renderFacts('Costs {shipingFee}.', factValues('en', 'US'))).toBe('Costs {shipingFee}.');
  });
});

describe('a bad placeholder is refused before it is published', () => {
  it('by the FAQ editor: the draft is not saved, with the localized message', () => {
    const bad = faqTextsSchema.safeParse({ question: 'How much?', answer: 'Shipping costs {shipingFee}.' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues).toEqual([expect.objectContaining({ path: ['answer'], message: '@placeholderUnknown' })]);
    expect(faqTextsSchema.safeParse({ question: 'How much?', answer: 'Shipping costs {shippingFee.' }).success).toBe(false);
    expect(faqTextsSchema.safeParse({ question: 'How much?', answer: 'Shipping costs {shippingFee}.' }).success).toBe(true);
    for (const locale of locales) {
      const messages = JSON.parse(readFileSync(path.join(__dirname, '../../messages', `${locale}.json`), 'utf8')) as { Errors: Record<string, string> };
      expect(messages.Errors.placeholderUnknown).toContain('shippingFee');
    }
  });

  it('by the seed: nothing is written, and the error names the file, the entry and the placeholder', () => {
    const texts = { de: { faq: { 'shipping-cost': { question: 'Was kostet der Versand?', answer: 'Der Versand kostet {versandkosten}.' } } } };
    expect(() => checkFactPlaceholders(texts)).toThrow(/scripts\/seed-data\/de\.json faq\.shipping-cost\.answer: Unknown placeholder \{versandkosten\}/);
    expect(placeholderError('Der Versand kostet {shippingFee}.')).toBeNull();
  });
});

describe('the dealer network in figures', () => {
  it('states the agents the store finder lists, and no more stores than it lists', () => {
    const base = JSON.parse(readFileSync(path.join(__dirname, '../../scripts/seed-data/base.json'), 'utf8')) as {
      settings: { stats: Record<string, { value: number; plus: boolean }> };
    };
    expect(base.settings.stats.agents!.value).toBe(AGENT_COUNT);
    expect(base.settings.stats.stores!.value).toBeLessThanOrEqual(STORE_COUNT);
    for (const locale of locales) {
      const content = JSON.parse(readFileSync(path.join(__dirname, '../../scripts/seed-data', `${locale}.json`), 'utf8')) as {
        faq: Record<string, { answer: string }>;
        brandSections: Record<string, { body: string[] }>;
      };
      expect({ locale, faq: /\b300\b/.test(content.faq['bulk-orders']!.answer) }).toEqual({ locale, faq: false });
      expect({ locale, brand: content.brandSections.introduction!.body.join(' ').includes(String(AGENT_COUNT)) }).toEqual({ locale, brand: true });
    }
  });
});
