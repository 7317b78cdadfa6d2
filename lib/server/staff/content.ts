import 'server-only';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { defaultLocale, locales, type Locale } from '@/i18n/routing';
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
} from '@/lib/validations/content';
import { queryCategories, queryProduct } from '../catalogue';
import { readDownloads } from '../content/downloads';
import { readFaq } from '../content/faq';
import { readArticle } from '../content/news';
import { readSlides } from '../content/slides';
import { readBrandContent } from '../content/brand';
import { paragraphs, readInvestorTexts } from '../content/investors';
import { readPolicy, type PolicyText } from '../policies';
import { sanitizeRichText } from '../rich-text';
import { db, schema, type Queryable } from '../db';
import { deliverLater } from '../mail';
import { conflict, notFound } from '../http/errors';
import { log } from '../log';
import { SCHEDULE_MAX_ATTEMPTS } from '../publish-scheduler';
import { rebuildSearchIndex } from '../search/indexer';
import { recordAudit } from './audit';
import type { StaffContentEditor, StaffContentMatrix, StaffTranslationStatus } from '@/lib/types/staff';
import { assertMayPublish, mayPublish, reviewKinds } from './content-review';
import type { StaffSession } from './auth';
import { BRAND, CATEGORY, CERTIFICATE, DOWNLOAD, FAQ, INVESTOR, NEWS, POLICY, PRODUCT, SLIDE, TIMELINE, type ContentSpec, type Texts } from './content-kinds';

/** The locale translations are made from: a change to its text makes every translation outdated. */
export const SOURCE_LOCALE: Locale = defaultLocale;
export type TranslationStatus = StaffTranslationStatus;

const state = schema.translationState;
const drafts = schema.contentDrafts;
const versions = schema.contentVersions;
const schedules = schema.contentSchedules;

const same = (spec: ContentSpec, a: Texts, b: Texts) => spec.fields.every((f) => JSON.stringify(a[f]) === JSON.stringify(b[f]));
/** The spec's fields of `fields`, cleaned as the kind requires (rich text sanitised): what drafts, versions and pages hold. */
export const pick = (spec: ContentSpec, fields: Texts): Texts => {
  const picked = Object.fromEntries(spec.fields.map((f) => [f, fields[f]]));
  return spec.clean ? spec.clean(picked) : picked;
};
/** A draft's version as the editor (and an exported file) holds it: its last change, as an ISO instant. */
export const version = (at: Date | null | undefined) => (at ? at.toISOString() : null);
const where = (spec: ContentSpec, id: string, locale: Locale, table: typeof drafts | typeof state | typeof versions | typeof schedules) =>
  and(eq(table.kind, spec.kind), eq(table.itemId, id), eq(table.locale, locale));

/** A text's status; `ownText`: it is not a translation of the English one (ContentSpec.ownTexts), so never outdated. */
export function statusOf(
  locale: Locale,
  present: boolean,
  basedOn: number | undefined,
  sourceRevision: number | undefined,
  ownText = false,
): TranslationStatus {
  if (!present) return 'missing';
  if (locale === SOURCE_LOCALE || ownText) return 'done';
  return (basedOn ?? 1) < (sourceRevision ?? 1) ? 'outdated' : 'done';
}

/**
 * Every item × locale of one kind: missing (no text), outdated (the English text changed after
 * the translation was published), done; and whether an unpublished draft waits. Filters keep the
 * cells of one locale or one status ("everything missing in ko").
 */
