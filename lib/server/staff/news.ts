import 'server-only';
import type { StaffNewsList } from '@/lib/types/staff';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { TAGS } from '../cache';
import { db, schema, type Queryable } from '../db';
import { assertVersion, conflict, invalidFields, notFound } from '../http/errors';
import { log } from '../log';
import { rebuildSearchIndex } from '../search/indexer';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';
import { markEdited } from './edit-marks';
import { checkLibraryImage } from './media';

const n = schema.news;
const en = schema.newsTexts;
const rel = schema.newsRelated;
type Row = { id: string; categoryId: string; publishedAt: Date; image: string; updatedAt: Date; title: string | null };

async function relatedOf(q: Queryable, ids: string[]) {
  if (!ids.length) return new Map<string, string[]>();
  const rows = await q.select().from(rel).where(inArray(rel.newsId, ids)).orderBy(asc(rel.position));
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.newsId, [...(map.get(r.newsId) ?? []), r.relatedId]);
  return map;
}

const out = (row: Row, related: string[]) => ({
  ...row,
  title: row.title ?? row.id,
  publishedAt: row.publishedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  related,
});
const columns = { id: n.id, categoryId: n.categoryId, publishedAt: n.publishedAt, image: n.image, updatedAt: n.updatedAt, title: en.title };
const withEnglish = and(eq(en.newsId, n.id), eq(en.locale, 'en'));

/** Every article, newest first, with what does not depend on the language and its English title; the categories to choose from. */
export async function listNewsSettings(): Promise<StaffNewsList> {
  const [rows, categories] = await Promise.all([
    db().select(columns).from(n).leftJoin(en, withEnglish).orderBy(desc(n.publishedAt), desc(n.id)),
    db()
      .select({ id: schema.newsCategories.id, name: schema.newsCategoryTexts.name })
      .from(schema.newsCategories)
      .leftJoin(schema.newsCategoryTexts, and(eq(schema.newsCategoryTexts.categoryId, schema.newsCategories.id), eq(schema.newsCategoryTexts.locale, 'en')))
      .orderBy(asc(schema.newsCategories.position)),
  ]);
  const related = await relatedOf(
    db(),
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => out(r, related.get(r.id) ?? [])), categories: categories.map((c) => ({ id: c.id, name: c.name ?? c.id })) };
}

async function article(id: string) {
  const [row] = await db().select(columns).from(n).leftJoin(en, withEnglish).where(eq(n.id, id));
  if (!row) throw notFound();
  return out(row, (await relatedOf(db(), [id])).get(id) ?? []);
}

async function checkCategory(q: Queryable, categoryId: string) {
  const [row] = await q.select({ id: schema.newsCategories.id }).from(schema.newsCategories).where(eq(schema.newsCategories.id, categoryId));
  if (!row) throw invalidFields({ categoryId: '@staffChooseCategory' });
}

function expire(reason: string, id: string) {
  revalidateTag(TAGS.news, { expire: 0 });
  log.info('pages expired', { reason, tag: TAGS.news, article: id });
}

type Settings = { categoryId: string; publishedAt: string; image: string; related: string[] };

/**
 * Category, date, image and the related articles staff chose (other existing articles, no
 * repeats), over the version the editor saw (409 otherwise). One transaction with the search
 * index (it lists date and category) and the audit entry; then the news pages expire.
 */
export async function updateNewsSettings(actor: StaffSession, id: string, input: Settings & { updatedAt: string }, ip: string) {
  await db().transaction(async (tx) => {
    await markEdited(tx, actor, 'news', id);
    const [row] = await tx.select().from(n).where(eq(n.id, id)).for('update');
    if (!row) throw notFound();
    assertVersion(row.updatedAt, input.updatedAt);
    await checkCategory(tx, input.categoryId);
    await checkLibraryImage(tx, input.image, row.image);
    const related = [...new Set(input.related)];
    if (related.length !== input.related.length || related.includes(id)) throw invalidFields({ related: '@staffRelatedArticles' });
    if (related.length) {
      const found = await tx.select({ id: n.id }).from(n).where(inArray(n.id, related));
      if (found.length !== related.length) throw invalidFields({ related: '@staffRelatedArticles' });
    }
    const before = {
      categoryId: row.categoryId,
      publishedAt: row.publishedAt.toISOString(),
      image: row.image,
      related: (await relatedOf(tx, [id])).get(id) ?? [],
    };
    const next = { categoryId: input.categoryId, publishedAt: new Date(input.publishedAt), image: input.image };
    await tx
      .update(n)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(n.id, id));
    await tx.delete(rel).where(eq(rel.newsId, id));
    if (related.length) await tx.insert(rel).values(related.map((relatedId, position) => ({ newsId: id, relatedId, position })));
    await rebuildSearchIndex(tx);
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'news.update',
      targetType: 'news',
      targetId: id,
      before,
      after: { ...next, publishedAt: next.publishedAt.toISOString(), related },
      ip,
    });
  });
  expire('article changed', id);
  return article(id);
}

/** A new article; it shows in each locale once its texts are published there. 409 when the id is taken. Audited. */
export async function createArticle(actor: StaffSession, input: Omit<Settings, 'related'> & { id: string }, ip: string) {
  await db().transaction(async (tx) => {
    await markEdited(tx, actor, 'news', input.id);
    await checkCategory(tx, input.categoryId);
    await checkLibraryImage(tx, input.image, null);
    const [row] = await tx
      .insert(n)
      .values({ id: input.id, categoryId: input.categoryId, publishedAt: new Date(input.publishedAt), image: input.image })
      .onConflictDoNothing()
      .returning({ id: n.id });
    if (!row) throw conflict('article_exists');
    await recordAudit(tx, { actor: actor.staff, action: 'news.create', targetType: 'news', targetId: input.id, after: input, ip });
  });
  expire('article added', input.id);
  return article(input.id);
}
