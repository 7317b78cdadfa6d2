import './jitless';
import { z } from 'zod';
import { policyTextError } from '@/lib/policy-body';
import { placeholderError } from '@/lib/shop/fact-text';
import { currencyDigits, currencyOf, MARKETS } from '@/lib/shop/markets';
import { serialId } from './cursor';
import { versionField } from './version';
import { defaultLocale, locales } from '@/i18n/routing';
import { instantOfWallTime, isTimeZone, WALL_TIME } from '@/lib/zoned-time';

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
/**
 * Publish the draft at a wall-clock time (`YYYY-MM-DDTHH:mm`, as a datetime-local field gives it)
 * on the clocks of an IANA time zone; the time must be ahead of now.
 */
export const scheduleSchema = z
  .object({ at: z.string().min(1).regex(WALL_TIME), timeZone: z.string().min(1).max(64).refine(isTimeZone) })
  .superRefine((value, ctx) => {
    const instant = instantOfWallTime(value.at, value.timeZone);
    if (!instant) ctx.addIssue({ code: 'custom', path: ['at'], message: '@fieldInvalid' });
    else if (instant.getTime() <= Date.now()) ctx.addIssue({ code: 'custom', path: ['at'], message: '@scheduleInPast' });
  });
export const restoreSchema = z.object({ versionId: serialId, draftVersion: versionField.nullable() });
/** Mark a translation as checked against the current source text without changing it. */
export const confirmSchema = z.object({ revision: serialId });

/** The most items one bulk "still correct" takes at once (a matrix page of one kind). */
export const BULK_CONFIRM_MAX = 200;
/** The locales translated from English: the ones a "still correct" can apply to. */
export const TRANSLATED_LOCALES = locales.filter((l) => l !== defaultLocale) as Exclude<(typeof locales)[number], typeof defaultLocale>[];
/**
 * Mark the outdated translations of several items still correct, in one locale or in all of them
 * (`all`): each item with the English revision the editor saw.
 */
export const bulkConfirmSchema = z.object({
  items: z
    .array(z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/), revision: serialId }))
    .min(1)
    .max(BULK_CONFIRM_MAX),
  locale: z.union([z.enum(TRANSLATED_LOCALES), z.literal('all')]),
});
export type BulkConfirmInput = z.infer<typeof bulkConfirmSchema>;

/** The content kinds by their path segment (`/api/admin/content/{kind}`): the routes, the translation exchange and the review step name kinds so. */
export const CONTENT_SEGMENTS = [
  'products',
  'categories',
  'news',
  'faq',
  'slides',
  'brand',
  'timeline',
  'certificates',
  'investors',
  'downloads',
  'policies',
] as const;
export type ContentSegment = (typeof CONTENT_SEGMENTS)[number];
/** The kinds a translation exchange covers: every one. */
export const EXCHANGE_KIND_SEGMENTS = CONTENT_SEGMENTS;
/** Export for translation: the target language, and the kinds (comma-separated; all when absent). */
export const xliffExportQuery = z.object({
  locale: z.enum(TRANSLATED_LOCALES),
  kinds: z
    .string()
    .optional()
    .transform((s) => (s ? [...new Set(s.split(','))] : [...EXCHANGE_KIND_SEGMENTS]))
    .pipe(z.array(z.enum(EXCHANGE_KIND_SEGMENTS)).min(1)),
});
/** Import a translated file: the language it must translate into. */
export const xliffImportQuery = z.object({ locale: z.enum(TRANSLATED_LOCALES) });

export const TRANSLATION_STATUSES = ['missing', 'outdated', 'done'] as const;
export const translationQuery = z.object({
  locale: z.enum(locales).optional(),
  status: z.enum(TRANSLATION_STATUSES).optional(),
});
/** The id of a product, article, question or slide in a path. */
export const itemId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);
export const contentParams = z.object({ id: itemId, locale: z.enum(locales) });
export const itemIdParams = z.object({ id: itemId });

