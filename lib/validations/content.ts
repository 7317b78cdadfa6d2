import './jitless';
import { z } from 'zod';
import { versionField } from './version';
import { locales } from '@/i18n/routing';

export const SPEC_ROWS_MAX = 40;

/** One locale's texts of a product, as an editor saves them (plain text; paragraphs split by a blank line). */
export const productTextsSchema = z.object({
  name: z.string().trim().min(1).max(120),
  tagline: z.string().trim().max(200),
  summary: z.string().trim().max(600),
  description: z.string().trim().max(20_000),
  specs: z.array(z.object({ label: z.string().trim().min(1).max(80), value: z.string().trim().min(1).max(300) })).max(SPEC_ROWS_MAX),
});
export type ProductTexts = z.infer<typeof productTextsSchema>;

/** PUT a draft: the texts and the draft version the editor started from (null: there was none). */
export const productDraftSchema = z.object({ fields: productTextsSchema, draftVersion: versionField.nullable() });
/** Publish the draft the editor sees (its version), or restore a published version into the draft. */
export const publishSchema = z.object({ draftVersion: versionField });
export const restoreSchema = z.object({ versionId: z.number().int().positive(), draftVersion: versionField.nullable() });
/** Mark a translation as checked against the current source text without changing it. */
export const confirmSchema = z.object({ revision: z.number().int().positive() });

export const TRANSLATION_STATUSES = ['missing', 'outdated', 'done'] as const;
export const translationQuery = z.object({
  locale: z.enum(locales).optional(),
  status: z.enum(TRANSLATION_STATUSES).optional(),
});
export const contentParams = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/), locale: z.enum(locales) });

/** What does not depend on the language: price, stock, coming soon, featured; `updatedAt` is the version seen. */
export const productSettingsSchema = z.object({
  priceCents: z.number().int().min(0).max(10_000_000),
  stock: z.number().int().min(0).max(1_000_000),
  comingSoon: z.boolean(),
  featured: z.boolean(),
  updatedAt: versionField,
});
export const productIdParams = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/) });

/** The same, as the back-office form holds it: the price as typed (dollars and cents). */
export const productSettingsFormSchema = z.object({
  price: z
    .string()
    .trim()
    .regex(/^\d{1,5}(\.\d{1,2})?$/),
  stock: z.coerce.number().int().min(0).max(1_000_000),
  comingSoon: z.boolean(),
  featured: z.boolean(),
});

/** One locale's texts of a news article (plain text; paragraphs split by a blank line). */
export const newsTextsSchema = z.object({
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(600),
  source: z.string().trim().max(200),
  body: z.string().trim().max(50_000),
});
export type NewsTexts = z.infer<typeof newsTextsSchema>;
export const newsDraftSchema = z.object({ fields: newsTextsSchema, draftVersion: versionField.nullable() });

/** One locale's question and answer of the FAQ (plain text). */
export const faqTextsSchema = z.object({
  question: z.string().trim().min(1).max(300),
  answer: z.string().trim().min(1).max(10_000),
});
export type FaqTexts = z.infer<typeof faqTextsSchema>;
export const faqDraftSchema = z.object({ fields: faqTextsSchema, draftVersion: versionField.nullable() });
