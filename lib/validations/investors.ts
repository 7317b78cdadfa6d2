import './jitless';
import { z } from 'zod';
import { defaultLocale, locales, type Locale } from '@/i18n/routing';
import type { ReportPeriod } from '@/lib/investors/reports';
import { day } from './content';
import { versionField } from './version';

/** The periods a financial report covers: the quarters, the half year (interim) and the full year (annual). */
export const REPORT_PERIODS = ['Q1', 'Q2', 'Q3', 'Q4', 'H1', 'FY'] as const satisfies readonly ReportPeriod[];
export type ReportKind = 'quarterly' | 'interim' | 'annual';

/** What a period makes the report: the kind the public pages label it with. */
export const reportKindOf = (period: ReportPeriod): ReportKind => (period === 'FY' ? 'annual' : period === 'H1' ? 'interim' : 'quarterly');
/** A report's id, from what makes it unique (one report per year and period): `q3-2026`, as the content files name theirs. */
export const reportIdOf = (year: number, period: ReportPeriod) => `${period.toLowerCase()}-${year}`;

/**
 * A report's title in each language: English is required (the pages show it where a language has
 * none yet), the others may be empty.
 */
export const reportTitlesSchema = z.object(
  Object.fromEntries(locales.map((l) => [l, l === defaultLocale ? z.string().trim().min(1).max(200) : z.string().trim().max(200)])) as Record<
    Locale,
    z.ZodString
  >,
);
export type ReportTitles = z.infer<typeof reportTitlesSchema>;

const reportFields = {
  year: z.number().int().min(2000).max(2100),
  period: z.enum(REPORT_PERIODS),
  publishedAt: day,
  /** The address the upload answered (`/api/files/{id}/{name}`), or the file the report has. */
  file: z.string().trim().min(1, { error: '@reportFileMissing' }).max(300),
  titles: reportTitlesSchema,
};
/** POST /api/admin/investors/reports, and the form that adds one. */
export const newReportSchema = z.object(reportFields);
export type NewReport = z.infer<typeof newReportSchema>;
/** PATCH /api/admin/investors/reports/{id}: the same over the version the editor saw. */
export const reportUpdateSchema = z.object({ ...reportFields, updatedAt: versionField });
export const reportDeleteSchema = z.object({ updatedAt: versionField });
export const reportIdParams = z.object({ id: z.string().regex(/^(q[1-4]|h1|fy)-\d{4}$/) });

const slug = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** GET /api/investor-events/{id}/ics */
export const investorEventParams = z.object({ id: slug });

/** `?locale=xx` picks the language of the calendar entry's texts; without it, the `x-lang` locale. */
export const investorEventIcsQuery = z.object({ locale: z.enum(locales).optional() });
