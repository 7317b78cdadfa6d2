/**
 * Market facts inside texts (issue 32). A FAQ answer or a policy says "{returnDays}" or
 * "{shippingFee}" instead of a number; the page fills in the value of the reader's market, written
 * the way the reader's language writes it. So an answer cannot contradict the policy, and a change
 * of the facts (in the tables, or by staff under Settings → Market facts) changes every page at once.
 *
 * No 'server-only': the seed (and the search indexer it runs) validate and render with it too.
 */
import { localeTags, type Locale } from '../../i18n/routing';
import { brandName } from './card-brand';
import { MARKET_FACTS, SHIPS_TO, type MarketFacts, type Weekday } from './market-facts';
import { MARKET_RULES, type MarketRuleView } from './markets';
import type { Market } from './market-ids';
import { currencyDigits } from './money';

/** Every placeholder a text may hold, and what it is filled with. */
export const FACT_PLACEHOLDERS = {
  shippingFee: 'standard shipping price',
  expressFee: 'express shipping price',
  freeShippingFrom: 'subtotal from which standard shipping is free',
  standardDays: 'standard delivery time in business days',
  expressDays: 'express delivery time in business days',
  countries: 'the countries the shop delivers to, as a list',
  dispatchCutoff: 'the local time by which a paid order ships the same day',
  warrantyYears: 'device warranty period',
  returnDays: 'return period from delivery',
  refundDays: 'days to refund once the return arrives',
  damageReportDays: 'days to report a wrong or damaged item',
  lateParcelDays: 'business days after which a parcel counts as late',
  paymentMethods: 'accepted payment methods',
  supportPhone: 'the support number of the market (local, else international)',
  supportHours: 'the support line’s opening hours',
  taxName: 'the name of the tax in the market’s prices',
  withdrawalDays: 'the statutory withdrawal (cooling-off) period from delivery',
  withdrawalRefundDays: 'days within which a withdrawal is refunded by law',
} as const;
export type FactPlaceholder = keyof typeof FACT_PLACEHOLDERS;

/** Placeholders the policies fill from the site settings (company, address, addresses and the hotline). */
export const SETTINGS_PLACEHOLDERS = ['company', 'address', 'email', 'privacyEmail', 'hotline'] as const;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The unknown placeholders of a text ("{shipingFee}" → ["shipingFee"]), for the seed's and the editors' checks. */
export function unknownPlaceholders(text: string, extra: readonly string[] = []): string[] {
  const known = new Set<string>([...Object.keys(FACT_PLACEHOLDERS), ...extra]);
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !known.has(name)))];
}

/** "{ count }" or a lone brace: a placeholder someone meant and mistyped. */
export function brokenPlaceholders(text: string): string[] {
  const stripped = text.replace(PLACEHOLDER, '');
  return stripped.match(/\{[^}]*\}?|\}/g) ?? [];
}

/** The error of a text with placeholders, or null: names the placeholder and lists the known ones. */
export function placeholderError(text: string, extra: readonly string[] = []): string | null {
  const unknown = unknownPlaceholders(text, extra);
  const broken = brokenPlaceholders(text);
  if (unknown.length === 0 && broken.length === 0) return null;
  const known = [...Object.keys(FACT_PLACEHOLDERS), ...extra].map((k) => `{${k}}`).join(', ');
  const what = unknown.length > 0 ? `Unknown placeholder ${unknown.map((u) => `{${u}}`).join(', ')}` : `Broken placeholder ${broken.join(' ')}`;
  return `${what}. Known placeholders: ${known}.`;
}

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

interface FactWords {
  years: Forms;
  days: Forms;
  businessDays: Forms;
  /** `{brands}`: the card networks, listed. */
  cards: string;
  tax: Record<'salesTax' | 'vat' | 'consumptionTax' | 'taxesIncluded', string>;
  /** `{from}`/`{to}` weekdays, `{open}`/`{close}` times, `{zone}` the time zone's name; no parentheses (the texts put the hours in them). */
  hours: string;
  weekday: 'long' | 'short';
  /** Time of day: Intl's (12-hour in English) or the language's own 24-hour form. */
  time: 'intl' | '24h' | 'fr';
  /** The time zone's name begins lower case mid-sentence ("hora del Pacífico"). */
  zoneLower?: boolean;
}

