import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type {
  BrandTexts,
  CategoryTexts,
  CertificateTexts,
  DownloadTexts,
  FaqTexts,
  InvestorTexts,
  NewsTexts,
  PolicyTexts,
  ProductTexts,
  SlideTexts,
  TimelineTexts,
  ContentSegment,
} from '@/lib/validations/content';
import { CONTENT_FORMS, contentFieldNames } from '@/lib/content-forms';
import { queueArticleAlerts } from '../alerts';
import { TAGS } from '../cache';
import { db, schema, type Queryable } from '../db';
import { INVESTOR_TEXT_KEYS } from '../content/investors';
import { LEGAL_PAGE_LOCALES, LEGAL_PAGES, type LegalPage } from '@/lib/legal-pages';
import { POLICY_PAGES } from '../policies/types';
import { sanitizeRichText } from '../rich-text';
import { HttpError } from '../http/errors';
import { sectionAnchors } from '@/lib/policy-body';
import type { ContentKind } from '../db/schema';

/** Who edits content: editors and admins (the content routes, and who a scheduled publication may publish as). */
export const CONTENT_ROLES = ['admin', 'editor'] as const;

export type Texts = Record<string, unknown>;

/**
 * What the draft/publish/translation machinery needs to know about one kind of content: where
 * its texts live, which fields they have, the cache tag of the pages built from them, and how to
 * order its items. Everything else (drafts, versions, translation state, audit) is shared.
 */
export interface ContentSpec<T extends Texts = Texts> {
  kind: ContentKind;
  /** The path segment of its API and preview (`/api/admin/content/{segment}/…`). */
  segment: ContentSegment;
  tag: string;
  /** Its texts are in the site search: publishing rebuilds the index. */
  searchable: boolean;
  fields: readonly string[];
  /** The field that names an item (matrix rows, history). */
  label: string;
  /** Items in the order editors know them. */
  items(): Promise<{ id: string }[]>;
  exists(q: Queryable, id: string): Promise<boolean>;
  /** Every text row's label, for the matrix. */
  labels(): Promise<{ id: string; locale: string; label: string }[]>;
  read(q: Queryable, id: string, locale: Locale, lock?: boolean): Promise<T | null>;
  /**
   * The languages an item exists in, when not all of them (the withdrawal page: the languages of
   * the markets whose law gives the right). Elsewhere its matrix has no cell, so nothing counts it
   * as missing or asks for its translation, and its editor answers 404.
   */
  locales?(id: string): readonly Locale[] | null;
  /**
   * Whether an item's text in each language is its own rather than a translation of the English
   * one (a market's legal notice states what that market's law asks for): an English change marks
   * no other language outdated.
   */
  ownTexts?(id: string): boolean;
  /**
   * A check of an editor's draft against what is published, beyond its schema: throws the 422 that
   * refuses it (the policies keep their sections' anchors, which other pages link to).
   */
  checkDraft?(q: Queryable, id: string, locale: Locale, fields: T): Promise<void>;
  /** Its fields holding rich text (HTML), as opposed to plain text: a translation exchange keeps their tags as inline codes. */
  rich?: readonly string[];
  /** Cleans texts before they are kept as a draft, a version or the live text (rich text is sanitised). */
  clean?(fields: Texts): Texts;
  write(q: Queryable, id: string, locale: Locale, fields: T): Promise<void>;
  /**
   * Runs in the transaction that publishes an item's text in a locale for the first time (the
   * item appears in that language); returns outbox ids to deliver after the commit.
   */
  firstPublished?(q: Queryable, id: string, locale: Locale): Promise<string[]>;
}

const pt = schema.productTexts;
const productFields = (row: ProductTexts): ProductTexts => ({
  name: row.name,
  tagline: row.tagline,
  summary: row.summary,
  description: row.description,
  specs: row.specs.map((s) => ({ label: s.label, value: s.value })),
});

/**
 * A kind's path segment and what its texts are, from its form (lib/content-forms.ts, which the
 * back office's editor is built from): the fields in order, the first one naming an item, and the
 * rich-text ones.
 */
function textsOf(segment: ContentSegment): Pick<ContentSpec, 'segment' | 'fields' | 'label' | 'rich'> {
  const form = CONTENT_FORMS[segment];
  return { segment, fields: contentFieldNames(segment), label: form.fields[0]!.name, rich: form.fields.filter((f) => f.kind === 'rich').map((f) => f.name) };
}

