import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import type { StaffBrandItem, StaffBrandItems } from '@/lib/types/staff';
import type { BrandItemKind } from '@/lib/validations/brand-items';
import { TAGS } from '../cache';
import { db, schema, type Queryable } from '../db';
import { assertVersion, conflict, invalidFields, notFound } from '../http/errors';
import { log } from '../log';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';
import { markEdited } from './edit-marks';
import { checkLibraryImage } from './media';

// The brand page's history events and certificates as things (year, picture), beside their texts,
// which are content kinds edited under Content. The same four operations for both; a certificate
// must have its picture (the gallery shows it), a history event may have one.

type Row = { id: string; year: number; image: string | null; updatedAt: Date; title: string | null };
type Fields = { year: number; image: string | null };

interface Store {
  contentKind: 'timeline' | 'certificate';
  list(q: Queryable, id?: string, lock?: boolean): Promise<Row[]>;
  insert(q: Queryable, id: string, fields: Fields): Promise<boolean>;
  update(q: Queryable, id: string, fields: Fields): Promise<void>;
  remove(q: Queryable, id: string): Promise<Record<string, string>>;
}

const te = schema.timelineEvents;
const tt = schema.timelineEventTexts;
const ce = schema.certificates;
const ct = schema.certificateTexts;

const STORES: Record<BrandItemKind, Store> = {
  timeline: {
    contentKind: 'timeline',
    list: async (q, id, lock = false) => {
      const query = q
        .select({ id: te.id, year: te.year, image: te.image, updatedAt: te.updatedAt, title: tt.title })
        .from(te)
        .leftJoin(tt, and(eq(tt.eventId, te.id), eq(tt.locale, 'en')))
        .where(id === undefined ? undefined : eq(te.id, id))
        .orderBy(asc(te.year), asc(te.id));
      return lock ? query.for('update', { of: te }) : query;
    },
    insert: async (q, id, fields) =>
      (
        await q
          .insert(te)
          .values({ id, ...fields })
          .onConflictDoNothing()
          .returning({ id: te.id })
      ).length > 0,
    update: async (q, id, fields) => {
      await q
        .update(te)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(te.id, id));
    },
    remove: async (q, id) => {
      const texts = await q.select({ locale: tt.locale, title: tt.title }).from(tt).where(eq(tt.eventId, id));
      await q.delete(te).where(eq(te.id, id));
      return Object.fromEntries(texts.map((t) => [t.locale, t.title]));
    },
  },
  certificates: {
    contentKind: 'certificate',
    list: async (q, id, lock = false) => {
      const query = q
        .select({ id: ce.id, year: ce.year, image: ce.image, updatedAt: ce.updatedAt, title: ct.title })
        .from(ce)
        .leftJoin(ct, and(eq(ct.certificateId, ce.id), eq(ct.locale, 'en')))
        .where(id === undefined ? undefined : eq(ce.id, id))
        .orderBy(asc(ce.year), asc(ce.id));
      return lock ? query.for('update', { of: ce }) : query;
    },
    insert: async (q, id, fields) =>
      (await q.insert(ce).values({ id, year: fields.year, image: fields.image! }).onConflictDoNothing().returning({ id: ce.id })).length > 0,
    update: async (q, id, fields) => {
      await q.update(ce).set({ year: fields.year, image: fields.image!, updatedAt: new Date() }).where(eq(ce.id, id));
    },
    remove: async (q, id) => {
      const texts = await q.select({ locale: ct.locale, title: ct.title }).from(ct).where(eq(ct.certificateId, id));
      await q.delete(ce).where(eq(ce.id, id));
      return Object.fromEntries(texts.map((t) => [t.locale, t.title]));
    },
  },
};

const out = (row: Row): StaffBrandItem => ({ ...row, title: row.title ?? row.id, updatedAt: row.updatedAt.toISOString() });

/** Both lists in the brand page's order (by year), with each item's English title (texts are edited under Content). */
export async function listBrandItems(): Promise<StaffBrandItems> {
  const [timeline, certificates] = await Promise.all([STORES.timeline.list(db()), STORES.certificates.list(db())]);
  return { timeline: timeline.map(out), certificates: certificates.map(out) };
}

