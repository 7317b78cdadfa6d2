/**
 * Facts said once (issue 32): the FAQ answers and the four policies quote the market facts
 * (lib/shop/market-facts.ts, lib/shop/markets.ts) through placeholders and never state such a
 * number themselves; rendered, they state the facts of the reader's market, and agree.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locales, localeTags, type Locale } from '@/i18n/routing';
import { factBusinessDays, factMoney, factValues, placeholderError, renderFacts, SETTINGS_PLACEHOLDERS } from '@/lib/shop/fact-text';
import { MARKET_FACTS } from '@/lib/shop/market-facts';
import { MARKET_RULES, MARKETS, marketOf, type Market } from '@/lib/shop/markets';
import { COMPANY_PLACEHOLDERS, LEGAL_TEXTS } from '@/lib/server/legal';
import { renderedSeedPolicies, seedPolicies, type SeedDocument } from '@/test/policy-texts';

const root = path.join(__dirname, '../../..');
type Faq = Record<string, { question: string; answer: string }>;
const faqOf = (locale: Locale): Faq => (JSON.parse(readFileSync(path.join(root, 'scripts/seed-data', `${locale}.json`), 'utf8')) as { faq: Faq }).faq;

/** Every string of a value with where it is ("terms.sections.payment.blocks[0]"). */
function strings(value: unknown, where: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([where, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${where}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, where ? `${where}.${k}` : k, out);
  return out;
}

/** A page's words with its sections by anchor ("returns.sections.refund.blocks[0]"), its date aside. */
const byAnchor = ({ updated: _updated, sections, ...doc }: SeedDocument) => ({ ...doc, sections: Object.fromEntries(sections.map(({ id, ...s }) => [id, s])) });

/**
 * The raw texts a reader's facts come from: FAQ answers and questions, the policies and the legal
 * pages (Impressum, Widerrufsbelehrung, 特商法 …) as the seed files hold them
 * (scripts/seed-data/policies), and the Korean footer (lib/server/legal; its labels name no facts).
 */
function sources(locale: Locale): [string, string][] {
  const { imprint, withdrawal, ...policies } = seedPolicies(locale);
  const { labels: _legalLabels, ...footer } = LEGAL_TEXTS[locale];
  const docs = Object.fromEntries(Object.entries(policies).map(([id, doc]) => [id, byAnchor(doc)]));
  const legal = { imprint: byAnchor(imprint!), ...(withdrawal ? { withdrawal: byAnchor(withdrawal) } : {}), ...footer };
  return [...strings(faqOf(locale), 'faq'), ...strings(docs, ''), ...strings(legal, 'legal')];
}

/** What states a market fact, by kind: a price, a phone number, a time of day, a count of days, hours or years. */
const DIGITS = '\\d[\\d.,\\s\\u00a0\\u202f]*';
const KINDS = {
  money: new RegExp(
    `(?:[$€¥￥₩₽£]|R\\$|\\b(?:USD|EUR|JPY|CNY|KRW|BRL|RUB)\\b)\\s*\\d|\\d\\s*(?:[€₽]|\\b(?:USD|EUR|JPY|CNY|KRW|BRL|RUB)\\b|US-Dollar|Euro|dollars?|dólares|dollari|dollar|доллар|руб|円|元|원|달러|美元|ドル)`,
    'iu',
  ),
  phone: /\+\d{1,3}[\s\d().-]{6,}\d|\b\d{3}[\s.-]\d{3,4}[\s.-]\d{4}\b|\b1-8\d\d-[A-Z0-9-]{4,}|\b0\d(?:[\s.]\d\d){4}\b/u,
  time: /\b\d{1,2}(?::\d{2})?\s*(?:a\.m\.|p\.m\.|Uhr)|\b\d{1,2}:\d{2}\b|\b\d{1,2}\s*h\b|\d{1,2}\s*(?:時|点|시)(?![間간])/iu,
  days: new RegExp(
    `${DIGITS}\\s*(?:business\\s+|working\\s+)?days?\\b|${DIGITS}\\s*(?:Werk|Arbeits|Kalender)?tag|${DIGITS}\\s*jours?\\b|${DIGITS}\\s*días?\\b|${DIGITS}\\s*giorn|${DIGITS}\\s*dias?\\b|${DIGITS}\\s*(?:рабоч\\S*\\s*)?(?:дн|день|дня)|${DIGITS}\\s*(?:日|営業日)|${DIGITS}\\s*(?:天|个?工作日)|${DIGITS}\\s*일|영업일\\s*기준\\s*\\d`,
    'iu',
  ),
  hours:
    /\d+\s*(?:hours?|Stunden?|heures?|horas?|ore\b|час|時間|小时|시간)|\b(?:one|two|three|four|zwei|drei|vier|deux|trois|quatre|dos|tres|cuatro|duas|três|quatro|due|quattro|два|две|три|четыре)\s+(?:hours?|Stunden|heures|horas|ore|часа)\b|[一二两三四]\s*(?:小时|時間)|[두세네]\s*시간/iu,
  years: new RegExp(
    `${DIGITS}[\\s-]*(?:years?|Jahr|ans?\\b|años?|ann[oi]\\b|anos?\\b|год|лет|年|년)|\\b(?:one|two|three|ein|eine|zwei|drei|un|deux|trois|uno|dos|tres|um|dois|três|due|tre|один|два|три)[\\s-]+(?:years?|Jahre?n?\\b|ans?\\b|años?|anni|anno|anos?\\b|год|года|лет)|[一二两三]\\s*年|[일이삼]\\s*년`,
    'iu',
  ),
} as const;
type Kind = keyof typeof KINDS;

/**
 * Numbers that are not market facts, where they are allowed, and why. Every locale; the key is a
 * prefix of the string's place. Anything else a scan finds must become a placeholder.
 */
const NOT_MARKET_FACTS: { where: string; kinds: Kind[]; why: string }[] = [
  { where: 'faq.c4-battery-life.', kinds: ['days'], why: 'the C4 battery life is a product specification' },
  { where: 'faq.c4-charging.', kinds: ['hours'], why: 'the charging time is a product specification' },
  { where: 'faq.subscription-needed.', kinds: ['years'], why: 'the data plan included with the C4 is a product feature' },
  { where: 'faq.activity-goals.', kinds: ['days', 'years'], why: 'a daily goal and a pet’s age' },
  { where: 'terms.sections.account.', kinds: ['years'], why: 'the minimum age to buy' },
  { where: 'privacy.sections.retention.', kinds: ['days', 'years'], why: 'data retention periods are legal rules, not market facts' },
];

function findings(locale: Locale): string[] {
  const found: string[] = [];
  for (const [where, text] of sources(locale)) {
    const visible = text.replace(/\{\w+\}/g, ' ').replace(/\]\([^)]*\)/g, ']');
    for (const [kind, re] of Object.entries(KINDS) as [Kind, RegExp][]) {
      const match = re.exec(visible);
      if (!match) continue;
      if (NOT_MARKET_FACTS.some((a) => where.startsWith(a.where) && a.kinds.includes(kind))) continue;
      found.push(`${kind} at ${where}: “${match[0].trim()}” in “${text.slice(0, 100)}”`);
    }
  }
  return found;
}

