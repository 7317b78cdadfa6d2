import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { cached, TAGS } from '../cache';
import { db, schema } from '../db';

export interface DownloadFile {
  id: string;
  categoryId: string;
  /** Public path under /downloads/. */
  file: string;
  mime: string;
  bytes: number;
  publishedAt: string;
  title: string;
  description: string;
}

export interface DownloadCategory {
  id: string;
  name: string;
  files: DownloadFile[];
}

/** Downloads of a locale grouped by category (categories in order, files newest first). */
export async function readDownloads(locale: Locale): Promise<DownloadCategory[]> {
  const s = schema;
  const [categories, files] = await Promise.all([
    db()
      .select({ id: s.downloadCategories.id, name: s.downloadCategoryTexts.name })
      .from(s.downloadCategories)
      .innerJoin(s.downloadCategoryTexts, and(eq(s.downloadCategoryTexts.categoryId, s.downloadCategories.id), eq(s.downloadCategoryTexts.locale, locale)))
      .orderBy(asc(s.downloadCategories.position), asc(s.downloadCategories.id)),
    db()
      .select({
        id: s.downloads.id,
        categoryId: s.downloads.categoryId,
        file: s.downloads.file,
        mime: s.downloads.mime,
        bytes: s.downloads.bytes,
        publishedAt: s.downloads.publishedAt,
        title: s.downloadTexts.title,
        description: s.downloadTexts.description,
      })
      .from(s.downloads)
      .innerJoin(s.downloadTexts, and(eq(s.downloadTexts.downloadId, s.downloads.id), eq(s.downloadTexts.locale, locale)))
      .orderBy(desc(s.downloads.publishedAt), asc(s.downloads.id)),
  ]);
  return categories.map((c) => ({ ...c, files: files.filter((f) => f.categoryId === c.id) }));
}

export const getDownloads = cached(readDownloads, 'downloads', [TAGS.downloads]);

/** Category ids and their files (not localized), for the archives. Live: archives key on mtimes anyway. */
export async function downloadFilesByCategory(): Promise<Map<string, string[]>> {
  const s = schema;
  const [categories, files] = await Promise.all([
    db().select({ id: s.downloadCategories.id }).from(s.downloadCategories).orderBy(asc(s.downloadCategories.position)),
    db().select({ categoryId: s.downloads.categoryId, file: s.downloads.file }).from(s.downloads).orderBy(asc(s.downloads.id)),
  ]);
  return new Map(categories.map((c) => [c.id, files.filter((f) => f.categoryId === c.id).map((f) => f.file)]));
}