export const PRODUCT: ContentSpec<ProductTexts> = {
  kind: 'product',
  ...textsOf('products'),
  searchable: true,
  tag: TAGS.products,
  items: () => db().select({ id: schema.products.id }).from(schema.products).orderBy(asc(schema.products.position), asc(schema.products.id)),
  exists: async (q, id) => (await q.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.id, id))).length > 0,
  labels: () => db().select({ id: pt.productId, locale: pt.locale, label: pt.name }).from(pt),
  read: async (q, id, locale, lock = false) => {
    const query = q
      .select()
      .from(pt)
      .where(and(eq(pt.productId, id), eq(pt.locale, locale)));
    const [row] = lock ? await query.for('update') : await query;
    return row ? productFields(row) : null;
  },
  write: async (q, id, locale, fields) => {
    const values = productFields(fields);
    await q
      .insert(pt)
      .values({ productId: id, locale, ...values })
      .onConflictDoUpdate({ target: [pt.productId, pt.locale], set: values });
  },
};

const nt = schema.newsTexts;
const newsFields = (row: NewsTexts): NewsTexts => ({ title: row.title, summary: row.summary, source: row.source, body: row.body });

export const NEWS: ContentSpec<NewsTexts> = {
  kind: 'news',
  ...textsOf('news'),
  searchable: true,
  tag: TAGS.news,
  items: () => db().select({ id: schema.news.id }).from(schema.news).orderBy(desc(schema.news.publishedAt), desc(schema.news.id)),
  exists: async (q, id) => (await q.select({ id: schema.news.id }).from(schema.news).where(eq(schema.news.id, id))).length > 0,
  labels: () => db().select({ id: nt.newsId, locale: nt.locale, label: nt.title }).from(nt),
  read: async (q, id, locale, lock = false) => {
    const query = q
      .select()
      .from(nt)
      .where(and(eq(nt.newsId, id), eq(nt.locale, locale)));
    const [row] = lock ? await query.for('update') : await query;
    return row ? newsFields(row) : null;
  },
  write: async (q, id, locale, fields) => {
    const values = newsFields(fields);
    await q
      .insert(nt)
      .values({ newsId: id, locale, ...values })
      .onConflictDoUpdate({ target: [nt.newsId, nt.locale], set: values });
  },
  // A new article in a language: its email alert to that language's subscribers.
  firstPublished: (q, id, locale) => queueArticleAlerts(q, id, locale),
};

const ft = schema.faqTexts;
const faqFields = (row: FaqTexts): FaqTexts => ({ question: row.question, answer: row.answer });

export const FAQ: ContentSpec<FaqTexts> = {
  kind: 'faq',
  ...textsOf('faq'),
  searchable: true,
  tag: TAGS.faq,
  items: () =>
    db()
      .select({ id: schema.faqs.id })
      .from(schema.faqs)
      .innerJoin(schema.faqCategories, eq(schema.faqCategories.id, schema.faqs.categoryId))
      .orderBy(asc(schema.faqCategories.position), asc(schema.faqs.position), asc(schema.faqs.id)),
  exists: async (q, id) => (await q.select({ id: schema.faqs.id }).from(schema.faqs).where(eq(schema.faqs.id, id))).length > 0,
  labels: () => db().select({ id: ft.faqId, locale: ft.locale, label: ft.question }).from(ft),
  read: async (q, id, locale, lock = false) => {
    const query = q
      .select()
      .from(ft)
      .where(and(eq(ft.faqId, id), eq(ft.locale, locale)));
    const [row] = lock ? await query.for('update') : await query;
    return row ? faqFields(row) : null;
  },
  write: async (q, id, locale, fields) => {
    const values = faqFields(fields);
    await q
      .insert(ft)
      .values({ faqId: id, locale, ...values })
      .onConflictDoUpdate({ target: [ft.faqId, ft.locale], set: values });
  },
};

const st = schema.slideTexts;
const slideFields = (row: SlideTexts): SlideTexts => ({ title: row.title, text: row.text, cta: row.cta, alt: row.alt });