/** `draft`: not in the shop yet (a product made in the back office starts so); `active`: for sale. */
export const PRODUCT_STATUSES = ['draft', 'active'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const VARIANT_KINDS = ['colour', 'size'] as const;

export const priceCents = z.number().int().min(0).max(10_000_000);
export const stock = z.number().int().min(0).max(1_000_000);

/**
 * What does not depend on the language: price, stock, coming soon, featured, and the status (left
 * as it is when absent); `updatedAt` is the version seen.
 */
/** The markets whose price is a `product_prices` row (the US price is `priceCents`). */
export const PRICED_MARKETS = MARKETS.filter((m) => m !== 'US') as Exclude<(typeof MARKETS)[number], 'US'>[];

export const productSettingsSchema = z.object({
  priceCents,
  /** Prices in the other markets, in their currency's minor unit; those left out stay as they are. */
  prices: z.partialRecord(z.enum(PRICED_MARKETS), priceCents).optional(),
  stock,
  comingSoon: z.boolean(),
  featured: z.boolean(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  updatedAt: versionField,
});
export const productIdParams = itemIdParams;

/** A calendar day as `YYYY-MM-DD` that exists (no 31 February). */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day) && day >= '2000-01-01' && day <= '2100-12-31';
  }, 'Enter a date between 2000 and 2100.');

/**
 * A new product, made as a draft: its id (the address /productsShow?id=…, lower case, never
 * changed), category, price, stock, release day and whether its variants are colours or sizes.
 * Texts, variants and photos come next; it goes on sale when an editor makes it active.
 */
export const newProductSchema = z.object({
  id: z.string().trim().pipe(itemId),
  categoryId: z.string().trim().pipe(itemId),
  priceCents,
  stock,
  releasedAt: calendarDay,
  variantKind: z.enum(VARIANT_KINDS),
});

/** A new product category: its id (the address /productslist/{id}/…, never changed); its names come next, under Content. */
export const newCategorySchema = z.object({ id: z.string().trim().pipe(itemId) });

/** The price as the back-office forms hold it: as typed (dollars and cents). */
export const typedPrice = z
  .string()
  .trim()
  .regex(/^\d{1,5}(\.\d{1,2})?$/);