describe('the fact scan', () => {
  it.each(locales)('%s: FAQ answers, policies and legal pages state no market fact of their own, only placeholders', (locale) => {
    expect(findings(locale)).toEqual([]);
  });

  it('finds what it is meant to find (so an empty result means something)', () => {
    const probe = (text: string) => (Object.entries(KINDS) as [Kind, RegExp][]).filter(([, re]) => re.test(text)).map(([k]) => k);
    expect(probe('Shipping costs a flat 6.99 USD per order.')).toContain('money');
    expect(probe('über 99 US-Dollar kostenlos')).toContain('money');
    expect(probe('送料は¥700です')).toContain('money');
    expect(probe('R$ 29,90')).toContain('money');
    expect(probe('7 990 ₽')).toContain('money');
    expect(probe('call 1-833-PAWTRAIL')).toContain('phone');
    expect(probe('+49 30 1234567')).toContain('phone');
    expect(probe('01 99 00 42 42')).toContain('phone');
    expect(probe('within 30 days of delivery')).toContain('days');
    expect(probe('innerhalb von 14 Tagen')).toContain('days');
    expect(probe('お届けから30日以内')).toContain('days');
    expect(probe('30일 이내')).toContain('days');
    expect(probe('в течение 14 дней')).toContain('days');
    expect(probe('a two-year limited warranty')).toContain('years');
    expect(probe('2 Jahre Garantie')).toContain('years');
    expect(probe('保修期为两年')).toContain('years');
    expect(probe('within two hours of placing it')).toContain('hours');
    expect(probe('paid by 2 p.m. local time')).toContain('time');
    expect(probe('bis 14 Uhr Ortszeit')).toContain('time');
    expect(probe('Delivery takes {standardDays}.')).toEqual([]);
  });
});