/** The home slider's slides (the banner of the home page); their image, link and order are edited on the Slides screen. */
export const SLIDE: ContentSpec<SlideTexts> = {
  kind: 'slide',
  ...textsOf('slides'),
  searchable: false,
  tag: TAGS.brand,
  items: () => db().select({ id: schema.slides.id }).from(schema.slides).orderBy(asc(schema.slides.position), asc(schema.slides.id)),
  exists: async (q, id) => (await q.select({ id: schema.slides.id }).from(schema.slides).where(eq(schema.slides.id, id))).length > 0,
  labels: () => db().select({ id: st.slideId, locale: st.locale, label: st.title }).from(st),
  read: async (q, id, locale, lock = false) => {
    const query = q
      .select()
      .from(st)
      .where(and(eq(st.slideId, id), eq(st.locale, locale)));
    const [row] = lock ? await query.for('update') : await query;
    return row ? slideFields(row) : null;
  },
  write: async (q, id, locale, fields) => {
    const values = slideFields(fields);
    await q
      .insert(st)
      .values({ slideId: id, locale, ...values })
      .onConflictDoUpdate({ target: [st.slideId, st.locale], set: values });
  },
};

const bt = schema.brandSectionTexts;
const brandFields = (row: BrandTexts): BrandTexts => ({ title: row.title, body: row.body });

/** The brand page's sections (and the investor page's excerpt of them); the body is rich text. */
export const BRAND: ContentSpec<BrandTexts> = {
  kind: 'brand',
  ...textsOf('brand'),
  searchable: false,
  tag: TAGS.brand,
  items: () =>
    db().select({ id: schema.brandSections.id }).from(schema.brandSections).orderBy(asc(schema.brandSections.position), asc(schema.brandSections.id)),
  exists: async (q, id) => (await q.select({ id: schema.brandSections.id }).from(schema.brandSections).where(eq(schema.brandSections.id, id))).length > 0,
  labels: () => db().select({ id: bt.sectionId, locale: bt.locale, label: bt.title }).from(bt),
  read: async (q, id, locale, lock = false) => {
    const query = q
      .select()
      .from(bt)
      .where(and(eq(bt.sectionId, id), eq(bt.locale, locale)));
    const [row] = lock ? await query.for('update') : await query;
    return row ? brandFields(row) : null;
  },
  write: async (q, id, locale, fields) => {
    const values = brandFields(fields);
    await q
      .insert(bt)
      .values({ sectionId: id, locale, ...values })
      .onConflictDoUpdate({ target: [bt.sectionId, bt.locale], set: values });
  },
  clean: (fields) => ({ ...fields, body: sanitizeRichText(String(fields.body ?? '')) }),
};

const tt = schema.timelineEventTexts;
const timelineFields = (row: TimelineTexts): TimelineTexts => ({ title: row.title, text: row.text });

/** The brand page's history: one event per year (or more), its title and text. */
export const TIMELINE: ContentSpec<TimelineTexts> = {
  kind: 'timeline',
  ...textsOf('timeline'),
  searchable: false,
  tag: TAGS.brand,
  items: () =>
    db().select({ id: schema.timelineEvents.id }).from(schema.timelineEvents).orderBy(asc(schema.timelineEvents.year), asc(schema.timelineEvents.id)),
  exists: async (q, id) => (await q.select({ id: schema.timelineEvents.id }).from(schema.timelineEvents).where(eq(schema.timelineEvents.id, id))).length > 0,
  labels: () => db().select({ id: tt.eventId, locale: tt.locale, label: tt.title }).from(tt),
  read: async (q, id, locale, lock = false) => {
    const query = q
      .select()
      .from(tt)
      .where(and(eq(tt.eventId, id), eq(tt.locale, locale)));
    const [row] = lock ? await query.for('update') : await query;
    return row ? timelineFields(row) : null;
  },
  write: async (q, id, locale, fields) => {
    const values = timelineFields(fields);
    await q
      .insert(tt)
      .values({ eventId: id, locale, ...values })
      .onConflictDoUpdate({ target: [tt.eventId, tt.locale], set: values });
  },
};

const cet = schema.certificateTexts;

