import 'server-only';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { db, schema } from './db';

const HOUR = 60 * 60 * 1000;
/** View counts from one address: enough for a busy office reading the news, a wall for a script. */
export const VIEWS_PER_IP = { max: 120, windowMs: HOUR };

/**
 * A visitor is one address with one browser (user agent) on one day. Only a SHA-256 of that
 * (with the article and day mixed in, so rows cannot be joined across articles or days) is
 * stored. No cookie: a cookie is chosen by the client, so a fresh one per request would count
 * every request. Rotating user agents is bounded by VIEWS_PER_IP.
 */
export function visitorKey(newsId: string, ip: string, userAgent: string | null, day = viewDay()): string {
  return createHash('sha256')
    .update(`${day}\n${newsId}\n${ip}\n${userAgent ?? ''}`)
    .digest('base64url');
}

/** The calendar day (UTC) a view counts for. */
export function viewDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Counts one view of an article by a visitor on a day: the (article, visitor, day) row is the
 * dedupe key, and the counter moves only when that row was new, in the same transaction.
 * `visitor` is already a hash (visitorKey).
 * Returns the displayed count (base + counted views), or null when the article does not exist.
 */
export async function recordView(newsId: string, visitor: string, day = viewDay()): Promise<{ views: number; counted: boolean } | null> {
  const s = schema;
  return db().transaction(async (tx) => {
    const [article] = await tx.select({ id: s.news.id }).from(s.news).where(eq(s.news.id, newsId)).for('share');
    if (!article) return null;
    const inserted = await tx.insert(s.newsViews).values({ newsId, visitor, day }).onConflictDoNothing().returning({ newsId: s.newsViews.newsId });
    const counted = inserted.length > 0;
    const [row] = counted
      ? await tx
          .update(s.news)
          .set({ viewCount: sql`${s.news.viewCount} + 1` })
          .where(eq(s.news.id, newsId))
          .returning({ views: sql<number>`(${s.news.baseViews} + ${s.news.viewCount})::int` })
      : await tx
          .select({ views: sql<number>`(${s.news.baseViews} + ${s.news.viewCount})::int` })
          .from(s.news)
          .where(eq(s.news.id, newsId));
    return { views: Number(row?.views ?? 0), counted };
  });
}

export async function currentViews(newsId: string): Promise<number | null> {
  const [row] = await db()
    .select({ views: sql<number>`(${schema.news.baseViews} + ${schema.news.viewCount})::int` })
    .from(schema.news)
    .where(eq(schema.news.id, newsId));
  return row ? Number(row.views) : null;
}