const WORDS: Record<Locale, FactWords> = {
  en: {
    years: { one: '{n} year', other: '{n} years' },
    days: { one: '{n} day', other: '{n} days' },
    businessDays: { one: '{n} business day', other: '{n} business days' },
    cards: 'credit and debit cards ({brands})',
    tax: { salesTax: 'state sales tax', vat: 'VAT', consumptionTax: 'consumption tax', taxesIncluded: 'local taxes' },
    hours: '{from}–{to}, {open}–{close}, {zone}',
    weekday: 'short',
    time: 'intl',
  },
  zh: {
    years: { other: '{n}年' },
    days: { other: '{n}天' },
    businessDays: { other: '{n} 个工作日' },
    cards: '信用卡和借记卡（{brands}）',
    tax: { salesTax: '美国销售税', vat: '增值税', consumptionTax: '消费税', taxesIncluded: '当地税费' },
    hours: '{from}至{to} {open}–{close}，{zone}',
    weekday: 'short',
    time: '24h',
  },
  de: {
    years: { one: '{n} Jahr', other: '{n} Jahre' },
    days: { one: '{n} Tag', other: '{n} Tage' },
    businessDays: { one: '{n} Werktag', other: '{n} Werktage' },
    cards: 'Kredit- und Debitkarten ({brands})',
    tax: { salesTax: 'US-Verkaufssteuer (Sales Tax)', vat: 'MwSt.', consumptionTax: 'Verbrauchsteuer', taxesIncluded: 'Steuern' },
    hours: '{from}–{to}, {open}–{close} Uhr, {zone}',
    weekday: 'short',
    time: '24h',
  },
  ja: {
    years: { other: '{n}年間' },
    days: { other: '{n}日間' },
    businessDays: { other: '{n}営業日' },
    cards: 'クレジットカード・デビットカード（{brands}）',
    tax: { salesTax: '米国の売上税（セールスタックス）', vat: '付加価値税', consumptionTax: '消費税', taxesIncluded: '現地の税' },
    hours: '{from}〜{to}曜日 {open}〜{close}、{zone}',
    weekday: 'short',
    time: '24h',
  },
  fr: {
    years: { one: '{n} an', other: '{n} ans' },
    days: { one: '{n} jour', other: '{n} jours' },
    businessDays: { one: '{n} jour ouvré', other: '{n} jours ouvrés' },
    cards: 'cartes de crédit et de débit ({brands})',
    tax: { salesTax: 'taxe de vente américaine (sales tax)', vat: 'TVA', consumptionTax: 'taxe sur la consommation', taxesIncluded: 'taxes locales' },
    hours: 'du {from} au {to}, de {open} à {close}, {zone}',
    weekday: 'long',
    time: 'fr',
    zoneLower: true,
  },
  es: {
    years: { one: '{n} año', other: '{n} años' },
    days: { one: '{n} día', other: '{n} días' },
    businessDays: { one: '{n} día hábil', other: '{n} días hábiles' },
    cards: 'tarjetas de crédito y débito ({brands})',
    tax: {
      salesTax: 'impuesto sobre las ventas de EE. UU. (sales tax)',
      vat: 'IVA',
      consumptionTax: 'impuesto sobre el consumo',
      taxesIncluded: 'impuestos locales',
    },
    hours: 'de {from} a {to}, de {open} a {close}, {zone}',
    weekday: 'long',
    time: '24h',
    zoneLower: true,
  },
  ko: {
    years: { other: '{n}년' },
    days: { other: '{n}일' },
    businessDays: { other: '영업일 기준 {n}일' },
    cards: '신용카드·체크카드({brands})',
    tax: { salesTax: '미국 판매세(sales tax)', vat: '부가가치세', consumptionTax: '소비세', taxesIncluded: '현지 세금' },
    hours: '{from}~{to}요일 {open}~{close}, {zone}',
    weekday: 'short',
    time: '24h',
  },
  pt: {
    years: { one: '{n} ano', other: '{n} anos' },
    days: { one: '{n} dia', other: '{n} dias' },
    businessDays: { one: '{n} dia útil', other: '{n} dias úteis' },
    cards: 'cartões de crédito e débito ({brands})',
    tax: { salesTax: 'imposto sobre vendas dos EUA (sales tax)', vat: 'IVA', consumptionTax: 'imposto sobre consumo', taxesIncluded: 'impostos locais' },
    hours: 'de {from} a {to}, das {open} às {close}, {zone}',
    weekday: 'long',
    time: '24h',
    zoneLower: true,
  },
  ru: {
    years: { one: '{n} год', few: '{n} года', many: '{n} лет', other: '{n} года' },
    days: { one: '{n} день', few: '{n} дня', many: '{n} дней', other: '{n} дня' },
    businessDays: { one: '{n} рабочий день', few: '{n} рабочих дня', many: '{n} рабочих дней', other: '{n} рабочего дня' },
    cards: 'банковские карты ({brands})',
    tax: { salesTax: 'налог с продаж США (sales tax)', vat: 'НДС', consumptionTax: 'налог на потребление', taxesIncluded: 'местные налоги' },
    hours: '{from}–{to}, {open}–{close}, {zone}',
    weekday: 'short',
    time: '24h',
    zoneLower: true,
  },
  it: {
    years: { one: '{n} anno', other: '{n} anni' },
    days: { one: '{n} giorno', other: '{n} giorni' },
    businessDays: { one: '{n} giorno lavorativo', other: '{n} giorni lavorativi' },
    cards: 'carte di credito e di debito ({brands})',
    tax: { salesTax: 'imposta sulle vendite USA (sales tax)', vat: 'IVA', consumptionTax: 'imposta sui consumi', taxesIncluded: 'imposte locali' },
    hours: 'dal {from} al {to}, dalle {open} alle {close}, {zone}',
    weekday: 'long',
    time: '24h',
    zoneLower: true,
  },
};

