import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locales, localeTags, type Locale } from '@/i18n/routing';
import { factValues, FACT_PLACEHOLDERS, SETTINGS_PLACEHOLDERS } from '@/lib/shop/fact-text';
import { marketOf } from '@/lib/shop/markets';
import { renderedSeedPolicies, seedPolicies, type Block, type Section as PolicySection } from '@/test/policy-texts';
import { formatDays, formatMoney, formatTax, POLICY_LABELS, POLICY_MARKETS, POLICY_PAGES, type PolicyPage } from '.';

/**
 * The policies' sections, by the anchors other pages and texts link to (`/returns#refund`): the
 * same in every language, in this order (the seed files' texts, scripts/seed-data/policies).
 */
const POLICY_SECTIONS = {
  terms: ['scope', 'account', 'orders', 'prices', 'payment', 'cancellation', 'warranty', 'liability', 'law', 'changes'],
  privacy: ['controller', 'data', 'cards', 'cookies', 'purposes', 'sharing', 'retention', 'rights', 'contact'],
  shipping: ['markets', 'rates', 'dispatch', 'tracking', 'cancellation', 'problems'],
  returns: ['period', 'condition', 'start', 'refund', 'warranty', 'damaged'],
} as const satisfies Record<PolicyPage, readonly string[]>;

/** A language's policies as the seed files hold them, and its labels. */
const POLICY_TEXTS = Object.fromEntries(
  locales.map((locale) => {
    const pages = seedPolicies(locale);
    return [locale, { labels: POLICY_LABELS[locale], ...Object.fromEntries(POLICY_PAGES.map((page) => [page, pages[page]!])) }];
  }),
) as Record<Locale, { labels: (typeof POLICY_LABELS)[Locale] } & Record<PolicyPage, ReturnType<typeof seedPolicies>[string]>>;

/** Every string of a locale's policies with where it is, links and settings tokens left in (dates aside). */
function texts(locale: Locale): [string, string][] {
  const t = POLICY_TEXTS[locale];
  const out: [string, string][] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') out.push([where, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (k !== 'updated' && k !== 'id') walk(v, `${where}.${k}`);
  };
  walk(t, locale);
  return out;
}

/** What a reader sees: link targets and settings tokens out, link words in. */
const visible = (text: string) => text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/\{\w+\}/g, ' ');

const sections = (locale: Locale, page: PolicyPage): Record<string, PolicySection> =>
  Object.fromEntries(POLICY_TEXTS[locale][page].sections.map((s) => [s.id, s]));
const blockShape = (b: Block) => (typeof b === 'string' ? 'text' : 'list' in b ? 'list' : 'table' in b ? `table:${b.table}` : Object.keys(b)[0]!);
const pageText = (locale: Locale, page: PolicyPage) =>
  Object.values(sections(locale, page))
    .flatMap((s) => s.blocks.flatMap((b) => (typeof b === 'string' ? [b] : 'list' in b ? b.list : [])))
    .join('\n');
const links = (text: string) => [...text.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1]!);
const tokens = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