export async function translationMatrix(spec: ContentSpec, filter: { locale?: Locale; status?: TranslationStatus }): Promise<StaffContentMatrix> {
  const [items, labelRows, stateRows, draftRows] = await Promise.all([
    spec.items(),
    spec.labels(),
    db().select({ id: state.itemId, locale: state.locale, revision: state.revision, basedOn: state.basedOn }).from(state).where(eq(state.kind, spec.kind)),
    db().select({ id: drafts.itemId, locale: drafts.locale }).from(drafts).where(eq(drafts.kind, spec.kind)),
  ]);
  const key = (id: string, locale: string) => `${id}\u0000${locale}`;
  const labels = new Map(labelRows.map((r) => [key(r.id, r.locale), r.label]));
  const states = new Map(stateRows.map((r) => [key(r.id, r.locale), r]));
  const drafted = new Set(draftRows.map((r) => key(r.id, r.locale)));
  const shown = filter.locale ? [filter.locale] : [...locales];
  const rows = items.map(({ id }) => {
    const sourceRevision = states.get(key(id, SOURCE_LOCALE))?.revision;
    const offered = spec.locales?.(id);
    const cells = Object.fromEntries(
      shown
        .filter((locale) => !offered || offered.includes(locale))
        .map((locale) => {
          const status = statusOf(locale, labels.has(key(id, locale)), states.get(key(id, locale))?.basedOn, sourceRevision, spec.ownTexts?.(id));
          return [locale, { status, draft: drafted.has(key(id, locale)) }];
        }),
    ) as Partial<Record<Locale, { status: TranslationStatus; draft: boolean }>>;
    // The English revision the row shows: what a bulk "still correct" from this row is checked against.
    // Named in English, else in the first language it has (the withdrawal page has no English text).
    const name = labels.get(key(id, SOURCE_LOCALE)) ?? locales.map((l) => labels.get(key(id, l))).find(Boolean) ?? id;
    return { id, name, revision: sourceRevision ?? 1, cells };
  });
  const kept = filter.status ? rows.filter((r) => Object.values(r.cells).some((c) => c.status === filter.status)) : rows;
  const totals = { missing: 0, outdated: 0, done: 0 };
  for (const r of rows) for (const c of Object.values(r.cells)) totals[c.status] += 1;
  return { kind: spec.segment, locales: shown, source: SOURCE_LOCALE, totals, items: kept };
}

async function stateOf(spec: ContentSpec, id: string, locale: Locale, q: Queryable = db()) {
  const [row] = await q
    .select()
    .from(state)
    .where(where(spec, id, locale, state));
  return row ?? null;
}

async function requireItem(spec: ContentSpec, id: string, q: Queryable = db(), locale?: Locale) {
  if (!(await spec.exists(q, id))) throw notFound();
  // An item that exists in some languages only has no text to edit in the others.
  const offered = locale ? spec.locales?.(id) : null;
  if (offered && !offered.includes(locale!)) throw notFound();
}

/**
 * What the side-by-side editor shows for one item in one locale: the published text, the draft
 * if any (with its version), the reference locale's text next to it, where the translation
 * stands, and the published versions to restore from.
 */
