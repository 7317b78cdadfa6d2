import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { cached, TAGS } from '../cache';
import { db, schema } from '../db';

/** Where the investor page's own texts are kept: rows of site_setting_texts, per locale. */
export const INVESTOR_TEXT_KEYS = { business: 'investorBusiness', platform: 'investorPlatform' } as const;

export interface InvestorTexts {
  /** The company's business, in one line (the facts list). */
  business: string;
  /** The operating platform, as paragraphs. */
  platform: string[];
}

/** The investor page's texts in one locale (uncached: the staff preview reads it); empty where a locale has none. */
export async function readInvestorTexts(locale: Locale): Promise<InvestorTexts> {
  const t = schema.siteSettingTexts;
  const rows = await db()
    .select({ key: t.key, value: t.value })
    .from(t)
    .where(and(eq(t.locale, locale), inArray(t.key, Object.values(INVESTOR_TEXT_KEYS))));
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? '';
  return { business: value(INVESTOR_TEXT_KEYS.business), platform: paragraphs(value(INVESTOR_TEXT_KEYS.platform)) };
}

/** Plain text split into paragraphs at blank lines (the investor page, and the staff previews of products and articles). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export const getInvestorTexts = cached(readInvestorTexts, 'investor-texts', [TAGS.investors]);
