import './jitless';
import { z } from 'zod';
import { defaultLocale, locales, type Locale } from '@/i18n/routing';
import type { ReportPeriod } from '@/lib/investors/reports';
import { instantOfWallTime, isTimeZone, WALL_TIME } from '@/lib/zoned-time';
import { day } from './content';
import { dialsPrinted, e164, printedPhone } from './settings';
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

/** The kinds of event of the IR calendar (the pages label them `InvestorRelations.events.kind.*`). */
export const EVENT_KINDS = ['earnings_call', 'agm', 'conference'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

const optionalText = (max: number) => z.string().trim().max(max);
/** One language's title, venue and description of an event; English needs a title, an empty language shows the English texts. */
export const eventTextsSchema = z.object({ title: optionalText(200), location: optionalText(300), description: optionalText(1000) });
export const eventTextsByLocale = z
  .object(Object.fromEntries(locales.map((l) => [l, eventTextsSchema])) as Record<Locale, typeof eventTextsSchema>)
  .superRefine((texts, ctx) => {
    if (!texts[defaultLocale].title) ctx.addIssue({ code: 'custom', path: [defaultLocale, 'title'], message: '@fieldRequired' });
  });
export type EventTexts = z.infer<typeof eventTextsByLocale>;

/**
 * An event as staff enter it: start and end on the clocks of the venue (`YYYY-MM-DDTHH:mm`, as a
 * datetime-local field gives them) and the venue's IANA time zone; the end after the start.
 */
export const newEventSchema = z
  .object({
    kind: z.enum(EVENT_KINDS),
    startsAt: z.string().regex(WALL_TIME),
    endsAt: z.string().regex(WALL_TIME),
    timeZone: z.string().min(1).max(64).refine(isTimeZone, { error: '@eventTimeZone' }),
    texts: eventTextsByLocale,
  })
  .superRefine((value, ctx) => {
    if (!isTimeZone(value.timeZone)) return;
    const start = instantOfWallTime(value.startsAt, value.timeZone);
    const end = instantOfWallTime(value.endsAt, value.timeZone);
    if (!start) ctx.addIssue({ code: 'custom', path: ['startsAt'], message: '@fieldInvalid' });
    if (!end) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: '@fieldInvalid' });
    else if (start && end.getTime() <= start.getTime()) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: '@eventEndsBeforeStart' });
  });
export type NewEvent = z.infer<typeof newEventSchema>;
export const eventUpdateSchema = z.intersection(newEventSchema, z.object({ updatedAt: versionField }));
export const eventDeleteSchema = z.object({ updatedAt: versionField });

const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** A day of the year as `MM-DD` (the fiscal year's end; 02-29 is refused, as a year end moves with it). */
const monthDay = z
  .string()
  .trim()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
  .refine((v) => {
    const [month, date] = v.split('-').map(Number) as [number, number];
    return date <= MONTH_DAYS[month - 1]! && v !== '02-29';
  });

/**
 * The share facts and the investor-relations contact the investor pages show (the site setting
 * `investor`). Names and numbers the same in every language: a ticker, an exchange, an auditor's
 * name are not translated.
 */
export const investorFactsSchema = z.object({
  ticker: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9.]{0,9}$/),
  exchange: z.string().trim().min(1).max(60),
  segment: z.string().trim().max(80),
  sharesOutstanding: z.number().int().min(1).max(1_000_000_000_000),
  fiscalYearEnd: monthDay,
  auditor: z.string().trim().min(1).max(120),
  contact: z
    .object({
      name: z.string().trim().min(1).max(120),
      email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
      phone: printedPhone,
      phoneTel: e164,
    })
    .refine((c) => dialsPrinted(c.phone, c.phoneTel), { path: ['phoneTel'] }),
});
export type InvestorFactsInput = z.infer<typeof investorFactsSchema>;

/** PUT /api/admin/investors/facts: the facts over the version the editor loaded (a digest of the stored value). */
export const investorFactsBody = z.object({ facts: investorFactsSchema, version: z.string().regex(/^[a-f0-9]{64}$/) });
