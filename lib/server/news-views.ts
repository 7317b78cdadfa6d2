import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashToken } from './auth/tokens';
import { db, schema } from './db';

/** The HttpOnly cookie that identifies a visitor for view counting (random, no personal data). */
export const VISITOR_COOKIE = 'pt_vid';
export const VISITOR_MAX_AGE = 60 * 60 * 24 * 365;
const VISITOR_SHAPE = /^[A-Za-z0-9_-]{22,64}$/;

export function newVisitorId(): string {
  return randomBytes(18).toString('base64url');
}

export function isVisitorId(value: string | undefined | null): value is string {
  return typeof value === 'string' && VISITOR_SHAPE.test(value);
}

/** The calendar day (UTC) a view counts for. */
export function viewDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Counts one view of an article by a visitor on a day: the (article, visitor, day) row is the
 * dedupe key, and the counter moves only when that row was new, in the same transaction.
 * The visitor id is stored hashed, so the table holds no cookie value.
 * Returns the displayed count (base + counted views), or null when the article does not exist.
 */
export async function recordView(newsId: string, visitor: string, day = viewDay()): Promise<{ views: number; counted: boolean } | null> {
  const s = schema;
  return db().transaction(async (tx) => {
    const [article] = await tx.select({ id: s.news.id }).from(s.news).where(eq(s.news.id, newsId)).for('share');
    if (!article) return null;
    const inserted = await tx.insert(s.newsViews).values({ newsId, visitor: hashToken(visitor), day }).onConflictDoNothing().returning({ newsId: s.newsViews.newsId });
    const counted = inserted.length > 0;
    const [row] = counted
      ? await tx.update(s.news).set({ viewCount: sql`${s.news.viewCount} + 1` }).where(eq(s.news.id, newsId))
        .returning({ views: sql<number>`(${s.news.baseViews} + ${s.news.viewCount})::int` })
      : await tx.select({ views: sql<number>`(${s.news.baseViews} + ${s.news.viewCount})::int` }).from(s.news).where(eq(s.news.id, newsId));
    return { views: Number(row?.views ?? 0), counted };
  });
}

export async function currentViews(newsId: string): Promise<number | null> {
  const [row] = await db().select({ views: sql<number>`(${schema.news.baseViews} + ${schema.news.viewCount})::int` }).from(schema.news).where(eq(schema.news.id, newsId));
  return row ? Number(row.views) : null;
}