describe.each(locales)('%s policies', (locale) => {
  const t = POLICY_TEXTS[locale];

  it.each(POLICY_PAGES)('%s has every section, in order, each with a heading and text', (page) => {
    const doc = t[page];
    for (const field of [doc.title, doc.description, doc.intro]) expect(field.trim().length).toBeGreaterThan(1);
    expect(doc.sections.map((section) => section.id)).toEqual([...POLICY_SECTIONS[page]]);
    for (const [id, section] of Object.entries(sections(locale, page))) {
      expect({ id, heading: section.heading.trim().length > 0 }).toEqual({ id, heading: true });
      expect({ id, blocks: section.blocks.length > 0 }).toEqual({ id, blocks: true });
      for (const block of section.blocks) {
        const strings = typeof block === 'string' ? [block] : 'list' in block ? block.list : [];
        for (const s of strings) expect({ id, empty: s.trim().length < 10 }).toEqual({ id, empty: false });
      }
    }
  });

  it.each(POLICY_PAGES)('%s has the English structure: tables, lists, links and settings in the same sections', (page) => {
    for (const id of POLICY_SECTIONS[page]) {
      const mine = sections(locale, page)[id]!;
      const source = sections('en', page)[id]!;
      const shape = (s: PolicySection) => s.blocks.map(blockShape).filter((k) => k !== 'text');
      expect({ id, shape: shape(mine) }).toEqual({ id, shape: shape(source) });
      const text = (s: PolicySection) => s.blocks.flatMap((b) => (typeof b === 'string' ? [b] : 'list' in b ? b.list : [])).join('\n');
      expect({ id, links: links(text(mine)).sort() }).toEqual({ id, links: links(text(source)).sort() });
      expect({ id, tokens: [...new Set(tokens(text(mine)))].sort() }).toEqual({ id, tokens: [...new Set(tokens(text(source)))].sort() });
    }
  });

  it('links only to policy sections that exist, and names only known settings', () => {
    for (const page of POLICY_PAGES) {
      const text = pageText(locale, page);
      for (const href of links(text)) {
        const [target = '', hash] = href.slice(1).split('#');
        expect({ href, page: (POLICY_PAGES as readonly string[]).includes(target) }).toEqual({ href, page: true });
        if (hash) expect(POLICY_SECTIONS[target as PolicyPage] as readonly string[]).toContain(hash);
      }
      for (const token of tokens(text)) expect([...SETTINGS_PLACEHOLDERS, ...Object.keys(FACT_PLACEHOLDERS)]).toContain(token);
      expect({ page, unbalanced: /\[[^\]]*$|^[^[]*\]/m.test(text) }).toEqual({ page, unbalanced: false });
    }
  });

  it('states the facts of its market (return, refund and warranty periods), the minimum age, retention periods and the privacy contact', () => {
    const numbers = (page: PolicyPage) => new Set(pageText(locale, page).match(/\d+/g));
    const rendered = renderedSeedPolicies(locale);
    const renderedText = (page: PolicyPage) => JSON.stringify(rendered[page]);
    const values = factValues(locale, marketOf(locale));
    for (const value of [values.returnDays, values.refundDays, values.warrantyYears]) expect(renderedText('returns')).toContain(value);
    expect(renderedText('terms')).toContain(values.warrantyYears);
    expect(numbers('terms').has('18')).toBe(true);
    for (const n of ['30', '10', '2']) expect({ n, privacy: numbers('privacy').has(n) }).toEqual({ n, privacy: true });
    expect(pageText(locale, 'privacy')).toContain('{privacyEmail}');
    expect(pageText(locale, 'privacy')).toMatch(/GDPR|RGPD|DSGVO/);
    expect(pageText(locale, 'privacy')).toContain('CCPA');
    for (const page of ['shipping', 'returns'] as const) expect(pageText(locale, page)).toContain('{email}');
  });

  it('has every label, and a delivery-time form for each plural category the language uses', () => {
    for (const [key, value] of Object.entries(t.labels))
      if (typeof value === 'string') expect({ key, value: value.trim().length > 0 }).toEqual({ key, value: true });
    expect(t.labels.updated).toContain('{date}');
    for (const key of ['vat', 'consumptionTax'] as const) expect(t.labels[key]).toContain('{rate}');
    const rules = new Intl.PluralRules(localeTags[locale]);
    for (const n of [1, 2, 3, 4, 5, 9, 10]) {
      const form = t.labels.days[rules.select(n)];
      expect({ n, form: form?.includes('{days}') }).toEqual({ n, form: true });
    }
  });
});

