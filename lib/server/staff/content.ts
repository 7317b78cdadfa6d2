import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { defaultLocale, locales, type Locale } from '@/i18n/routing';
import type { ProductTexts } from '@/lib/validations/content';
import { TAGS } from '../cache';
import { queryProduct } from '../catalogue';
import { db, schema, type Queryable } from '../db';
import { conflict, notFound } from '../http/errors';
import { log } from '../log';
import { rebuildSearchIndex } from '../search/indexer';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';

/** The locale translations are made from: a change to its text makes every translation outdated. */
export const SOURCE_LOCALE: Locale = defaultLocale;
export type TranslationStatus = 'missing' | 'outdated' | 'done';

const texts = schema.productTexts;
const state = schema.translationState;
const drafts = schema.contentDrafts;
const versions = schema.contentVersions;
const KIND = 'product' as const;
const FIELDS = ['name', 'tagline', 'summary', 'description', 'specs'] as const;

const pick = (row: ProductTexts): ProductTexts => ({
  name: row.name,
  tagline: row.tagline,
  summary: row.summary,
  description: row.description,
  specs: row.specs.map((s) => ({ label: s.label, value: s.value })),
});
const same = (a: ProductTexts, b: ProductTexts) => FIELDS.every((f) => JSON.stringify(a[f]) === JSON.stringify(b[f]));
const version = (at: Date | null | undefined) => (at ? at.toISOString() : null);

function statusOf(locale: Locale, present: boolean, basedOn: number | undefined, sourceRevision: number | undefined): TranslationStatus {
  if (!present) return 'missing';
  if (locale === SOURCE_LOCALE) return 'done';
  return (basedOn ?? 1) < (sourceRevision ?? 1) ? 'outdated' : 'done';
}

/**
 * Every product × locale: missing (no text), outdated (the English text changed after the
 * translation was published), done; and whether an unpublished draft waits. Filters keep the
 * cells of one locale or one status ("everything missing in ko").
 */
export async function translationMatrix(filter: { locale?: Locale; status?: TranslationStatus }) {
  const [items, textRows, stateRows, draftRows] = await Promise.all([
    db().select({ id: schema.products.id }).from(schema.products).orderBy(asc(schema.products.position), asc(schema.products.id)),
    db().select({ id: texts.productId, locale: texts.locale, name: texts.name }).from(texts),
    db().select({ id: state.itemId, locale: state.locale, revision: state.revision, basedOn: state.basedOn }).from(state).where(eq(state.kind, KIND)),
    db().select({ id: drafts.itemId, locale: drafts.locale }).from(drafts).where(eq(drafts.kind, KIND)),
  ]);
  const key = (id: string, locale: string) => `${id}\u0000${locale}`;
  const names = new Map(textRows.map((r) => [key(r.id, r.locale), r.name]));
  const states = new Map(stateRows.map((r) => [key(r.id, r.locale), r]));
  const drafted = new Set(draftRows.map((r) => key(r.id, r.locale)));
  const shown = filter.locale ? [filter.locale] : [...locales];
  const rows = items.map(({ id }) => {
    const sourceRevision = states.get(key(id, SOURCE_LOCALE))?.revision;
    const cells = Object.fromEntries(
      shown.map((locale) => {
        const status = statusOf(locale, names.has(key(id, locale)), states.get(key(id, locale))?.basedOn, sourceRevision);
        return [locale, { status, draft: drafted.has(key(id, locale)) }];
      }),
    ) as Partial<Record<Locale, { status: TranslationStatus; draft: boolean }>>;
    return { id, name: names.get(key(id, SOURCE_LOCALE)) ?? id, cells };
  });
  const kept = filter.status ? rows.filter((r) => Object.values(r.cells).some((c) => c.status === filter.status)) : rows;
  const totals = { missing: 0, outdated: 0, done: 0 };
  for (const r of rows) for (const c of Object.values(r.cells)) totals[c.status] += 1;
  return { kind: KIND, locales: shown, source: SOURCE_LOCALE, totals, items: kept };
}

/** Cells needing a translator, for the dashboard. */
export async function untranslatedCount(): Promise<number> {
  const { totals } = await translationMatrix({});
  return totals.missing + totals.outdated;
}

async function publishedTexts(id: string, locale: Locale, q: Queryable = db()): Promise<ProductTexts | null> {
  const [row] = await q
    .select()
    .from(texts)
    .where(and(eq(texts.productId, id), eq(texts.locale, locale)));
  return row ? pick(row) : null;
}

async function stateOf(id: string, locale: Locale, q: Queryable = db()) {
  const [row] = await q
    .select()
    .from(state)
    .where(and(eq(state.kind, KIND), eq(state.itemId, id), eq(state.locale, locale)));
  return row ?? null;
}

async function requireProduct(id: string, q: Queryable = db()) {
  const [row] = await q.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.id, id));
  if (!row) throw notFound();
}

/**
 * What the side-by-side editor shows for one product in one locale: the published text, the
 * draft if any (with its version), the reference locale's text next to it, where the translation
 * stands, and the published versions to restore from.
 */