/** The brand page's certificates and awards: their names (also the image descriptions of the gallery and the viewer). */
export const CERTIFICATE: ContentSpec<CertificateTexts> = {
  kind: 'certificate',
  ...textsOf('certificates'),
  searchable: false,
  tag: TAGS.brand,
  items: () => db().select({ id: schema.certificates.id }).from(schema.certificates).orderBy(asc(schema.certificates.year), asc(schema.certificates.id)),
  exists: async (q, id) => (await q.select({ id: schema.certificates.id }).from(schema.certificates).where(eq(schema.certificates.id, id))).length > 0,
  labels: () => db().select({ id: cet.certificateId, locale: cet.locale, label: cet.title }).from(cet),
  read: async (q, id, locale, lock = false) => {
    const query = q
      .select()
      .from(cet)
      .where(and(eq(cet.certificateId, id), eq(cet.locale, locale)));
    const [row] = lock ? await query.for('update') : await query;
    return row ? { title: row.title } : null;
  },
  write: async (q, id, locale, fields) => {
    await q
      .insert(cet)
      .values({ certificateId: id, locale, title: fields.title })
      .onConflictDoUpdate({ target: [cet.certificateId, cet.locale], set: { title: fields.title } });
  },
};

const sst = schema.siteSettingTexts;
/** The investor page is one item; its texts are two rows per locale of site_setting_texts. */
const INVESTOR_PAGE = 'page';
const INVESTOR_KEYS = INVESTOR_TEXT_KEYS;

/** The investor page's own words: the company's business and the operating platform. */
export const INVESTOR: ContentSpec<InvestorTexts> = {
  kind: 'investor',
  ...textsOf('investors'),
  searchable: false,
  tag: TAGS.investors,
  items: async () => [{ id: INVESTOR_PAGE }],
  exists: async (_q, id) => id === INVESTOR_PAGE,
  labels: async () =>
    (await db().select({ locale: sst.locale, label: sst.value }).from(sst).where(eq(sst.key, INVESTOR_KEYS.business))).map((r) => ({
      id: INVESTOR_PAGE,
      ...r,
    })),
  read: async (q, id, locale, lock = false) => {
    if (id !== INVESTOR_PAGE) return null;
    const query = q
      .select({ key: sst.key, value: sst.value })
      .from(sst)
      .where(and(eq(sst.locale, locale), inArray(sst.key, Object.values(INVESTOR_KEYS))));
    const rows = lock ? await query.for('update') : await query;
    const value = (key: string) => rows.find((r) => r.key === key)?.value;
    const business = value(INVESTOR_KEYS.business);
    const platform = value(INVESTOR_KEYS.platform);
    return business === undefined || platform === undefined ? null : { business, platform };
  },
  write: async (q, _id, locale, fields) => {
    for (const [field, key] of Object.entries(INVESTOR_KEYS) as [keyof InvestorTexts, string][]) {
      await q
        .insert(sst)
        .values({ key, locale, value: fields[field] })
        .onConflictDoUpdate({ target: [sst.key, sst.locale], set: { value: fields[field] } });
    }
  },
};

const ct = schema.productCategoryTexts;
const categoryFields = (row: CategoryTexts): CategoryTexts => ({ name: row.name, description: row.description });

/** The catalogue's categories: their names (filters, breadcrumbs, search) and the list page's introduction. */
export const CATEGORY: ContentSpec<CategoryTexts> = {
  kind: 'category',
  ...textsOf('categories'),
  searchable: true,
  tag: TAGS.products,
  items: () =>
    db()
      .select({ id: schema.productCategories.id })
      .from(schema.productCategories)
      .orderBy(asc(schema.productCategories.position), asc(schema.productCategories.id)),
  exists: async (q, id) =>
    (await q.select({ id: schema.productCategories.id }).from(schema.productCategories).where(eq(schema.productCategories.id, id))).length > 0,
  labels: () => db().select({ id: ct.categoryId, locale: ct.locale, label: ct.name }).from(ct),
  read: async (q, id, locale, lock = false) => {
    const query = q
      .select()
      .from(ct)
      .where(and(eq(ct.categoryId, id), eq(ct.locale, locale)));
    const [row] = lock ? await query.for('update') : await query;
    return row ? categoryFields(row) : null;
  },
  write: async (q, id, locale, fields) => {
    const values = categoryFields(fields);
    await q
      .insert(ct)
      .values({ categoryId: id, locale, ...values })
      .onConflictDoUpdate({ target: [ct.categoryId, ct.locale], set: values });
  },
};

const dt = schema.downloadTexts;
const downloadFields = (row: DownloadTexts): DownloadTexts => ({ title: row.title, description: row.description });