describe('the market tables', () => {
  it('hold the prices, delivery times and thresholds the shop charges', () => {
    const rows = POLICY_MARKETS.map((m) => [
      m.country,
      m.currency,
      m.standard.price,
      m.standard.days.join('–'),
      m.express.price,
      m.express.days.join('–'),
      m.freeFrom,
    ]);
    expect(rows).toEqual([
      ['US', 'USD', 6.99, '3–5', 14.99, '1–2', 99],
      ['DE', 'EUR', 4.99, '2–4', 12.99, '1–1', 79],
      ['FR', 'EUR', 4.99, '2–4', 12.99, '1–1', 79],
      ['ES', 'EUR', 4.99, '3–5', 12.99, '1–2', 79],
      ['IT', 'EUR', 4.99, '3–5', 12.99, '1–2', 79],
      ['JP', 'JPY', 700, '2–4', 1500, '1–1', 10000],
      ['CN', 'CNY', 20, '3–5', 45, '1–2', 599],
      ['KR', 'KRW', 3500, '2–3', 9000, '1–1', 100000],
      ['BR', 'BRL', 29.9, '5–10', 69.9, '2–4', 499],
      ['RU', 'RUB', 390, '5–9', 990, '2–4', 7990],
    ]);
    expect(POLICY_MARKETS.map((m) => ('rate' in m.tax ? m.tax.rate : m.tax.kind))).toEqual([
      'salesTax',
      0.19,
      0.2,
      0.21,
      0.22,
      0.1,
      0.13,
      0.1,
      'taxesIncluded',
      0.22,
    ]);
  });

  it('formats amounts, delivery times and taxes as each language writes them', () => {
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(formatMoney('en', 'USD', 6.99)).toBe('$6.99');
    expect(formatMoney('en', 'USD', 99)).toBe('$99');
    expect(plain(formatMoney('de', 'EUR', 4.99))).toBe('4,99 €');
    expect(plain(formatMoney('pt-BR', 'BRL', 29.9))).toBe('R$ 29,90');
    expect(plain(formatMoney('ru', 'RUB', 7990))).toBe('7 990 ₽');
    expect(formatMoney('ja', 'JPY', 10000)).toBe('￥10,000');
    expect(formatMoney('ko', 'KRW', 100000)).toBe('100,000원');
    expect(formatMoney('zh-CN', 'CNY', 599)).toBe('¥599');
    expect(formatDays('en', POLICY_LABELS.en, [3, 5])).toBe('3–5 business days');
    expect(formatDays('en', POLICY_LABELS.en, [1, 1])).toBe('1 business day');
    expect(formatDays('ru', POLICY_LABELS.ru, [5, 9])).toBe('5–9 рабочих дней');
    expect(formatDays('ru', POLICY_LABELS.ru, [2, 4])).toBe('2–4 рабочих дня');
    expect(formatDays('ru', POLICY_LABELS.ru, [1, 1])).toBe('1 рабочий день');
    expect(plain(formatTax('fr', POLICY_LABELS.fr, { kind: 'vat', rate: 0.2 }))).toBe('TVA 20 % incluse');
    expect(formatTax('ja', POLICY_LABELS.ja, { kind: 'consumptionTax', rate: 0.1 })).toBe('消費税10%込み');
  });
});

/** The house rules of messages/language.test.ts (glossary register and avoided variants, typography), applied to the policies. */
describe.each(locales)('%s policies keep the house voice', (locale) => {
  interface Glossary {
    register: { avoid: string[] };
    terms: Record<string, { avoid: string[] }>;
  }
  const glossary = JSON.parse(readFileSync(path.join(__dirname, '../../../messages/glossary', `${locale}.json`), 'utf8')) as Glossary;
  const all = texts(locale).map(([where, text]): [string, string] => [where, visible(text)]);
  const where = (hits: [string, string][]) => hits.map(([w, text]) => `${w}: ${text.slice(0, 90)}`);

  it('keeps to the glossary’s register', () => {
    for (const pattern of glossary.register.avoid) {
      const re = new RegExp(pattern, 'u');
      expect({ pattern, hits: where(all.filter(([, text]) => re.test(text))) }).toEqual({ pattern, hits: [] });
    }
  });

  it('uses none of the glossary’s avoided variants', () => {
    for (const [concept, entry] of Object.entries(glossary.terms)) {
      for (const variant of entry.avoid) {
        const hits = all.filter(([, text]) => text.toLowerCase().includes(variant.toLowerCase()));
        expect({ concept, variant, hits: where(hits) }).toEqual({ concept, variant, hits: [] });
      }
    }
  });

  if (locale === 'fr') {
    it('puts a non-breaking space before : ; ! ? and inside « »', () => {
      const bad = all.filter(([, text]) => /(?<![\u00a0\u202f])[;:!?]|«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»|\b\d{1,2}[:h]\d{2}\b/u.test(text));
      expect(where(bad)).toEqual([]);
    });
  }

  if (locale === 'fr' || locale === 'it' || locale === 'pt') {
    it('uses the typographic apostrophe', () => {
      expect(where(all.filter(([, text]) => text.includes("'")))).toEqual([]);
    });
  }

  if (locale === 'ja') {
    it('sets no space between Japanese and Latin text or digits', () => {
      const jp = '[\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}ー、。（）「」]';
      const re = new RegExp(`${jp} [A-Za-z0-9{}]|[A-Za-z0-9{}] ${jp}`, 'u');
      expect(where(texts(locale).filter(([, text]) => re.test(text)))).toEqual([]);
    });
  }

  if (locale !== 'en') {
    it('leaves no English sentence behind', () => {
      const english = /\b(?:the|and|your|with|within|you)\b/i;
      expect(where(all.filter(([, text]) => english.test(text)))).toEqual([]);
    });
  }
});