export async function productEditor(id: string, locale: Locale, reference: Locale) {
  await requireProduct(id);
  const [published, referenceTexts, own, source, draftRow, history] = await Promise.all([
    publishedTexts(id, locale),
    publishedTexts(id, reference),
    stateOf(id, locale),
    stateOf(id, SOURCE_LOCALE),
    db()
      .select({ fields: drafts.fields, updatedAt: drafts.updatedAt, by: schema.staff.name })
      .from(drafts)
      .leftJoin(schema.staff, eq(schema.staff.id, drafts.updatedBy))
      .where(and(eq(drafts.kind, KIND), eq(drafts.itemId, id), eq(drafts.locale, locale))),
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
      .where(and(eq(versions.kind, KIND), eq(versions.itemId, id), eq(versions.locale, locale)))
      .orderBy(desc(versions.publishedAt), desc(versions.id))
      .limit(20),
  ]);
  const draft = draftRow[0];
  return {
    id,
    locale,
    reference,
    source: { locale: SOURCE_LOCALE, revision: source?.revision ?? 1 },
    status: statusOf(locale, published !== null, own?.basedOn, source?.revision),
    revision: own?.revision ?? 0,
    basedOn: own?.basedOn ?? 0,
    editedIn: own?.editedIn ?? 'files',
    published,
    referenceTexts,
    draft: draft ? { fields: pick(draft.fields as unknown as ProductTexts), version: version(draft.updatedAt)!, by: draft.by } : null,
    versions: history.map((v) => ({
      id: v.id,
      name: String((v.fields as { name?: unknown }).name ?? ''),
      publishedAt: v.publishedAt.toISOString(),
      by: v.by ?? v.byName,
      origin: v.origin,
    })),
  };
}

/** Locks the draft of one item and locale and checks it is the version the editor saw. */
async function lockDraft(tx: Queryable, id: string, locale: Locale, seen: string | null) {
  const [row] = await tx
    .select()
    .from(drafts)
    .where(and(eq(drafts.kind, KIND), eq(drafts.itemId, id), eq(drafts.locale, locale)))
    .for('update');
  if (version(row?.updatedAt) !== (seen === null ? null : new Date(seen).toISOString())) throw conflict('version_conflict');
  return row ?? null;
}

async function writeDraft(tx: Queryable, actor: StaffSession, id: string, locale: Locale, fields: ProductTexts) {
  const values = { kind: KIND, itemId: id, locale, fields: fields as unknown as Record<string, unknown>, updatedAt: new Date(), updatedBy: actor.staff.id };
  await tx
    .insert(drafts)
    .values(values)
    .onConflictDoUpdate({
      target: [drafts.kind, drafts.itemId, drafts.locale],
      set: { fields: values.fields, updatedAt: values.updatedAt, updatedBy: values.updatedBy },
    });
}

/**
 * Saves the editor's texts as the draft of this locale; the public site is unchanged until it is
 * published. `draftVersion` is the draft the editor started from (null: none): another editor's
 * save in between answers 409 instead of being overwritten.
 */
export async function saveProductDraft(
  actor: StaffSession,
  id: string,
  locale: Locale,
  input: { fields: ProductTexts; draftVersion: string | null },
  ip: string,
) {
  await db().transaction(async (tx) => {
    await requireProduct(id, tx);
    const before = await lockDraft(tx, id, locale, input.draftVersion);
    await writeDraft(tx, actor, id, locale, input.fields);
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'content.draft',
      targetType: 'product',
      targetId: `${id}/${locale}`,
      before: before?.fields ?? null,
      after: input.fields,
      ip,
    });
  });
  return productEditor(id, locale, locale);
}

/** Throws the draft away (version-checked). */
export async function discardProductDraft(actor: StaffSession, id: string, locale: Locale, draftVersion: string, ip: string) {
  await db().transaction(async (tx) => {
    const before = await lockDraft(tx, id, locale, draftVersion);
    if (!before) throw notFound();
    await tx.delete(drafts).where(and(eq(drafts.kind, KIND), eq(drafts.itemId, id), eq(drafts.locale, locale)));
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'content.discard',
      targetType: 'product',
      targetId: `${id}/${locale}`,
      before: before.fields,
      after: null,
      ip,
    });
  });
}

/** Expires every page built from products, in every locale; the next visit renders the new text. */
function productPagesChanged(id: string, locale: Locale) {
  revalidateTag(TAGS.products, { expire: 0 });
  log.info('product pages expired', { reason: 'content published', product: id, locale });
}

/**
 * Publishes the draft: it becomes the live text in one transaction with its history entry, the
 * translation state (a changed English text makes the other locales outdated; a published
 * translation is up to date with the English it was made from), the search index and the audit
 * entry; then the product pages expire. The first publication also keeps the text it replaces
 * (from the content files) as a version, so it can be restored.
 */