/** How a country reads inside the list where Intl's name does not fit the sentence ("and the United States", "США"). */
const LISTED_AS: Partial<Record<Locale, Partial<Record<Market, string>>>> = {
  en: { US: 'the United States' },
  de: { US: 'USA' },
  ru: { US: 'США', KR: 'Южная Корея' },
};
/** Kanji country names sort by their reading (五十音順), not their code points. */
const SORT_AS: Partial<Record<Locale, Partial<Record<Market, string>>>> = {
  ja: { KR: 'かんこく', CN: 'ちゅうごく', JP: 'にほん' },
  ru: { US: 'США', KR: 'Южная Корея' },
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

function counted(locale: Locale, forms: Forms, n: number | [number, number]): string {
  const tag = localeTags[locale];
  const number = new Intl.NumberFormat(tag);
  const [min, max] = typeof n === 'number' ? [n, n] : n;
  const shown = min === max ? number.format(max) : `${number.format(min)}–${number.format(max)}`;
  return fill(forms[new Intl.PluralRules(tag).select(max)] ?? forms.other, { n: shown });
}

/** An amount in the currency's minor unit, as the language writes it ("$6.99", "4,99 €", "￥10,000"); whole amounts without ",00". */
export function factMoney(locale: Locale, currency: string, minor: number): string {
  return new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency, trailingZeroDisplay: 'stripIfInteger' }).format(
    minor / 10 ** currencyDigits(currency),
  );
}

/** "3–5 business days", "1 Werktag", "5–9 рабочих дней". */
export function factBusinessDays(locale: Locale, days: [number, number]): string {
  return counted(locale, WORDS[locale].businessDays, days);
}

const WEEKDAY_DATES: Record<Weekday, string> = {
  mon: '2026-01-05',
  tue: '2026-01-06',
  wed: '2026-01-07',
  thu: '2026-01-08',
  fri: '2026-01-09',
  sat: '2026-01-10',
  sun: '2026-01-11',
};

