import 'server-only';
import type { StaffFaqItem } from '@/lib/types/staff';
import type { StaffFaqList } from '@/lib/types/staff';
import { and, asc, eq, sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { TAGS } from '../cache';
import { db, schema } from '../db';
import { conflict, invalidFields, notFound } from '../http/errors';
import { log } from '../log';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';
import { markEdited } from './edit-marks';

const f = schema.faqs;
const en = schema.faqTexts;
const withEnglish = and(eq(en.faqId, f.id), eq(en.locale, 'en'));

/** The FAQ's questions in their categories' order, with their English question (texts are edited under Content), and the categories. */
export async function listFaq(): Promise<StaffFaqList> {
  const [items, categories] = await Promise.all([
    db()
      .select({ id: f.id, categoryId: f.categoryId, position: f.position, question: en.question })
      .from(f)
      .innerJoin(schema.faqCategories, eq(schema.faqCategories.id, f.categoryId))
      .leftJoin(en, withEnglish)
      .orderBy(asc(schema.faqCategories.position), asc(f.position), asc(f.id)),
    db()
      .select({ id: schema.faqCategories.id, name: schema.faqCategoryTexts.name })
      .from(schema.faqCategories)
      .leftJoin(schema.faqCategoryTexts, and(eq(schema.faqCategoryTexts.categoryId, schema.faqCategories.id), eq(schema.faqCategoryTexts.locale, 'en')))
      .orderBy(asc(schema.faqCategories.position)),
  ]);
  return {
    items: items.map((i) => ({ ...i, question: i.question ?? i.id })),
    categories: categories.map((c) => ({ id: c.id, name: c.name ?? c.id })),
  };
}

function expire(reason: string, id: string) {
  revalidateTag(TAGS.faq, { expire: 0 });
  log.info('pages expired', { reason, tag: TAGS.faq, faq: id });
}

/**
 * A new question, last in its category. It shows in each locale once its question and answer are
 * published there (the translation matrix lists it as missing until then). 409 when the id is
 * taken, 422 for an unknown category. Audited; content:publish will not overwrite it unforced.
 */
export async function createFaq(actor: StaffSession, input: { id: string; categoryId: string }, ip: string): Promise<StaffFaqItem> {
  const position = await db().transaction(async (tx) => {
    await markEdited(tx, actor, 'faq', input.id);
    const [category] = await tx.select({ id: schema.faqCategories.id }).from(schema.faqCategories).where(eq(schema.faqCategories.id, input.categoryId));
    if (!category) throw invalidFields({ categoryId: '@staffChooseCategory' });
    const [{ next }] = (
      await tx.execute<{ next: number }>(sql`select coalesce(max(position) + 1, 0)::int as next from faqs where category_id = ${input.categoryId}`)
    ).rows as [{ next: number }];
    const [row] = await tx.insert(f).values({ id: input.id, categoryId: input.categoryId, position: next }).onConflictDoNothing().returning({ id: f.id });
    if (!row) throw conflict('faq_exists');
    await recordAudit(tx, { actor: actor.staff, action: 'faq.create', targetType: 'faq', targetId: input.id, after: { ...input, position: next }, ip });
    return next;
  });
  expire('question added', input.id);
  return { id: input.id, categoryId: input.categoryId, position, question: input.id };
}

/** Removes a question, its texts in every locale and its search entries (published versions stay in the history). Audited. */
export async function deleteFaq(actor: StaffSession, id: string, ip: string) {
  await db().transaction(async (tx) => {
    await markEdited(tx, actor, 'faq', id);
    const [row] = await tx.select().from(f).where(eq(f.id, id)).for('update');
    if (!row) throw notFound();
    const texts = await tx.select().from(en).where(eq(en.faqId, id));
    await tx.delete(f).where(eq(f.id, id));
    await tx.delete(schema.translationState).where(and(eq(schema.translationState.kind, 'faq'), eq(schema.translationState.itemId, id)));
    await tx.delete(schema.contentDrafts).where(and(eq(schema.contentDrafts.kind, 'faq'), eq(schema.contentDrafts.itemId, id)));
    await tx.delete(schema.searchDocuments).where(and(eq(schema.searchDocuments.type, 'faq'), eq(schema.searchDocuments.refId, id)));
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'faq.delete',
      targetType: 'faq',
      targetId: id,
      before: { categoryId: row.categoryId, position: row.position, texts: Object.fromEntries(texts.map((t) => [t.locale, t.question])) },
      ip,
    });
  });
  expire('question removed', id);
}