async function item(kind: BrandItemKind, id: string): Promise<StaffBrandItem> {
  const [row] = await STORES[kind].list(db(), id);
  if (!row) throw notFound();
  return out(row);
}

function expire(reason: string, kind: BrandItemKind, id: string) {
  revalidateTag(TAGS.brand, { expire: 0 });
  log.info('pages expired', { reason, tag: TAGS.brand, [kind]: id });
}

/** A certificate without its picture: 422 on `image`, in the member's language (`required`, Errors.fieldRequired). */
function checkPicture(kind: BrandItemKind, image: string | null, required: string) {
  if (kind === 'certificates' && !image) throw invalidFields({ image: required });
}

const AUDIT = {
  timeline: { create: 'timeline.create', update: 'timeline.update', delete: 'timeline.delete' },
  certificates: { create: 'certificate.create', update: 'certificate.update', delete: 'certificate.delete' },
} as const satisfies Record<BrandItemKind, Record<'create' | 'update' | 'delete', string>>;
const audit = (kind: BrandItemKind, verb: 'create' | 'update' | 'delete') => AUDIT[kind][verb];

/**
 * A new history event or certificate. It shows on the brand page in each locale once its texts are
 * published there (the translation matrix lists it as missing until then). 409 when the id is taken;
 * a picture must be an image of the library. Audited; content:publish will not overwrite it unforced.
 */
export async function createBrandItem(actor: StaffSession, kind: BrandItemKind, input: { id: string } & Fields, ip: string, required: string) {
  const store = STORES[kind];
  checkPicture(kind, input.image, required);
  await db().transaction(async (tx) => {
    await markEdited(tx, actor, store.contentKind, input.id);
    if (input.image) await checkLibraryImage(tx, input.image, null);
    if (!(await store.insert(tx, input.id, { year: input.year, image: input.image }))) throw conflict('item_exists');
    await recordAudit(tx, { actor: actor.staff, action: audit(kind, 'create'), targetType: store.contentKind, targetId: input.id, after: input, ip });
  });
  expire('brand item added', kind, input.id);
  return item(kind, input.id);
}

/** Year and picture over the version the editor saw (409 otherwise); the year places it on the page. Audited; the brand page expires. */
export async function updateBrandItem(
  actor: StaffSession,
  kind: BrandItemKind,
  id: string,
  input: Fields & { updatedAt: string },
  ip: string,
  required: string,
) {
  const store = STORES[kind];
  checkPicture(kind, input.image, required);
  await db().transaction(async (tx) => {
    await markEdited(tx, actor, store.contentKind, id);
    const [row] = await store.list(tx, id, true);
    if (!row) throw notFound();
    assertVersion(row.updatedAt, input.updatedAt);
    if (input.image) await checkLibraryImage(tx, input.image, row.image);
    const next = { year: input.year, image: input.image };
    await store.update(tx, id, next);
    await recordAudit(tx, {
      actor: actor.staff,
      action: audit(kind, 'update'),
      targetType: store.contentKind,
      targetId: id,
      before: { year: row.year, image: row.image },
      after: next,
      ip,
    });
  });
  expire('brand item changed', kind, id);
  return item(kind, id);
}

/** Removes an event or certificate with its texts in every locale (published versions stay in the history). Version-checked, audited. */
export async function deleteBrandItem(actor: StaffSession, kind: BrandItemKind, id: string, updatedAt: string, ip: string) {
  const store = STORES[kind];
  await db().transaction(async (tx) => {
    await markEdited(tx, actor, store.contentKind, id);
    const [row] = await store.list(tx, id, true);
    if (!row) throw notFound();
    assertVersion(row.updatedAt, updatedAt);
    const texts = await store.remove(tx, id);
    const ofItem = (table: typeof schema.translationState | typeof schema.contentDrafts) => and(eq(table.kind, store.contentKind), eq(table.itemId, id));
    await tx.delete(schema.translationState).where(ofItem(schema.translationState));
    await tx.delete(schema.contentDrafts).where(ofItem(schema.contentDrafts));
    await recordAudit(tx, {
      actor: actor.staff,
      action: audit(kind, 'delete'),
      targetType: store.contentKind,
      targetId: id,
      before: { year: row.year, image: row.image, texts },
      ip,
    });
  });
  expire('brand item removed', kind, id);
}
