import 'server-only';
import { aliasedTable, and, asc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { ReportPeriod } from '@/lib/investors/reports';
import { cached, TAGS } from '../cache';
import { db, schema, type Queryable } from '../db';
import { getAllNews, type NewsSummary } from './news';

/**
 * The news category whose articles are the IR announcements. Fixed: the announcement e-mail
 * alerts (issue 17, built separately) hook on publishing an article of exactly this category.
 */
export const ANNOUNCEMENTS_CATEGORY = 'announcements';
/** Announcements per page of /announcements. */
export const ANNOUNCEMENTS_PAGE_SIZE = 5;

export interface AnnouncementsPage {
  items: NewsSummary[];
  page: number;
  pages: number;
}

/** One page of the announcements list (newest first), or null when the page is out of range. */
export async function getAnnouncementsPage(locale: Locale, page: number): Promise<AnnouncementsPage | null> {
  const list = (await getAllNews(locale)).filter((n) => n.categoryId === ANNOUNCEMENTS_CATEGORY);
  const pages = Math.max(1, Math.ceil(list.length / ANNOUNCEMENTS_PAGE_SIZE));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  return { items: list.slice((page - 1) * ANNOUNCEMENTS_PAGE_SIZE, page * ANNOUNCEMENTS_PAGE_SIZE), page, pages };
}

/** How many pages the announcements list has in a locale (pre-rendering). */
export async function announcementPageCount(locale: Locale): Promise<number> {
  const list = (await getAllNews(locale)).filter((n) => n.categoryId === ANNOUNCEMENTS_CATEGORY);
  return Math.max(1, Math.ceil(list.length / ANNOUNCEMENTS_PAGE_SIZE));
}

export interface FinancialReport {
  id: string;
  year: number;
  period: ReportPeriod;
  kind: 'quarterly' | 'interim' | 'annual';
  title: string;
  /** Public path of the PDF (under /downloads/reports/). */
  file: string;
  bytes: number;
  /** YYYY-MM-DD. */
  publishedAt: string;
}

/** Every report, titled in `locale`, or in English where staff have not written that language's title yet. */
export async function readFinancialReports(locale: Locale): Promise<FinancialReport[]> {
  const r = schema.financialReports;
  const t = aliasedTable(schema.financialReportTexts, 't');
  const en = aliasedTable(schema.financialReportTexts, 'en');
  const rows = await db()
    .select({
      id: r.id,
      year: r.year,
      period: r.period,
      kind: r.kind,
      title: t.title,
      english: en.title,
      file: r.file,
      bytes: r.bytes,
      publishedAt: r.publishedAt,
    })
    .from(r)
    .leftJoin(t, and(eq(t.reportId, r.id), eq(t.locale, locale)))
    .leftJoin(en, and(eq(en.reportId, r.id), eq(en.locale, 'en')))
    .orderBy(asc(r.year), asc(r.id));
  return rows.flatMap(({ title, english, ...row }) => ((title ?? english) ? [{ ...row, title: (title ?? english)! }] : []));
}

/** Every financial report with its title in one locale (grouping: lib/investors/reports.ts). */
export const getFinancialReports = cached(readFinancialReports, 'financial-reports', [TAGS.investorRelations]);

export interface InvestorEvent {
  id: string;
  kind: 'earnings_call' | 'agm' | 'conference';
  /** ISO timestamps (UTC); strings because cached values travel as JSON. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  updatedAt: string;
  title: string;
  description: string;
  location: string;
  /** The language of title, description and location: `locale`, or English where that language has no texts yet. */
  textLocale: Locale;
}

/** The calendar with each event's texts in `locale`, or in English where staff have not written that language's yet. */
export async function readInvestorEvents(locale: Locale): Promise<InvestorEvent[]> {
  const e = schema.investorEvents;
  const t = aliasedTable(schema.investorEventTexts, 't');
  const en = aliasedTable(schema.investorEventTexts, 'en');
  const rows = await db()
    .select({
      id: e.id,
      kind: e.kind,
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      timeZone: e.timeZone,
      updatedAt: e.updatedAt,
      own: { title: t.title, description: t.description, location: t.location },
      english: { title: en.title, description: en.description, location: en.location },
    })
    .from(e)
    .leftJoin(t, and(eq(t.eventId, e.id), eq(t.locale, locale)))
    .leftJoin(en, and(eq(en.eventId, e.id), eq(en.locale, 'en')))
    .orderBy(asc(e.startsAt), asc(e.id));
  return rows.flatMap(({ own, english, ...row }) => {
    const texts = own ?? english;
    if (!texts) return [];
    const textLocale: Locale = own ? locale : 'en';
    return [{ ...row, ...texts, textLocale, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(), updatedAt: row.updatedAt.toISOString() }];
  });
}

/** The events calendar in one locale, soonest first (upcoming/past split: lib/investors/events.ts, at render time). */
export const getInvestorEvents = cached(readInvestorEvents, 'investor-events', [TAGS.investorRelations]);

/** One event in one locale (the .ics download), uncached: a small indexed read. */
export async function readInvestorEvent(locale: Locale, id: string): Promise<InvestorEvent | null> {
  const rows = (await readInvestorEvents(locale)).filter((e) => e.id === id);
  return rows[0] ?? null;
}

export interface InvestorFacts {
  ticker: string;
  exchange: string;
  segment: string;
  sharesOutstanding: number;
  /** MM-DD. */
  fiscalYearEnd: string;
  auditor: string;
  contact: { name: string; email: string; phone: string; phoneTel: string };
}

const EMPTY_FACTS: InvestorFacts = {
  ticker: '',
  exchange: '',
  segment: '',
  sharesOutstanding: 0,
  fiscalYearEnd: '12-31',
  auditor: '',
  contact: { name: '', email: '', phone: '', phoneTel: '' },
};

/** The site setting holding the share facts and the IR contact (one place, like the hotline); staff edit it on the investor screen. */
export const INVESTOR_FACTS_KEY = 'investor';

/** The stored share facts, with every field present (an empty database has none). */
export async function readInvestorFacts(q: Queryable = db()): Promise<InvestorFacts> {
  const [row] = await q.select({ value: schema.siteSettings.value }).from(schema.siteSettings).where(eq(schema.siteSettings.key, INVESTOR_FACTS_KEY));
  const value = (row?.value ?? {}) as Partial<InvestorFacts>;
  const contact: Partial<InvestorFacts['contact']> = value.contact ?? {};
  // Field by field: only what the pages and the back office know, whatever else the value holds.
  const pick = <T extends object>(empty: T, stored: Partial<T>): T =>
    Object.fromEntries(Object.entries(empty).map(([key, fallback]) => [key, stored[key as keyof T] ?? fallback])) as T;
  const { contact: _, ...rest } = EMPTY_FACTS;
  return { ...pick(rest, value), contact: pick(EMPTY_FACTS.contact, contact) };
}

/** The share facts and the IR contact, for the pages (expire with the settings tag). */
export const getInvestorFacts = cached(() => readInvestorFacts(), 'investor-facts', [TAGS.settings]);