export async function contentEditor(spec: ContentSpec, viewer: StaffSession, id: string, locale: Locale, reference: Locale): Promise<StaffContentEditor> {
  await requireItem(spec, id, db(), locale);
  const [published, referenceTexts, own, source, draftRow, history, scheduled, reviewed] = await Promise.all([
    spec.read(db(), id, locale),
    spec.read(db(), id, reference),
    stateOf(spec, id, locale),
    stateOf(spec, id, SOURCE_LOCALE),
    db()
      .select({
        fields: drafts.fields,
        updatedAt: drafts.updatedAt,
        updatedBy: drafts.updatedBy,
        by: schema.staff.name,
        reviewRequestedAt: drafts.reviewRequestedAt,
        reviewRequestedBy: drafts.reviewRequestedBy,
        reviewBy: sql<string | null>`(select name from staff where id = ${drafts.reviewRequestedBy})`,
      })
      .from(drafts)
      .leftJoin(schema.staff, eq(schema.staff.id, drafts.updatedBy))
      .where(where(spec, id, locale, drafts)),
    db()
      .select({
        id: versions.id,
        fields: versions.fields,
        publishedAt: versions.publishedAt,
        by: schema.staff.name,
        byName: versions.publishedByName,
        origin: versions.origin,
      })
      .from(versions)
      .leftJoin(schema.staff, eq(schema.staff.id, versions.publishedBy))
      .where(where(spec, id, locale, versions))
      .orderBy(desc(versions.publishedAt), desc(versions.id))
      .limit(20),
    db()
      .select({
        publishAt: schedules.publishAt,
        timeZone: schedules.timeZone,
        by: schedules.scheduledByName,
        attempts: schedules.attempts,
        lastError: schedules.lastError,
      })
      .from(schedules)
      .where(where(spec, id, locale, schedules)),
    reviewKinds(),
  ]);
  const reviewRequired = reviewed.includes(spec.segment);
  const schedule = scheduled[0];
  const draft = draftRow[0];
  return {
    id,
    kind: spec.segment,
    locale,
    reference,
    source: { locale: SOURCE_LOCALE, revision: source?.revision ?? 1 },
    status: statusOf(locale, published !== null, own?.basedOn, source?.revision, spec.ownTexts?.(id)),
    revision: own?.revision ?? 0,
    basedOn: own?.basedOn ?? 0,
    editedIn: own?.editedIn ?? 'files',
    // Cleaned like everything the editor shows: the screen renders rich text as HTML.
    published: published && pick(spec, published),
    referenceTexts: referenceTexts && pick(spec, referenceTexts),
    draft: draft ? { fields: pick(spec, draft.fields), version: version(draft.updatedAt)!, by: draft.by } : null,
    // The review step (./content-review.ts): whether this kind needs it, whether the draft was sent and by whom, and whether the viewer may publish it.
    review: {
      required: reviewRequired,
      requestedAt: draft?.reviewRequestedAt?.toISOString() ?? null,
      requestedBy: draft?.reviewBy ?? null,
      canPublish: draft ? mayPublish(viewer, reviewRequired, draft) : !reviewRequired || viewer.staff.role === 'admin',
    },
    // When the draft publishes by itself (lib/server/staff/scheduled-publishing.ts); `failed`: the last attempt's error, once the scheduler has given up.
    schedule: schedule
      ? {
          publishAt: schedule.publishAt.toISOString(),
          timeZone: schedule.timeZone,
          by: schedule.by,
          failed: schedule.attempts >= SCHEDULE_MAX_ATTEMPTS ? schedule.lastError : null,
        }
      : null,
    versions: history.map((v) => ({
      id: v.id,
      name: String(v.fields[spec.label] ?? ''),
      // The whole text, for comparing two versions on the screen (cleaned like the draft).
      fields: pick(spec, v.fields),
      publishedAt: v.publishedAt.toISOString(),
      by: v.by ?? v.byName,
      origin: v.origin,
    })),
  };
}

/** Locks the draft of one item and locale and checks it is the version the editor saw. */
async function lockDraft(spec: ContentSpec, tx: Queryable, id: string, locale: Locale, seen: string | null) {
  const [row] = await tx
    .select()
    .from(drafts)
    .where(where(spec, id, locale, drafts))
    .for('update');
  if (version(row?.updatedAt) !== (seen === null ? null : new Date(seen).toISOString())) throw conflict('version_conflict');
  return row ?? null;
}

async function writeDraft(spec: ContentSpec, tx: Queryable, actor: StaffSession, id: string, locale: Locale, fields: Texts) {
  const values = { kind: spec.kind, itemId: id, locale, fields: pick(spec, fields), updatedAt: new Date(), updatedBy: actor.staff.id };
  await tx
    .insert(drafts)
    .values(values)
    .onConflictDoUpdate({
      target: [drafts.kind, drafts.itemId, drafts.locale],
      // A changed draft is no longer the one sent for review.
      set: { fields: values.fields, updatedAt: values.updatedAt, updatedBy: values.updatedBy, reviewRequestedAt: null, reviewRequestedBy: null },
    });
}

/** Who publishes: the signed-in staff member, or the one who scheduled the publication (null id once their account is gone). */
export type Publisher = { id: string | null; email: string; name: string };

const audit = (
  spec: ContentSpec,
  actor: Publisher,
  action: 'draft' | 'discard' | 'publish' | 'restore' | 'confirm',
  id: string,
  locale: Locale,
  before: unknown,
  after: unknown,
  ip: string | null,
) => ({
  actor,
  action: `content.${action}` as const,
  targetType: spec.kind,
  targetId: `${id}/${locale}`,
  before,
  after,
  ip,
});

