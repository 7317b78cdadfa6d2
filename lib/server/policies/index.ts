import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { factValues } from '@/lib/shop/fact-text';
import { marketOf } from '@/lib/shop/markets';
import { cached, TAGS } from '../cache';
import { getSiteSettings } from '../content/settings';
import { db, schema } from '../db';
import { companyValues } from '../legal';
import { escapeHtml } from '../mail-html';
import { sanitizeRichText } from '../rich-text';
import { getMarketView, type MarketView } from '../shop/shipping';
import { policySections, type BodySection } from './body';

export type { BodyBlock, BodySection } from './body';
export { POLICY_MARKETS, formatDays, formatMoney, formatTax, policyMarket, type PolicyMarket } from './markets';
export { POLICY_LABELS } from './labels';
export { POLICY_PAGES, isPolicyPage, type PolicyLabels, type PolicyPage } from './types';

/** The privacy team's address (the support address and hotline come from the site settings). */
export const PRIVACY_EMAIL = 'privacy@pawtrail.example';

/**
 * A policy's text in one language as staff published it (the content kind `policy`): the body
 * is rich text with the marks of lib/policy-body.ts; `updated`, an ISO day, is its last publication.
 */
export interface PolicyText {
  title: string;
  description: string;
  intro: string;
  body: string;
  updated: string;
}

/** A policy's published text in a locale, or null where it has none (uncached: the staff preview reads it). */
export async function readPolicy(id: string, locale: Locale): Promise<PolicyText | null> {
  const t = schema.policyTexts;
  const [row] = await db()
    .select({ title: t.title, description: t.description, intro: t.intro, body: t.body, updated: t.updated })
    .from(t)
    .where(and(eq(t.policyId, id), eq(t.locale, locale)));
  // Sanitised again here, whatever the database holds: a row written around the back office cannot put script on the page.
  return row ? { ...row, body: sanitizeRichText(row.body) } : null;
}

export const getPolicy = cached(readPolicy, 'policy', [TAGS.policies]);

/** The site settings a policy names: `{company}`, `{address}`, `{email}`, `{hotline}`. */
export interface PolicySettings {
  companyName: string;
  address: string;
  email: string;
  hotline: string;
  hotlineTel: string;
}

/**
 * Every placeholder's value for a reader of `locale` shopping in `market` (its effective rule and
 * facts: the staff's settings over the tables), as text: the market facts in the reader's language,
 * the company facts with their demo mark, the settings.
 */
export function policyValues(locale: Locale, settings: PolicySettings, market: MarketView): Record<string, string> {
  return {
    ...factValues(locale, market.market, market.rule, market.facts),
    ...companyValues(locale, settings.companyName, settings.address),
    company: settings.companyName,
    address: settings.address,
    email: settings.email,
    privacyEmail: PRIVACY_EMAIL,
    hotline: settings.hotline,
  };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** A plain text of a policy (title, description, intro) with its placeholders filled. */
export function fillPolicyText(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, key: string) => values[key] ?? whole);
}

/** Where a placeholder links on the page: the addresses and the phone lines; null for text. */
function linkOf(key: string, values: Record<string, string>, settings: PolicySettings, supportTel: string): string | null {
  if (key === 'email' || key === 'privacyEmail') return `mailto:${values[key]}`;
  if (key === 'hotline') return `tel:${settings.hotlineTel}`;
  if (key === 'supportPhone') return `tel:${supportTel}`;
  return null;
}

/**
 * A policy body (sanitised HTML) with its placeholders filled, escaped, the addresses and phone
 * lines as links (`supportTel`: the market's support line to dial), and the links to the site's
 * pages in the reader's language (`/returns#refund` → `/de/returns#refund`).
 */
export function fillPolicyHtml(html: string, locale: Locale, values: Record<string, string>, settings: PolicySettings, supportTel: string): string {
  return html
    .replace(PLACEHOLDER, (whole, key: string) => {
      const value = values[key];
      if (value === undefined) return whole;
      const href = linkOf(key, values, settings, supportTel);
      return href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value);
    })
    .replace(/href="(\/(?!\/)[^"]*)"/g, (_whole, path: string) => `href="${getPathname({ locale, href: path })}"`);
}

/** A page's title and description in a locale with its facts filled (metadata, Open Graph card); null where it has no text. */
export async function policyHead(id: string, locale: Locale): Promise<{ title: string; description: string } | null> {
  const [doc, settings, market] = await Promise.all([getPolicy(id, locale), getSiteSettings(locale), getMarketView(marketOf(locale))]);
  if (!doc) return null;
  const values = policyValues(locale, settings, market);
  return { title: fillPolicyText(doc.title, values), description: fillPolicyText(doc.description, values) };
}

/** A page as its reader sees it: title and intro filled, the body's sections with their anchors, tables and rows. */
export interface RenderedPolicy {
  title: string;
  intro: string;
  updated: string;
  sections: BodySection[];
}

/**
 * A policy or legal page's text rendered for a reader of `locale` shopping in the language's
 * market (`market`: its effective rule and facts, as staff set them): what the page shows.
 */
export function renderPolicy(doc: PolicyText, locale: Locale, settings: PolicySettings, market: MarketView): RenderedPolicy {
  const values = policyValues(locale, settings, market);
  return {
    title: fillPolicyText(doc.title, values),
    intro: fillPolicyText(doc.intro, values),
    updated: doc.updated,
    sections: policySections(fillPolicyHtml(doc.body, locale, values, settings, market.facts.support.tel)),
  };
}
