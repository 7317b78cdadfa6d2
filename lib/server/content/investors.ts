import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { cached, TAGS } from '../cache';
import { db, schema } from '../db';

export interface InvestorReport {
  id: string;
  title: string;
  description: string;
  file: string;
  mime: string;
  bytes: number;
  publishedAt: string;
}

/** The downloads of the investor category (annual and interim reports), newest first. */
export const getInvestorReports = cached(
  async (locale: Locale): Promise<InvestorReport[]> => {
    const s = schema;
    return db()
      .select({
        id: s.downloads.id,
        title: s.downloadTexts.title,
        description: s.downloadTexts.description,
        file: s.downloads.file,
        mime: s.downloads.mime,
        bytes: s.downloads.bytes,
        publishedAt: s.downloads.publishedAt,
      })
      .from(s.downloads)
      .innerJoin(s.downloadTexts, and(eq(s.downloadTexts.downloadId, s.downloads.id), eq(s.downloadTexts.locale, locale)))
      .where(eq(s.downloads.categoryId, 'investor'))
      .orderBy(desc(s.downloads.publishedAt), desc(s.downloads.id));
  },
  'investor-reports',
  [TAGS.downloads],
);