/**
 * Saves the editor's texts as the draft of this locale; the public site is unchanged until it is
 * published. `draftVersion` is the draft the editor started from (null: none): another editor's
 * save in between answers 409 instead of being overwritten.
 */
export async function saveDraft(
  spec: ContentSpec,
  actor: StaffSession,
  id: string,
  locale: Locale,
  input: { fields: Texts; draftVersion: string | null },
  ip: string,
) {
  await db().transaction(async (tx) => {
    await requireItem(spec, id, tx, locale);
    const before = await lockDraft(spec, tx, id, locale, input.draftVersion);
    const fields = pick(spec, input.fields);
    await spec.checkDraft?.(tx, id, locale, fields);
    await writeDraft(spec, tx, actor, id, locale, fields);
    await recordAudit(tx, audit(spec, actor.staff, 'draft', id, locale, before?.fields ?? null, fields, ip));
  });
  return contentEditor(spec, actor, id, locale, locale);
}

/** Throws the draft away (version-checked). */
export async function discardDraft(spec: ContentSpec, actor: StaffSession, id: string, locale: Locale, draftVersion: string, ip: string) {
  await db().transaction(async (tx) => {
    const before = await lockDraft(spec, tx, id, locale, draftVersion);
    if (!before) throw notFound();
    await tx.delete(drafts).where(where(spec, id, locale, drafts));
    await recordAudit(tx, audit(spec, actor.staff, 'discard', id, locale, before.fields, null, ip));
  });
}

/**
 * Publishes the draft: it becomes the live text in one transaction with its history entry, the
 * translation state (a changed English text makes the other locales outdated; a published
 * translation is up to date with the English it was made from), the search index and the audit
 * entry; then the pages built from this kind expire, in every locale. The first publication also
 * keeps the text it replaces (from the content files) as a version, so it can be restored.
 */
export async function publishDraft(spec: ContentSpec, actor: StaffSession, id: string, locale: Locale, draftVersion: string, ip: string) {
  const mails = await db().transaction(async (tx) => {
    const draft = await lockDraft(spec, tx, id, locale, draftVersion);
    if (!draft) throw notFound();
    await assertMayPublish(spec, actor, draft, tx);
    return publishLockedDraft(spec, tx, actor.staff, id, locale, draft.fields, ip);
  });
  afterPublish(spec, id, locale, mails, 'content published');
  return contentEditor(spec, actor, id, locale, locale);
}

/**
 * The publication itself, in the caller's transaction, which holds the draft's row lock: the
 * editor's Publish and the scheduled publication (lib/server/staff/scheduled-publishing.ts) both
 * run it. Returns the outbox ids to deliver once the transaction has committed (afterPublish).
 */
export async function publishLockedDraft(spec: ContentSpec, tx: Queryable, by: Publisher, id: string, locale: Locale, draftFields: Texts, ip: string | null) {
  const fields = pick(spec, draftFields);
  const before = await spec.read(tx, id, locale, true);
  const [own] = await tx
    .select()
    .from(state)
    .where(where(spec, id, locale, state))
    .for('update');
  const kept = await tx
    .select({ id: versions.id })
    .from(versions)
    .where(where(spec, id, locale, versions))
    .limit(1);
  const changed = !before || !same(spec, before, fields);
  const revision = (own?.revision ?? 1) + (changed ? 1 : 0);
  if (before && kept.length === 0) {
    await tx.insert(versions).values({
      kind: spec.kind,
      itemId: id,
      locale,
      fields: before,
      publishedAt: own?.updatedAt ?? new Date(0),
      publishedBy: null,
      origin: 'files',
      revision: own?.revision ?? 1,
    });
  }
  if (locale === SOURCE_LOCALE && changed) await reviveTranslations(spec, tx, id, fields, revision);
  await tx.insert(versions).values({ kind: spec.kind, itemId: id, locale, fields, revision, publishedBy: by.id, publishedByName: by.name });
  await spec.write(tx, id, locale, fields);

  let basedOn = revision;
  if (locale !== SOURCE_LOCALE) basedOn = (await stateOf(spec, id, SOURCE_LOCALE, tx))?.revision ?? 1;
  const next = { revision, basedOn, editedIn: 'back_office' as const, updatedAt: new Date(), updatedBy: by.id };
  await tx
    .insert(state)
    .values({ kind: spec.kind, itemId: id, locale, ...next })
    .onConflictDoUpdate({ target: [state.kind, state.itemId, state.locale], set: next });
  // A schedule of this draft goes with it (content_schedules references the draft, on delete cascade).
  await tx.delete(drafts).where(where(spec, id, locale, drafts));
  if (spec.searchable) await rebuildSearchIndex(tx);
  await recordAudit(tx, audit(spec, by, 'publish', id, locale, before, fields, ip));
  return !before && spec.firstPublished ? spec.firstPublished(tx, id, locale) : [];
}