describe('placeholders', () => {
  it.each(locales)('%s: every placeholder in the FAQ, the policies and the legal pages is known', (locale) => {
    const bad = sources(locale)
      .map(
        ([where, text]) =>
          [where, placeholderError(text, where.startsWith('legal') ? [...SETTINGS_PLACEHOLDERS, ...COMPANY_PLACEHOLDERS] : SETTINGS_PLACEHOLDERS)] as const,
      )
      .filter(([, error]) => error !== null);
    expect(bad).toEqual([]);
  });

  it('names an unknown or broken placeholder and lists the known ones', () => {
    expect(placeholderError('Shipping costs {shipingFee}.')).toMatch(/^Unknown placeholder \{shipingFee\}\. Known placeholders: .*\{shippingFee\}/);
    expect(placeholderError('Returns within {returnDays.')).toMatch(/^Broken placeholder \{returnDays\./);
    expect(placeholderError('Returns within {returnDays}.')).toBeNull();
    expect(placeholderError('Write to {email}.')).toMatch(/\{email\}/);
    expect(placeholderError('Write to {email}.', SETTINGS_PLACEHOLDERS)).toBeNull();
  });
});

/** The rendered texts of a locale for a market: the FAQ answers and the policies, as one string each. */
function rendered(locale: Locale, market: Market) {
  const values = factValues(locale, market);
  const faq = Object.fromEntries(Object.entries(faqOf(locale)).map(([id, f]) => [id, renderFacts(f.answer, values)]));
  const policies = renderedSeedPolicies(locale, market);
  const page = (p: 'terms' | 'privacy' | 'shipping' | 'returns') =>
    strings(byAnchor(policies[p]!), '')
      .map(([, s]) => s)
      .join('\n');
  return { values, faq, terms: page('terms'), privacy: page('privacy'), shipping: page('shipping'), returns: page('returns') };
}

describe.each(locales)('%s, rendered for its market', (locale) => {
  const market = marketOf(locale);
  const { values, faq, terms, shipping, returns } = rendered(locale, market);
  const facts = MARKET_FACTS[market];
  const rule = MARKET_RULES[market];

  it('leaves no fact placeholder unfilled', () => {
    const all = [...Object.values(faq), terms, shipping, returns].join('\n');
    const left = [...all.matchAll(/\{(\w+)\}/g)]
      .map((m) => m[1]!)
      .filter((name) => !(SETTINGS_PLACEHOLDERS as readonly string[]).includes(name) && name !== 'supportPhone');
    expect(left).toEqual([]);
  });

  it('states the shipping prices, threshold and delivery times the checkout charges, in the FAQ and on /shipping', () => {
    expect(values.shippingFee).toBe(factMoney(locale, rule.currency, rule.shipping.standard.amount));
    expect(values.freeShippingFrom).toBe(factMoney(locale, rule.currency, rule.freeShippingFrom));
    expect(faq['shipping-cost']).toContain(values.shippingFee);
    expect(faq['shipping-cost']).toContain(values.freeShippingFrom);
    expect(faq['shipping-cost']).toContain(values.expressFee);
    expect(faq['delivery-time']).toContain(factBusinessDays(locale, rule.shipping.standard.days));
    expect(faq['delivery-time']).toContain(values.dispatchCutoff);
    expect(shipping).toContain(values.dispatchCutoff);
    // The same countries in both, each named as the language names it.
    const regions = new Intl.DisplayNames([localeTags[locale]], { type: 'region' });
    for (const text of [faq['shipping-countries']!, shipping]) {
      expect(text).toContain(values.countries);
      expect(values.countries).toContain(regions.of('JP'));
    }
  });

  it('states one warranty, one return period and one refund period, the market’s', () => {
    expect(values.warrantyYears).toMatch(new RegExp(String(facts.warrantyYears)));
    expect(values.returnDays).toMatch(new RegExp(String(facts.returnDays)));
    for (const text of [faq['warranty-length']!, terms, returns]) expect(text).toContain(values.warrantyYears);
    for (const text of [faq['return-policy']!, returns]) expect(text).toContain(values.returnDays);
    expect(returns).toContain(values.refundDays);
    expect(returns).toContain(values.damageReportDays);
  });

  it('names cards as the only payment method, in the FAQ and in the terms', () => {
    expect(faq['payment-methods']).toContain(values.paymentMethods);
    expect(terms).toContain(values.paymentMethods);
    for (const text of [faq['payment-methods']!, terms]) expect(text).not.toMatch(/PayPal|Apple Pay|Google Pay/);
  });

  it('gives the market’s support line and hours where buyers are sent to support', () => {
    expect(values.supportPhone).toBe(facts.support.phone);
    expect(faq['warranty-claim']).toContain(values.supportPhone);
    expect(faq['warranty-claim']).toContain(values.supportHours);
    expect(returns).toContain(values.supportHours);
  });
});

describe('a change in the market facts', () => {
  it('changes the FAQ, /returns and /terms at once', () => {
    const before = rendered('de', 'DE');
    const saved = { ...MARKET_FACTS.DE };
    try {
      Object.assign(MARKET_FACTS.DE, { returnDays: 45, warrantyYears: 3 });
      const after = rendered('de', 'DE');
      expect(after.values.returnDays).toBe('45 Tage');
      expect(after.values.warrantyYears).toBe('3 Jahre');
      expect(after.faq['return-policy']).toContain('45 Tage');
      expect(after.returns).toContain('45 Tage');
      expect(after.terms).toContain('3 Jahre');
      expect(after.faq['warranty-length']).toContain('3 Jahre');
      expect(before.returns).not.toContain('45 Tage');
    } finally {
      Object.assign(MARKET_FACTS.DE, saved);
    }
  });

  it('renders a language for another market with that market’s facts (German page, US market)', () => {
    const us = rendered('de', 'US');
    expect(us.faq['shipping-cost']).toContain(factMoney('de', 'USD', MARKET_RULES.US.shipping.standard.amount));
    expect(us.values.warrantyYears).toBe('1 Jahr');
    expect(us.values.taxName).toBe('US-Verkaufssteuer (Sales Tax)');
  });

  it('covers every market', () => {
    expect(Object.keys(MARKET_FACTS).sort()).toEqual([...MARKETS].sort());
  });
});
