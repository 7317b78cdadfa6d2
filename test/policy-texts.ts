/**
 * The policies and legal pages as the seed files hold them (scripts/seed-data/policies), read back
 * into paragraphs, lists, tables, rows and form lines per section, links as `[words](/path)`: what
 * the tests of their words, facts and structure check, independent of the page's renderer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/i18n/routing';
import { companyValues, type CompanyPlaceholder } from '@/lib/server/legal';
import { factValues, renderFacts, type FactPlaceholder } from '@/lib/shop/fact-text';
import { marketOf, type Market } from '@/lib/shop/markets';
import type { PolicyContent } from '@/scripts/seed-data/types';

export type Block = string | { list: string[] } | { table: string } | { rows: [label: string, value: string][] } | { form: string[] };
export interface Section {
  id: string;
  heading: string;
  blocks: Block[];
}
export interface SeedDocument {
  title: string;
  description: string;
  intro: string;
  updated: string;
  sections: Section[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' };
/** Rich text's inline markup as the old texts wrote it: links as `[words](/path)`, entities as characters. */
const inline = (html: string) =>
  html
    .replace(/<a href="([^"]*)">([\s\S]*?)<\/a>/g, '[$2]($1)')
    .replace(/<[^>]+>/g, '')
    .replace(/&(\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
const items = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);

function block(tag: string, inner: string): Block {
  if (tag === 'p') {
    const table = /^\{table:(\w+)\}$/.exec(inner.trim());
    return table ? { table: table[1]! } : inline(inner);
  }
  if (tag === 'blockquote') return { form: items(inner, 'p').map(inline) };
  const lis = items(inner, 'li');
  if (lis.every((li) => li.startsWith('<strong>')))
    return { rows: lis.map((li) => [inline(/^<strong>([\s\S]*?)<\/strong>/.exec(li)![1]!), inline(li.replace(/^<strong>[\s\S]*?<\/strong>\s*/, ''))]) };
  return { list: lis.map(inline) };
}

/** A body's sections: each <h3> with its `{#id}`, then its blocks. */
export function bodySections(body: string): Section[] {
  const sections: Section[] = [];
  for (const [, tag, inner] of body.matchAll(/<(h3|p|ul|blockquote)>([\s\S]*?)<\/\1>/g)) {
    if (tag === 'h3') {
      const [, heading, id] = /^([\s\S]*?)\s*\{#([\w-]+)\}$/.exec(inner!)!;
      sections.push({ id: id!, heading: inline(heading!), blocks: [] });
    } else sections.at(-1)!.blocks.push(block(tag!, inner!));
  }
  return sections;
}

const root = path.join(__dirname, '..');
export const seedPolicyFile = (locale: Locale): PolicyContent =>
  JSON.parse(readFileSync(path.join(root, 'scripts/seed-data/policies', `${locale}.json`), 'utf8')) as PolicyContent;

/** A language's pages from the seed files, by id (the four policies, the imprint, the withdrawal where it exists). */
export function seedPolicies(locale: Locale): Record<string, SeedDocument> {
  return Object.fromEntries(Object.entries(seedPolicyFile(locale)).map(([id, { body, ...rest }]) => [id, { ...rest, sections: bodySections(body) }])) as Record<
    string,
    SeedDocument
  >;
}

/** Fact placeholders the page renders itself (`{supportPhone}` becomes a `tel:` link). */
const LINKED: readonly FactPlaceholder[] = ['supportPhone'];

/** Every string of a value rendered by `render`. */
function renderStrings<T>(value: T, render: (text: string) => string): T {
  if (typeof value === 'string') return render(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => renderStrings(v, render)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderStrings(v, render)])) as T;
  return value;
}

const plainFacts = (locale: Locale, market: Market) =>
  Object.fromEntries(Object.entries(factValues(locale, market)).filter(([key]) => !LINKED.includes(key as FactPlaceholder))) as Record<FactPlaceholder, string>;

/** A language's pages with the market facts of `market` filled in (settings, company facts and `{supportPhone}` left as they are). */
export function renderedSeedPolicies(locale: Locale, market: Market = marketOf(locale)): Record<string, SeedDocument> {
  const facts = plainFacts(locale, market);
  return renderStrings(seedPolicies(locale), (text) => renderFacts(text, facts));
}

/**
 * A language's legal pages with the market facts of its market and the company facts filled in
 * (`{withdrawalDays}` → "14 Tage", `{cnpj}` → "00.000.000/0000-00 (demonstração)"); the settings
 * and `{supportPhone}` left as they are. `withdrawal` only where the language has it.
 */
export function renderedSeedLegal(locale: Locale, settings: { companyName: string; address: string }): { imprint: SeedDocument; withdrawal?: SeedDocument } {
  const facts = plainFacts(locale, marketOf(locale));
  const company = companyValues(locale, settings.companyName, settings.address);
  const { imprint, withdrawal } = seedPolicies(locale);
  return renderStrings({ imprint: imprint!, ...(withdrawal ? { withdrawal } : {}) }, (text) =>
    renderFacts(text, facts).replace(/\{(\w+)\}/g, (whole, key: string) => (key in company ? company[key as CompanyPlaceholder] : whole)),
  );
}
