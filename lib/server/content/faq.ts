import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { factValues, renderFacts } from '@/lib/shop/fact-text';
import { cached, TAGS } from '../cache';
import { db, schema } from '../db';
import { marketRule } from '../shop/shipping';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  name: string;
  items: FaqItem[];
}

/**
 * The FAQ of a locale, grouped by category in their configured order, its market facts
 * (`{shippingFee}`, `{returnDays}` …) filled in for the language's market: the values the
 * policies and the checkout state (lib/shop/fact-text.ts).
 */
export async function readFaq(locale: Locale): Promise<FaqCategory[]> {
  const s = schema;
  const [categories, items, { market, rule, facts }] = await Promise.all([
    db()
      .select({ id: s.faqCategories.id, name: s.faqCategoryTexts.name })
      .from(s.faqCategories)
      .innerJoin(s.faqCategoryTexts, and(eq(s.faqCategoryTexts.categoryId, s.faqCategories.id), eq(s.faqCategoryTexts.locale, locale)))
      .orderBy(asc(s.faqCategories.position), asc(s.faqCategories.id)),
    db()
      .select({ id: s.faqs.id, categoryId: s.faqs.categoryId, question: s.faqTexts.question, answer: s.faqTexts.answer })
      .from(s.faqs)
      .innerJoin(s.faqTexts, and(eq(s.faqTexts.faqId, s.faqs.id), eq(s.faqTexts.locale, locale)))
      .orderBy(asc(s.faqs.position), asc(s.faqs.id)),
    marketRule(locale),
  ]);
  const values = factValues(locale, market, rule, facts);
  return categories
    .map((c) => ({
      ...c,
      items: items
        .filter((i) => i.categoryId === c.id)
        .map(({ id, question, answer }) => ({ id, question: renderFacts(question, values), answer: renderFacts(answer, values) })),
    }))
    .filter((c) => c.items.length > 0);
}

// The settings tag too: the answers quote the market facts and the US shipping rate staff set under Settings.
export const getFaq = cached(readFaq, 'faq', [TAGS.faq, TAGS.settings]);