/** Cents of a price typed as `12`, `12.5` or `12.50` (what `typedPrice` accepts). */
export function centsOf(price: string): number {
  const [whole, cents = ''] = price.trim().split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** A market price as typed, in its currency's units: "128.99" (EUR), "19380" (JPY: no decimals). */
const typedAmount = (digits: number) =>
  z
    .string()
    .trim()
    .regex(digits === 0 ? /^\d{1,8}$/ : new RegExp(`^\\d{1,6}(\\.\\d{1,${digits}})?$`), digits === 0 ? 'Whole units only' : undefined);

/** The minor units of an amount typed in `currency` ("128.99" EUR → 12899; "19380" JPY → 19380). */
export function minorOf(text: string, currency: string): number {
  const digits = currencyDigits(currency);
  const [whole, fraction = ''] = text.trim().split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units as the form shows them, in the currency's units ("128.99", "19380"). */
export function typedOf(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** The other markets' prices as the back-office form holds them. */
const typedMarketPrices = z.object(
  Object.fromEntries(PRICED_MARKETS.map((m) => [m, typedAmount(currencyDigits(currencyOf(m)))])) as Record<(typeof PRICED_MARKETS)[number], z.ZodString>,
);

/** The settings as the back-office form holds them. */
export const productSettingsFormSchema = z.object({
  price: typedPrice,
  prices: typedMarketPrices,
  stock: z.coerce.number().int().min(0).max(1_000_000),
  comingSoon: z.boolean(),
  featured: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
});

/** A new product as the back-office form holds it. */
export const newProductFormSchema = z.object({
  id: z.string().trim().pipe(itemId),
  categoryId: z.string().min(1),
  price: typedPrice,
  stock: z.coerce.number().int().min(0).max(1_000_000),
  releasedAt: calendarDay,
  variantKind: z.enum(VARIANT_KINDS),
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

/** Plain text that may quote market facts as `{returnDays}` …: an unknown or broken placeholder is refused when saved, never shown. */
const factText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => placeholderError(text) === null, '@placeholderUnknown');

/** One locale's question and answer of the FAQ (plain text, market facts as placeholders: lib/shop/fact-text.ts). */
export const faqTextsSchema = z.object({
  question: factText(300),
  answer: factText(10_000),
});
export type FaqTexts = z.infer<typeof faqTextsSchema>;
export const faqDraftSchema = z.object({ fields: faqTextsSchema, draftVersion: versionField.nullable() });

/** One locale's texts of a home slide: the caption, the button and the image's description. */
export const slideTextsSchema = z.object({
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().max(300),
  cta: z.string().trim().min(1).max(40),
  alt: z.string().trim().min(1).max(200),
});
export type SlideTexts = z.infer<typeof slideTextsSchema>;
export const slideDraftSchema = z.object({ fields: slideTextsSchema, draftVersion: versionField.nullable() });

/** A page of this site a slide's button leads to (`/c4`, `/productslist?category=shampoo`); the locale is added when shown. */
const sitePath = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .regex(/^\/(?![/\\])[^\s"<>\\]*$/);
/** An image a slide or article shows: an uploaded image's address (`/api/media/{id}/{width}.webp`), or the one it has (the server checks which). */
export const imageField = z.string().trim().min(1).max(300);

/** What does not depend on the language: image, link, place in the slider; `updatedAt` is the version seen. */
export const slideSettingsSchema = z.object({
  image: imageField,
  href: sitePath,
  position: z.number().int().min(0).max(1000),
  updatedAt: versionField,
});
export const newSlideSchema = z.object({
  id: z.string().trim().pipe(itemId),
  image: imageField,
  href: sitePath,
});
export const slideDeleteSchema = z.object({ updatedAt: versionField });

/** A new FAQ question: its id and category; its question and answer are written under Content. */
export const newFaqSchema = z.object({
  id: z.string().trim().pipe(itemId),
  categoryId: z.string().trim().pipe(itemId),
});

/** One locale's texts of a brand section: the title, and the body as rich text (HTML, sanitised by the server on save and on render). */
export const brandTextsSchema = z.object({
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(50_000),
});
export type BrandTexts = z.infer<typeof brandTextsSchema>;
export const brandDraftSchema = z.object({ fields: brandTextsSchema, draftVersion: versionField.nullable() });

/** A policy or legal page's text: its placeholders and marks must be known (lib/policy-body.ts), or it is refused when saved. */
const policyText = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((text) => policyTextError(text) === null, '@policyTextInvalid');

/**
 * One locale's text of a policy or legal page: title, the search engines' description, the
 * introduction under the title, and the body as rich text (sections, market tables: lib/policy-body.ts).
 */
export const policyTextsSchema = z.object({
  title: policyText(160),
  description: policyText(300),
  intro: policyText(1_000, 0),
  body: policyText(100_000),
});
export type PolicyTexts = z.infer<typeof policyTextsSchema>;
export const policyDraftSchema = z.object({ fields: policyTextsSchema, draftVersion: versionField.nullable() });

/** One locale's texts of an event in the brand page's history: a short title and a sentence or two (plain text). */
export const timelineTextsSchema = z.object({
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().min(1).max(1_000),
});
export type TimelineTexts = z.infer<typeof timelineTextsSchema>;
export const timelineDraftSchema = z.object({ fields: timelineTextsSchema, draftVersion: versionField.nullable() });

/** One locale's name of a certificate or award on the brand page (also the image's description in the gallery and viewer). */
export const certificateTextsSchema = z.object({
  title: z.string().trim().min(1).max(160),
});
export type CertificateTexts = z.infer<typeof certificateTextsSchema>;
export const certificateDraftSchema = z.object({ fields: certificateTextsSchema, draftVersion: versionField.nullable() });

/** One locale's texts of the investor page: the business in one line, and the operating platform (plain text; a blank line starts a paragraph). */
export const investorTextsSchema = z.object({
  business: z.string().trim().min(1).max(200),
  platform: z.string().trim().min(1).max(4_000),
});
export type InvestorTexts = z.infer<typeof investorTextsSchema>;
export const investorDraftSchema = z.object({ fields: investorTextsSchema, draftVersion: versionField.nullable() });

/** What does not depend on the language: category, date, image, the related articles staff chose; `updatedAt` is the version seen. */
export const newsSettingsSchema = z.object({
  categoryId: z.string().trim().pipe(itemId),
  publishedAt: versionField,
  image: imageField,
  related: z.array(z.string().trim().pipe(itemId)).max(3),
  updatedAt: versionField,
});
export const newArticleSchema = z.object({
  id: z.string().trim().pipe(itemId),
  categoryId: z.string().trim().pipe(itemId),
  publishedAt: versionField,
  image: imageField,
});

/** The same as the back-office forms hold them: the date as a date-time input gives it (the editor's local time), three related slots. */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
export const newsSettingsFormSchema = z.object({
  categoryId: z.string().min(1),
  publishedAt: localDateTime,
  image: imageField,
  related0: z.string(),
  related1: z.string(),
  related2: z.string(),
});
export const newArticleFormSchema = z.object({ id: itemId, categoryId: z.string().min(1), publishedAt: localDateTime, image: imageField });

/** One locale's name and description of a product category. */
export const categoryTextsSchema = z.object({
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(600),
});
export type CategoryTexts = z.infer<typeof categoryTextsSchema>;
export const categoryDraftSchema = z.object({ fields: categoryTextsSchema, draftVersion: versionField.nullable() });

/** One locale's title and description of a file on the downloads page (plain text). */
export const downloadTextsSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000),
});
export type DownloadTexts = z.infer<typeof downloadTextsSchema>;
export const downloadDraftSchema = z.object({ fields: downloadTextsSchema, draftVersion: versionField.nullable() });

/** A calendar day that exists (`2026-03-31`; not `2026-02-30`): the date a download was published. (A regex, not z.iso: no new zod code in the shared chunk.) */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s));
/** The address of an uploaded file as the upload answered it (`/api/files/{id}/{name}`), or the one the download has (the server checks which). */
const fileField = z.string().trim().min(1).max(300);

/** What does not depend on the language: category, date and file; `updatedAt` is the version seen. */
export const downloadSettingsSchema = z.object({
  categoryId: z.string().trim().pipe(itemId),
  publishedAt: day,
  file: fileField,
  updatedAt: versionField,
});
export const newDownloadSchema = z.object({
  id: z.string().trim().pipe(itemId),
  categoryId: z.string().trim().pipe(itemId),
  publishedAt: day,
  file: fileField,
});
export const downloadDeleteSchema = z.object({ updatedAt: versionField });
export const downloadSettingsFormSchema = z.object({ categoryId: z.string().min(1), publishedAt: day, file: fileField });
export const newDownloadFormSchema = z.object({ id: itemId, categoryId: z.string().min(1), publishedAt: day, file: fileField });

/** PUT /api/admin/settings/review: the kinds whose drafts need review before they are published, over the version loaded. */
export const reviewSettingSchema = z.object({
  kinds: z.array(z.enum(CONTENT_SEGMENTS)).max(CONTENT_SEGMENTS.length),
  version: z.string().min(1).max(100),
});
export type ReviewSettingInput = z.infer<typeof reviewSettingSchema>;