export async function publishProductDraft(actor: StaffSession, id: string, locale: Locale, draftVersion: string, ip: string) {
  await db().transaction(async (tx) => {
    const draft = await lockDraft(tx, id, locale, draftVersion);
    if (!draft) throw notFound();
    const fields = pick(draft.fields as unknown as ProductTexts);
    const [current] = await tx
      .select()
      .from(texts)
      .where(and(eq(texts.productId, id), eq(texts.locale, locale)))
      .for('update');
    const before = current ? pick(current) : null;
    const [own] = await tx
      .select()
      .from(state)
      .where(and(eq(state.kind, KIND), eq(state.itemId, id), eq(state.locale, locale)))
      .for('update');
    const kept = await tx
      .select({ id: versions.id })
      .from(versions)
      .where(and(eq(versions.kind, KIND), eq(versions.itemId, id), eq(versions.locale, locale)))
      .limit(1);
    if (before && kept.length === 0) {
      await tx.insert(versions).values({
        kind: KIND,
        itemId: id,
        locale,
        fields: before as unknown as Record<string, unknown>,
        publishedAt: own?.updatedAt ?? new Date(0),
        publishedBy: null,
        origin: 'files',
      });
    }
    await tx.insert(versions).values({
      kind: KIND,
      itemId: id,
      locale,
      fields: fields as unknown as Record<string, unknown>,
      publishedBy: actor.staff.id,
      publishedByName: actor.staff.name,
    });
    await tx
      .insert(texts)
      .values({ productId: id, locale, ...fields })
      .onConflictDoUpdate({ target: [texts.productId, texts.locale], set: fields });

    const changed = !before || !same(before, fields);
    const revision = (own?.revision ?? 1) + (changed ? 1 : 0);
    let basedOn = revision;
    if (locale !== SOURCE_LOCALE) basedOn = (await stateOf(id, SOURCE_LOCALE, tx))?.revision ?? 1;
    const next = { revision, basedOn, editedIn: 'back_office' as const, updatedAt: new Date(), updatedBy: actor.staff.id };
    await tx
      .insert(state)
      .values({ kind: KIND, itemId: id, locale, ...next })
      .onConflictDoUpdate({ target: [state.kind, state.itemId, state.locale], set: next });
    await tx.delete(drafts).where(and(eq(drafts.kind, KIND), eq(drafts.itemId, id), eq(drafts.locale, locale)));
    await rebuildSearchIndex(tx);
    await recordAudit(tx, { actor: actor.staff, action: 'content.publish', targetType: 'product', targetId: `${id}/${locale}`, before, after: fields, ip });
  });
  productPagesChanged(id, locale);
  return productEditor(id, locale, locale);
}

/** Copies a published version into the draft, to review and publish again (version-checked). */
export async function restoreProductVersion(
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
      .where(and(eq(versions.id, input.versionId), eq(versions.kind, KIND), eq(versions.itemId, id), eq(versions.locale, locale)));
    if (!old) throw notFound();
    const before = await lockDraft(tx, id, locale, input.draftVersion);
    const fields = pick(old.fields as unknown as ProductTexts);
    await writeDraft(tx, actor, id, locale, fields);
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'content.restore',
      targetType: 'product',
      targetId: `${id}/${locale}`,
      before: before?.fields ?? null,
      after: { version: input.versionId, ...fields },
      ip,
    });
  });
  return productEditor(id, locale, locale);
}

/**
 * A translator checked the translation against the current English text and it still holds: it
 * is up to date without a change. `revision` is the English revision they checked against.
 */
export async function confirmTranslation(actor: StaffSession, id: string, locale: Locale, revision: number, ip: string) {
  if (locale === SOURCE_LOCALE) throw conflict('source_locale');
  await db().transaction(async (tx) => {
    const source = await tx
      .select({ revision: state.revision })
      .from(state)
      .where(and(eq(state.kind, KIND), eq(state.itemId, id), eq(state.locale, SOURCE_LOCALE)))
      .for('share');
    if ((source[0]?.revision ?? 1) !== revision) throw conflict('version_conflict');
    const updated = await tx
      .update(state)
      .set({ basedOn: revision, updatedAt: new Date(), updatedBy: actor.staff.id })
      .where(and(eq(state.kind, KIND), eq(state.itemId, id), eq(state.locale, locale)))
      .returning({ basedOn: state.basedOn });
    if (!updated.length) throw notFound();
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'content.confirm',
      targetType: 'product',
      targetId: `${id}/${locale}`,
      before: null,
      after: { basedOn: revision },
      ip,
    });
  });
  return productEditor(id, locale, locale);
}

/** The product page as it will look with the draft of this locale (staff preview, never cached). */
export async function previewProduct(id: string, locale: Locale) {
  const product = await queryProduct(locale, id);
  if (!product) return null;
  const [draft] = await db()
    .select({ fields: drafts.fields })
    .from(drafts)
    .where(and(eq(drafts.kind, KIND), eq(drafts.itemId, id), eq(drafts.locale, locale)));
  if (!draft) return { product, draft: false };
  const f = pick(draft.fields as unknown as ProductTexts);
  return {
    draft: true,
    product: {
      ...product,
      name: f.name,
      tagline: f.tagline,
      summary: f.summary,
      specs: f.specs,
      description: f.description
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean),
    },
  };
}
