import 'server-only';
import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { NewsSummary } from '@/lib/types/news';
import { NEWS_PAGE_SIZE } from '@/lib/validations/news';
import { cached, TAGS } from '../cache';
import { db, schema } from '../db';

export interface NewsCategory {
  id: string;
  name: string;
}

export type { NewsSummary } from '@/lib/types/news';

export interface NewsArticle extends NewsSummary {
  body: string[];
  video: string | null;
  videoPoster: string | null;
  /** The articles staff chose as related, in their order. */
  relatedIds: string[];
}

export interface NewsNeighbours {
  previous: NewsSummary | null;
  next: NewsSummary | null;
  related: NewsSummary[];
}

const s = schema;
const summaryColumns = {
  id: s.news.id,
  categoryId: s.news.categoryId,
  categoryName: s.newsCategoryTexts.name,
  publishedAt: s.news.publishedAt,
  image: s.news.image,
  title: s.newsTexts.title,
  summary: s.newsTexts.summary,
  source: s.newsTexts.source,
  views: sql<number>`(${s.news.baseViews} + ${s.news.viewCount})::int`,
};

function localized(locale: Locale) {
  return db()
    .select({ ...summaryColumns, body: s.newsTexts.body, video: s.news.video, videoPoster: s.news.videoPoster })
    .from(s.news)
    .innerJoin(s.newsTexts, and(eq(s.newsTexts.newsId, s.news.id), eq(s.newsTexts.locale, locale)))
    .innerJoin(s.newsCategoryTexts, and(eq(s.newsCategoryTexts.categoryId, s.news.categoryId), eq(s.newsCategoryTexts.locale, locale)))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof localized>['execute']>>[number];

function toSummary(r: Row): NewsSummary {
  return {
    id: r.id,
    categoryId: r.categoryId,
    categoryName: r.categoryName,
    publishedAt: r.publishedAt.toISOString(),
    image: r.image,
    title: r.title,
    summary: r.summary,
    source: r.source,
    views: Number(r.views),
  };
}

function toArticle(r: Row, relatedIds: string[]): NewsArticle {
  return {
    relatedIds,
    ...toSummary(r),
    body: r.body
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean),
    video: r.video,
    videoPoster: r.videoPoster,
  };
}

export const getNewsCategories = cached(
  async (locale: Locale): Promise<NewsCategory[]> =>
    db()
      .select({ id: s.newsCategories.id, name: s.newsCategoryTexts.name })
      .from(s.newsCategories)
      .innerJoin(s.newsCategoryTexts, and(eq(s.newsCategoryTexts.categoryId, s.newsCategories.id), eq(s.newsCategoryTexts.locale, locale)))
      .orderBy(asc(s.newsCategories.position)),
  'news-categories',
  [TAGS.news],
);

/** Every article of a locale, newest first (the static pages paginate this list). */
export async function readAllNews(locale: Locale): Promise<NewsSummary[]> {
  const rows = await localized(locale).orderBy(desc(s.news.publishedAt), desc(s.news.id));
  return rows.map(toSummary);
}

export const getAllNews = cached(readAllNews, 'news-all', [TAGS.news]);

/** Ids of all articles, for generateStaticParams. */
export const getNewsIds = cached(
  async (): Promise<string[]> => {
    const rows = await db().select({ id: s.news.id }).from(s.news);
    return rows.map((r) => r.id);
  },
  'news-ids',
  [TAGS.news],
);

export async function readArticle(locale: Locale, id: string): Promise<NewsArticle | null> {
  const [[row], related] = await Promise.all([
    localized(locale).where(eq(s.news.id, id)).limit(1),
    db().select({ id: s.newsRelated.relatedId }).from(s.newsRelated).where(eq(s.newsRelated.newsId, id)).orderBy(asc(s.newsRelated.position)),
  ]);
  return row
    ? toArticle(
        row,
        related.map((r) => r.id),
      )
    : null;
}

export const getArticle = cached(readArticle, 'news-article', [TAGS.news]);

/**
 * Previous = the article published just before this one, next = the one just after, both in
 * the same locale (ties broken by id so the order is total); related = the ones staff chose
 * (`picked`, in their order, those that exist in this locale), filled up to three with others of
 * the same category, newest first.
 */
export function neighbours(all: NewsSummary[], id: string, picked: string[] = []): NewsNeighbours {
  const chronological = [...all].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.id.localeCompare(b.id));
  const i = chronological.findIndex((n) => n.id === id);
  if (i < 0) return { previous: null, next: null, related: [] };
  const self = chronological[i]!;
  const byId = new Map(all.map((n) => [n.id, n]));
  const chosen = picked.filter((p) => p !== id).flatMap((p) => byId.get(p) ?? []);
  const sameCategory = all.filter((n) => n.categoryId === self.categoryId && n.id !== id && !chosen.includes(n));
  const related = [...chosen, ...sameCategory].slice(0, 3);
  return { previous: chronological[i - 1] ?? null, next: chronological[i + 1] ?? null, related };
}

export interface NewsPage {
  items: NewsSummary[];
  page: number;
  pages: number;
}

/** One page of the news center, or null when the category is unknown or the page out of range. */
export async function getNewsPage(locale: Locale, category: string, page: number): Promise<NewsPage | null> {
  const [all, categories] = await Promise.all([getAllNews(locale), getNewsCategories(locale)]);
  if (category !== 'all' && !categories.some((c) => c.id === category)) return null;
  const list = category === 'all' ? all : all.filter((n) => n.categoryId === category);
  const pages = Math.max(1, Math.ceil(list.length / NEWS_PAGE_SIZE));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  return { items: list.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE), page, pages };
}

export interface NewsQuery {
  locale: Locale;
  category?: string;
  limit: number;
  page?: number;
  /** Opaque cursor from a previous answer: `<publishedAt ISO>|<id>`. */
  cursor?: { publishedAt: Date; id: string };
}

/** Live list for the API (view counts current, not cached), keyset- or page-paginated. */
export async function queryNews(q: NewsQuery): Promise<{ items: NewsSummary[]; total: number; nextCursor: string | null }> {
  const conditions = [];
  if (q.category && q.category !== 'all') conditions.push(eq(s.news.categoryId, q.category));
  const filter = conditions.length ? and(...conditions) : undefined;
  const keyset = q.cursor
    ? or(lt(s.news.publishedAt, q.cursor.publishedAt), and(eq(s.news.publishedAt, q.cursor.publishedAt), lt(s.news.id, q.cursor.id)))
    : undefined;
  let query = localized(q.locale)
    .where(and(filter, keyset))
    .orderBy(desc(s.news.publishedAt), desc(s.news.id))
    .limit(q.limit + 1);
  if (!q.cursor && q.page && q.page > 1) query = query.offset((q.page - 1) * q.limit);
  const [rows, [count]] = await Promise.all([
    query,
    db()
      .select({ n: sql<number>`count(*)::int` })
      .from(s.news)
      .innerJoin(s.newsTexts, and(eq(s.newsTexts.newsId, s.news.id), eq(s.newsTexts.locale, q.locale)))
      .where(filter),
  ]);
  const items = rows.slice(0, q.limit).map(toSummary);
  const last = items[items.length - 1];
  const nextCursor = rows.length > q.limit && last ? `${last.publishedAt}|${last.id}` : null;
  return { items, total: Number(count?.n ?? 0), nextCursor };
}