/** Once a publication has committed: the pages built from its kind expire, in every locale (every instance with REDIS_URL), and its mails go. */
export function afterPublish(spec: ContentSpec, id: string, locale: Locale, mails: string[], reason: string) {
  revalidateTag(spec.tag, { expire: 0 });
  deliverLater(mails);
  log.info('content pages expired', { reason, kind: spec.kind, item: id, locale });
}

/**
 * The English text goes back to one it had before (a restored version, or the same words typed
 * again): the translations made from that text, or confirmed against it, are current again. Those
 * made from the text in between stay outdated, as the revision moves on.
 */
async function reviveTranslations(spec: ContentSpec, tx: Queryable, id: string, fields: Texts, revision: number) {
  const earlier = await tx
    .select({ fields: versions.fields, revision: versions.revision })
    .from(versions)
    .where(and(where(spec, id, SOURCE_LOCALE, versions), isNotNull(versions.revision)))
    .orderBy(desc(versions.id));
  const match = earlier.find((v) => same(spec, pick(spec, v.fields), fields));
  if (!match) return;
  await tx
    .update(state)
    .set({ basedOn: revision })
    .where(and(eq(state.kind, spec.kind), eq(state.itemId, id), ne(state.locale, SOURCE_LOCALE), eq(state.basedOn, match.revision!)));
}

/** Copies a published version into the draft, to review and publish again (version-checked). */
export async function restoreVersion(
  spec: ContentSpec,
  actor: StaffSession,
  id: string,
  locale: Locale,
  input: { versionId: number; draftVersion: string | null },
  ip: string,
) {
  await db().transaction(async (tx) => {
    const [old] = await tx
      .select({ fields: versions.fields })
      .from(versions)
      .where(and(eq(versions.id, input.versionId), where(spec, id, locale, versions)));
    if (!old) throw notFound();
    const before = await lockDraft(spec, tx, id, locale, input.draftVersion);
    const fields = pick(spec, old.fields);
    await writeDraft(spec, tx, actor, id, locale, fields);
    await recordAudit(tx, audit(spec, actor.staff, 'restore', id, locale, before?.fields ?? null, { version: input.versionId, ...fields }, ip));
  });
  return contentEditor(spec, actor, id, locale, locale);
}

/**
 * A translator checked the translation against the current English text and it still holds: it
 * is up to date without a change. `revision` is the English revision they checked against.
 */
export async function confirmTranslation(spec: ContentSpec, actor: StaffSession, id: string, locale: Locale, revision: number, ip: string) {
  if (locale === SOURCE_LOCALE) throw conflict('source_locale');
  await db().transaction(async (tx) => {
    const source = await tx
      .select({ revision: state.revision })
      .from(state)
      .where(where(spec, id, SOURCE_LOCALE, state))
      .for('share');
    if ((source[0]?.revision ?? 1) !== revision) throw conflict('version_conflict');
    const updated = await tx
      .update(state)
      .set({ basedOn: revision, updatedAt: new Date(), updatedBy: actor.staff.id })
      .where(where(spec, id, locale, state))
      .returning({ basedOn: state.basedOn });
    if (!updated.length) throw notFound();
    await recordAudit(tx, audit(spec, actor.staff, 'confirm', id, locale, null, { basedOn: revision }, ip));
  });
  return contentEditor(spec, actor, id, locale, locale);
}

