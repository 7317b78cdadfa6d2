import { formatBytes } from '@/lib/marketing/format';
import { groupReportsByYear, latestReports, PERIOD_ORDER, reportFileName, type ReportPeriod } from './reports';

const report = (year: number, period: ReportPeriod, publishedAt: string) => ({ id: `${period.toLowerCase()}-${year}`, year, period, publishedAt });

describe('groupReportsByYear', () => {
  it('lists the newest year first and, within a year, Q1, the half-year, Q3 and the annual report in that order', () => {
    const groups = groupReportsByYear([
      report(2025, 'FY', '2026-04-24'),
      report(2024, 'Q3', '2024-11-05'),
      report(2025, 'Q1', '2025-05-07'),
      report(2026, 'H1', '2026-08-28'),
      report(2025, 'Q3', '2025-11-05'),
      report(2025, 'H1', '2025-08-28'),
      report(2026, 'Q1', '2026-05-07'),
    ]);
    expect(groups.map((g) => g.year)).toEqual([2026, 2025, 2024]);
    expect(groups[1]!.reports.map((r) => r.period)).toEqual(['Q1', 'H1', 'Q3', 'FY']);
    expect(groups[0]!.reports.map((r) => r.period)).toEqual(['Q1', 'H1']);
  });

  it('orders all six periods, the quarters in time and the full year last', () => {
    const periods: ReportPeriod[] = ['FY', 'Q4', 'Q3', 'H1', 'Q2', 'Q1'];
    const [group] = groupReportsByYear(periods.map((p) => report(2025, p, '2025-01-01')));
    expect(group!.reports.map((r) => r.period)).toEqual(['Q1', 'Q2', 'H1', 'Q3', 'Q4', 'FY']);
    expect(Object.keys(PERIOD_ORDER)).toHaveLength(6);
  });

  it('returns no groups for no reports', () => {
    expect(groupReportsByYear([])).toEqual([]);
  });
});

describe('latestReports', () => {
  it('takes the most recently published, whatever their period', () => {
    const list = [report(2025, 'FY', '2026-04-24'), report(2026, 'Q3', '2026-11-05'), report(2026, 'H1', '2026-08-28'), report(2026, 'Q1', '2026-05-07')];
    expect(latestReports(list, 3).map((r) => r.id)).toEqual(['q3-2026', 'h1-2026', 'q1-2026']);
  });
});

describe('report sizes and file names', () => {
  it('formats a report size with Intl in the visitor’s language', () => {
    expect(formatBytes(6574, 'en-US')).toBe('6.6 kB');
    expect(formatBytes(6574, 'de-DE')).toBe('6,6 kB');
    expect(formatBytes(2_450_000, 'fr-FR')).toBe('2,5\u202fMo');
    expect(formatBytes(2_450_000, 'ja-JP')).toBe('2.5 MB');
    expect(formatBytes(512, 'en-US')).toBe('512 bytes');
  });

  it('names the download after the file', () => {
    expect(reportFileName('/downloads/reports/pawtrail-2026-q3.pdf')).toBe('pawtrail-2026-q3.pdf');
  });
});