/** The downloads page's files (and the investor page's reports): their title and description; file, category and date are edited on the Downloads screen. */
export const DOWNLOAD: ContentSpec<DownloadTexts> = {
  kind: 'download',
  ...textsOf('downloads'),
  searchable: true,
  tag: TAGS.downloads,
  items: () => db().select({ id: schema.downloads.id }).from(schema.downloads).orderBy(desc(schema.downloads.publishedAt), asc(schema.downloads.id)),
  exists: async (q, id) => (await q.select({ id: schema.downloads.id }).from(schema.downloads).where(eq(schema.downloads.id, id))).length > 0,
  labels: () => db().select({ id: dt.downloadId, locale: dt.locale, label: dt.title }).from(dt),
  read: async (q, id, locale, lock = false) => {
    const query = q
      .select()
      .from(dt)
      .where(and(eq(dt.downloadId, id), eq(dt.locale, locale)));
    const [row] = lock ? await query.for('update') : await query;
    return row ? downloadFields(row) : null;
  },
  write: async (q, id, locale, fields) => {
    const values = downloadFields(fields);
    await q
      .insert(dt)
      .values({ downloadId: id, locale, ...values })
      .onConflictDoUpdate({ target: [dt.downloadId, dt.locale], set: values });
  },
};

const pot = schema.policyTexts;
const policyFields = (row: PolicyTexts): PolicyTexts => ({ title: row.title, description: row.description, intro: row.intro, body: row.body });

/** The pages of the kind `policy`: the four policies and the legal pages, each a route of its own. */
const POLICY_ITEMS: readonly string[] = [...POLICY_PAGES, ...LEGAL_PAGES];

/**
 * The policies and legal pages (issue 32): one item per page, so there is no adding or removing
 * one here. The body is rich text with the marks of lib/policy-body.ts; the day a text is
 * published is its page's "last updated". A legal page exists only in the languages of
 * lib/legal-pages.ts: elsewhere it has no matrix cell and no editor, and nothing shows it.
 */
export const POLICY: ContentSpec<PolicyTexts> = {
  kind: 'policy',
  ...textsOf('policies'),
  searchable: false,
  tag: TAGS.policies,
  items: async () => POLICY_ITEMS.map((id) => ({ id })),
  exists: async (_q, id) => POLICY_ITEMS.includes(id),
  locales: (id) => ((LEGAL_PAGES as readonly string[]).includes(id) ? LEGAL_PAGE_LOCALES[id as LegalPage] : null),
  // The imprint and the withdrawal page state each market's own law: no language translates another.
  ownTexts: (id) => (LEGAL_PAGES as readonly string[]).includes(id),
  labels: () => db().select({ id: pot.policyId, locale: pot.locale, label: pot.title }).from(pot),
  read: async (q, id, locale, lock = false) => {
    const query = q
      .select()
      .from(pot)
      .where(and(eq(pot.policyId, id), eq(pot.locale, locale)));
    const [row] = lock ? await query.for('update') : await query;
    return row ? policyFields(row) : null;
  },
  write: async (q, id, locale, fields) => {
    const values = { ...policyFields(fields), updated: sql`current_date` };
    await q
      .insert(pot)
      .values({ policyId: id, locale, ...values })
      .onConflictDoUpdate({ target: [pot.policyId, pot.locale], set: values });
  },
  clean: (fields) => ({ ...fields, body: sanitizeRichText(String(fields.body ?? '')) }),
  // Links such as /returns#refund and the table of contents lead to a section by its anchor: a draft
  // may add sections, but every anchor of the text published in its language stays.
  checkDraft: async (q, id, locale, fields) => {
    const [published] = await q
      .select({ body: pot.body })
      .from(pot)
      .where(and(eq(pot.policyId, id), eq(pot.locale, locale)));
    const kept = new Set(sectionAnchors(fields.body));
    const missing = published ? sectionAnchors(published.body).filter((anchor) => !kept.has(anchor)) : [];
    if (missing.length) {
      throw new HttpError(422, 'anchor_missing', 'invalidInput', { 'fields.body': '@policyAnchorMissing' }, undefined, {
        anchors: missing.map((anchor) => `{#${anchor}}`).join(', '),
      });
    }
  },
};

export const CONTENT_SPECS = {
  products: PRODUCT,
  categories: CATEGORY,
  news: NEWS,
  faq: FAQ,
  slides: SLIDE,
  brand: BRAND,
  timeline: TIMELINE,
  certificates: CERTIFICATE,
  investors: INVESTOR,
  downloads: DOWNLOAD,
  policies: POLICY,
} as const;