async function draftOf(spec: ContentSpec, id: string, locale: Locale) {
  const [draft] = await db()
    .select({ fields: drafts.fields })
    .from(drafts)
    .where(where(spec, id, locale, drafts));
  return draft ? pick(spec, draft.fields) : null;
}

/** The product page as it will look with the draft of this locale (staff preview, never cached). */
export async function previewProduct(id: string, locale: Locale) {
  const product = await queryProduct(locale, id, db(), { drafts: true });
  if (!product) return null;
  const draft = (await draftOf(PRODUCT, id, locale)) as ProductTexts | null;
  if (!draft) return { product, draft: false };
  const { description, ...rest } = draft;
  return { draft: true, product: { ...product, ...rest, description: paragraphs(description) } };
}

/** The article as it will look with the draft of this locale (staff preview, never cached). */
export async function previewArticle(id: string, locale: Locale) {
  const draft = (await draftOf(NEWS, id, locale)) as NewsTexts | null;
  // A translation that does not exist yet previews on the English article's frame.
  const article = (await readArticle(locale, id)) ?? (draft ? await readArticle(SOURCE_LOCALE, id) : null);
  if (!article) return null;
  if (!draft) return { article, draft: false };
  const { body, ...rest } = draft;
  return { draft: true, article: { ...article, ...rest, body: paragraphs(body) } };
}

/** The FAQ page as it will look with this question's draft in this locale (staff preview, never cached). */
export async function previewFaq(id: string, locale: Locale) {
  if (!(await FAQ.exists(db(), id))) return null;
  const categories = await readFaq(locale);
  const draft = (await draftOf(FAQ, id, locale)) as FaqTexts | null;
  if (!draft) return { categories, draft: false };
  const present = categories.some((c) => c.items.some((i) => i.id === id));
  if (present) {
    const edited = categories.map((c) => ({ ...c, items: c.items.map((i) => (i.id === id ? { id, ...draft } : i)) }));
    return { categories: edited, draft: true };
  }
  // A translation that does not exist yet: shown first, in a group of its own.
  return { categories: [{ id: 'preview', name: draft.question, items: [{ id, ...draft }] }, ...categories], draft: true };
}

/**
 * The home slider as it will look with this slide's draft in this locale (staff preview, never
 * cached): the slide comes first, so the preview opens on it.
 */
export async function previewSlide(id: string, locale: Locale) {
  const [row] = await db().select().from(schema.slides).where(eq(schema.slides.id, id));
  if (!row) return null;
  const published = await readSlides(locale);
  const draft = (await draftOf(SLIDE, id, locale)) as SlideTexts | null;
  const own = published.find((s) => s.id === id);
  const texts = draft ?? own;
  // Neither published nor drafted in this locale: nothing to show.
  if (!texts) return null;
  const slide = { id, image: row.image, href: row.href, title: texts.title, text: texts.text, cta: texts.cta, alt: texts.alt };
  return { draft: draft !== null, slides: [slide, ...published.filter((s) => s.id !== id)] };
}

/** The brand page as it will look with this section's draft in this locale (staff preview, never cached). */
export async function previewBrand(id: string, locale: Locale) {
  const [content, order] = await Promise.all([readBrandContent(locale), BRAND.items()]);
  if (!order.some((s) => s.id === id)) return null;
  const draft = (await draftOf(BRAND, id, locale)) as BrandTexts | null;
  if (!draft) return content.sections.some((s) => s.id === id) ? { content, draft: false } : null;
  const [row] = await db().select({ image: schema.brandSections.image }).from(schema.brandSections).where(eq(schema.brandSections.id, id));
  const section = { id, title: draft.title, html: sanitizeRichText(draft.body), image: row?.image ?? null };
  // A translation that does not exist yet takes its place among the others.
  const sections = [...content.sections.filter((s) => s.id !== id), section];
  const place = new Map(order.map((s, i) => [s.id, i]));
  sections.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
  return { content: { ...content, sections }, draft: true };
}

/**
 * The brand page as it will look with this history event's draft in this locale (staff preview,
 * never cached); an event not yet published in this locale takes its place by year.
 */
