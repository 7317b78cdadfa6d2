import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import type { StaffSlide } from '@/lib/types/staff';
import { TAGS } from '../cache';
import { db, schema } from '../db';
import { assertVersion, conflict, notFound } from '../http/errors';
import { log } from '../log';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';
import { markEdited } from './edit-marks';
import { checkLibraryImage } from './media';

const sl = schema.slides;
const en = schema.slideTexts;
type Row = { id: string; position: number; image: string; href: string; updatedAt: Date; title: string | null };
const out = (row: Row): StaffSlide => ({ ...row, title: row.title ?? row.id, updatedAt: row.updatedAt.toISOString() });
const columns = { id: sl.id, position: sl.position, image: sl.image, href: sl.href, updatedAt: sl.updatedAt, title: en.title };
const withEnglish = and(eq(en.slideId, sl.id), eq(en.locale, 'en'));

/** The home slider's slides in their order, with their English title (texts are edited under Content). */
export async function listSlides() {
  const rows = await db().select(columns).from(sl).leftJoin(en, withEnglish).orderBy(asc(sl.position), asc(sl.id));
  return rows.map(out);
}

async function slide(id: string) {
  const [row] = await db().select(columns).from(sl).leftJoin(en, withEnglish).where(eq(sl.id, id));
  if (!row) throw notFound();
  return out(row);
}

function expire(reason: string, id: string) {
  revalidateTag(TAGS.brand, { expire: 0 });
  log.info('pages expired', { reason, tag: TAGS.brand, slide: id });
}

/** Image, link and place of a slide, over the version the editor saw (409 otherwise). Audited; the slider's pages expire. */
export async function updateSlide(actor: StaffSession, id: string, input: { image: string; href: string; position: number; updatedAt: string }, ip: string) {
  await db().transaction(async (tx) => {
    await markEdited(tx, actor, 'slide', id);
    const [row] = await tx.select().from(sl).where(eq(sl.id, id)).for('update');
    if (!row) throw notFound();
    assertVersion(row.updatedAt, input.updatedAt);
    await checkLibraryImage(tx, input.image, row.image);
    const next = { image: input.image, href: input.href, position: input.position };
    const before = { image: row.image, href: row.href, position: row.position };
    await tx
      .update(sl)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(sl.id, id));
    await recordAudit(tx, { actor: actor.staff, action: 'slide.update', targetType: 'slide', targetId: id, before, after: next, ip });
  });
  expire('slide changed', id);
  return slide(id);
}

/**
 * A new slide, last in the slider. It shows in each locale once its texts are published there
 * (the translation matrix lists it as missing until then). 409 when the id is taken.
 */
export async function createSlide(actor: StaffSession, input: { id: string; image: string; href: string }, ip: string) {
  await db().transaction(async (tx) => {
    await markEdited(tx, actor, 'slide', input.id);
    await checkLibraryImage(tx, input.image, null);
    const [{ next }] = (await tx.execute<{ next: number }>(sql`select coalesce(max(position) + 1, 0)::int as next from slides`)).rows as [{ next: number }];
    const [row] = await tx
      .insert(sl)
      .values({ id: input.id, image: input.image, href: input.href, position: next })
      .onConflictDoNothing()
      .returning({ id: sl.id });
    if (!row) throw conflict('slide_exists');
    await recordAudit(tx, { actor: actor.staff, action: 'slide.create', targetType: 'slide', targetId: input.id, after: { ...input, position: next }, ip });
  });
  expire('slide added', input.id);
  return slide(input.id);
}

/** Removes a slide and its texts in every locale (their published versions stay in the history). Version-checked, audited. */
export async function deleteSlide(actor: StaffSession, id: string, updatedAt: string, ip: string) {
  await db().transaction(async (tx) => {
    await markEdited(tx, actor, 'slide', id);
    const [row] = await tx.select().from(sl).where(eq(sl.id, id)).for('update');
    if (!row) throw notFound();
    assertVersion(row.updatedAt, updatedAt);
    const texts = await tx.select().from(en).where(eq(en.slideId, id));
    await tx.delete(sl).where(eq(sl.id, id));
    const item = and(eq(schema.translationState.kind, 'slide'), eq(schema.translationState.itemId, id));
    await tx.delete(schema.translationState).where(item);
    await tx.delete(schema.contentDrafts).where(and(eq(schema.contentDrafts.kind, 'slide'), eq(schema.contentDrafts.itemId, id)));
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'slide.delete',
      targetType: 'slide',
      targetId: id,
      before: { image: row.image, href: row.href, position: row.position, texts: Object.fromEntries(texts.map((t) => [t.locale, t.title])) },
      ip,
    });
  });
  expire('slide removed', id);
}