function timeOfDay(locale: Locale, hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const style = WORDS[locale].time;
  if (style === 'fr') return m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${String(m).padStart(2, '0')}`;
  if (style === '24h') return `${h}:${String(m).padStart(2, '0')}`;
  return new Intl.DateTimeFormat(localeTags[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 5, h, m)));
}

/** "Mon–Sat, 8:30 AM–8:30 PM, Pacific Time", "du lundi au vendredi, de 9 h à 18 h, heure d’Europe centrale": texts put it in parentheses. */
export function factHours(locale: Locale, line: MarketFacts['support']): string {
  const words = WORDS[locale];
  const tag = localeTags[locale];
  const day = (d: Weekday) => new Intl.DateTimeFormat(tag, { weekday: words.weekday, timeZone: 'UTC' }).format(new Date(`${WEEKDAY_DATES[d]}T12:00:00Z`));
  let zone = new Intl.DateTimeFormat(tag, { timeZone: line.timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(Date.UTC(2026, 0, 5)))
    .find((p) => p.type === 'timeZoneName')!.value;
  if (words.zoneLower) zone = zone.charAt(0).toLocaleLowerCase(tag) + zone.slice(1);
  return fill(words.hours, { from: day(line.days[0]), to: day(line.days[1]), open: timeOfDay(locale, line.open), close: timeOfDay(locale, line.close), zone });
}

/** The name of the tax in a market's prices, in the reader's language ("MwSt.", "消費税", "state sales tax"). */
export function factTaxName(locale: Locale, market: Market): string {
  const rule = MARKET_RULES[market];
  const kind = rule.tax.kind === 'added' ? 'salesTax' : market === 'BR' ? 'taxesIncluded' : market === 'JP' ? 'consumptionTax' : 'vat';
  return WORDS[locale].tax[kind];
}

/**
 * Every placeholder's value for a reader of `locale` shopping in `market`. `rule` and `facts`: the
 * market's as the shop now charges and states them (the staff's settings over the tables: the
 * server's `marketRule`); the tables' by default, for the seed and the tests.
 */
export function factValues(
  locale: Locale,
  market: Market,
  rule: MarketRuleView = MARKET_RULES[market],
  facts: MarketFacts = MARKET_FACTS[market],
): Record<FactPlaceholder, string> {
  const tag = localeTags[locale];
  const words = WORDS[locale];
  const regions = new Intl.DisplayNames([tag], { type: 'region' });
  const collator = new Intl.Collator(tag);
  const key = (c: Market) => SORT_AS[locale]?.[c] ?? regions.of(c) ?? c;
  const countries = [...SHIPS_TO].sort((a, b) => collator.compare(key(a), key(b))).map((c) => LISTED_AS[locale]?.[c] ?? regions.of(c) ?? c);
  const brands = new Intl.ListFormat(tag, { type: 'conjunction' }).format(facts.cardBrands.map((b) => brandName(locale, b)));
  return {
    shippingFee: factMoney(locale, rule.currency, rule.shipping.standard.amount),
    expressFee: factMoney(locale, rule.currency, rule.shipping.express.amount),
    freeShippingFrom: factMoney(locale, rule.currency, rule.freeShippingFrom),
    standardDays: factBusinessDays(locale, rule.shipping.standard.days),
    expressDays: factBusinessDays(locale, rule.shipping.express.days),
    countries: new Intl.ListFormat(tag, { type: 'conjunction' }).format(countries),
    dispatchCutoff: timeOfDay(locale, facts.dispatchCutoff),
    warrantyYears: counted(locale, words.years, facts.warrantyYears),
    returnDays: counted(locale, words.days, facts.returnDays),
    refundDays: counted(locale, words.days, facts.refundDays),
    damageReportDays: counted(locale, words.days, facts.damageReportDays),
    lateParcelDays: counted(locale, words.businessDays, facts.lateParcelDays),
    paymentMethods: fill(words.cards, { brands }),
    supportPhone: facts.support.phone,
    supportHours: factHours(locale, facts.support),
    taxName: factTaxName(locale, market),
    // Empty where the market's law has no such right: only the pages of markets with one quote it (lib/server/legal).
    withdrawalDays: facts.withdrawal ? counted(locale, words.days, facts.withdrawal.days) : '',
    withdrawalRefundDays: facts.withdrawal ? counted(locale, words.days, facts.withdrawal.refundDays) : '',
  };
}

/**
 * A text with its fact placeholders filled for the reader. Other placeholders (the policies'
 * `{company}` …) are left for their renderer; an unknown one is left visible rather than breaking
 * the page (the seed and the editors' publish reject it before it gets here).
 */
export function renderFacts(text: string, values: Record<FactPlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, key: string) => (key in values ? values[key as FactPlaceholder] : whole));
}