export async function previewTimeline(id: string, locale: Locale) {
  const [row] = await db().select().from(schema.timelineEvents).where(eq(schema.timelineEvents.id, id));
  if (!row) return null;
  const [content, draft] = await Promise.all([readBrandContent(locale), draftOf(TIMELINE, id, locale) as Promise<TimelineTexts | null>]);
  if (!draft) return content.timeline.some((e) => e.id === id) ? { content, draft: false } : null;
  const timeline = [...content.timeline.filter((e) => e.id !== id), { id, year: row.year, title: draft.title, text: draft.text, image: row.image }];
  timeline.sort((a, b) => a.year - b.year || a.id.localeCompare(b.id));
  return { content: { ...content, timeline }, draft: true };
}

/** The brand page as it will look with this certificate's draft name in this locale (staff preview, never cached). */
export async function previewCertificate(id: string, locale: Locale) {
  const [row] = await db().select().from(schema.certificates).where(eq(schema.certificates.id, id));
  if (!row) return null;
  const [content, draft] = await Promise.all([readBrandContent(locale), draftOf(CERTIFICATE, id, locale) as Promise<CertificateTexts | null>]);
  if (!draft) return content.certificates.some((c) => c.id === id) ? { content, draft: false } : null;
  const certificates = [...content.certificates.filter((c) => c.id !== id), { id, year: row.year, title: draft.title, image: row.image }];
  certificates.sort((a, b) => a.year - b.year || a.id.localeCompare(b.id));
  return { content: { ...content, certificates }, draft: true };
}

/** The investor page's texts as this locale's draft would make them (staff preview, never cached). */
export async function previewInvestor(id: string, locale: Locale) {
  if (!(await INVESTOR.exists(db(), id))) return null;
  const draft = (await draftOf(INVESTOR, id, locale)) as InvestorTexts | null;
  if (!draft) return { texts: await readInvestorTexts(locale), draft: false };
  return { texts: { business: draft.business, platform: paragraphs(draft.platform) }, draft: true };
}

/** The category's product list as it will look with its draft name and description in this locale (staff preview, never cached). */
export async function previewCategory(id: string, locale: Locale) {
  if (!(await CATEGORY.exists(db(), id))) return null;
  const categories = await queryCategories(locale, db(), { all: true });
  const draft = (await draftOf(CATEGORY, id, locale)) as CategoryTexts | null;
  if (!draft) return { categories, draft: false };
  return { categories: categories.map((c) => (c.id === id ? { ...c, ...draft } : c)), draft: true };
}

/**
 * The downloads page as it will look with this file's draft title and description in this locale
 * (staff preview, never cached); a file not yet published in this locale takes its place in its category.
 */
export async function previewDownload(id: string, locale: Locale) {
  const [row] = await db().select().from(schema.downloads).where(eq(schema.downloads.id, id));
  if (!row) return null;
  const [categories, draft] = await Promise.all([readDownloads(locale), draftOf(DOWNLOAD, id, locale) as Promise<DownloadTexts | null>]);
  if (!draft) return categories.some((c) => c.files.some((f) => f.id === id)) ? { categories, draft: false } : null;
  const file = { id, categoryId: row.categoryId, file: row.file, mime: row.mime, bytes: row.bytes, publishedAt: row.publishedAt, ...draft };
  const edited = categories.map((c) => {
    if (c.id !== row.categoryId) return c;
    const files = c.files.some((f) => f.id === id) ? c.files.map((f) => (f.id === id ? file : f)) : [file, ...c.files];
    return { ...c, files };
  });
  return { categories: edited, draft: true };
}

/**
 * A policy or legal page as it will look with its draft in this locale (staff preview, never
 * cached): the draft, dated today as publishing would, else the published text.
 */
export async function previewPolicy(id: string, locale: Locale): Promise<{ text: PolicyText; draft: boolean } | null> {
  if (!(await POLICY.exists(db(), id))) return null;
  const draft = (await draftOf(POLICY, id, locale)) as PolicyTexts | null;
  if (draft) return { text: { ...draft, body: sanitizeRichText(draft.body), updated: new Date().toISOString().slice(0, 10) }, draft: true };
  const published = await readPolicy(id, locale);
  return published ? { text: published, draft: false } : null;
}
