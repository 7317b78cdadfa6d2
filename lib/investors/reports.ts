/** Financial reports grouped for the reports page: pure, shared by the page and jest. */

export type ReportPeriod = 'Q1' | 'Q2' | 'Q3' | 'Q4' | 'H1' | 'FY';

/** Order within a year: the quarters in time, the half-year after Q2, the full year last. */
export const PERIOD_ORDER: Record<ReportPeriod, number> = { Q1: 1, Q2: 2, H1: 3, Q3: 4, Q4: 5, FY: 6 };

export interface YearGroup<R> {
  year: number;
  reports: R[];
}

/** Newest year first; within a year by period, Q1 first and the annual report last. */
export function groupReportsByYear<R extends { year: number; period: ReportPeriod }>(reports: R[]): YearGroup<R>[] {
  const years = new Map<number, R[]>();
  for (const report of reports) {
    const list = years.get(report.year) ?? [];
    list.push(report);
    years.set(report.year, list);
  }
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, list]) => ({ year, reports: [...list].sort((a, b) => PERIOD_ORDER[a.period] - PERIOD_ORDER[b.period]) }));
}

/** The most recently published reports first (the landing page's "latest reports"). */
export function latestReports<R extends { publishedAt: string; id: string }>(reports: R[], count: number): R[] {
  return [...reports].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id)).slice(0, count);
}

/** The file name a report downloads as (its path's last segment). */
export function reportFileName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1);
}
