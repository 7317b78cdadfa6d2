import { statSync } from 'node:fs';
import path from 'node:path';
import { locales } from '@/i18n/routing';
import { groupReportsByYear } from '@/lib/investors/reports';
import { closeDb } from '@/lib/server/db';
import {
  ANNOUNCEMENTS_CATEGORY,
  ANNOUNCEMENTS_PAGE_SIZE,
  announcementPageCount,
  getAnnouncementsPage,
  getInvestorFacts,
  readFinancialReports,
  readInvestorEvents,
} from './investor-relations';
import { getNewsCategories, getNewsPage } from './news';

// The demo content as seeded (npm start, scripts/seed.ts): what the IR pages are built from.
afterAll(() => closeDb());

describe('announcements', () => {
  it('are the news category with the id the e-mail alerts hook on, named in every language', async () => {
    expect(ANNOUNCEMENTS_CATEGORY).toBe('announcements');
    for (const locale of locales) {
      const categories = await getNewsCategories(locale);
      expect(categories.find((c) => c.id === 'announcements')?.name).toEqual(expect.any(String));
    }
  });

  it('page through the category only, newest first, and stay reachable in the news center filter', async () => {
    const pages = await announcementPageCount('de');
    const first = await getAnnouncementsPage('de', 1);
    expect(first!.items.length).toBeGreaterThan(0);
    expect(first!.items.length).toBeLessThanOrEqual(ANNOUNCEMENTS_PAGE_SIZE);
    const all = (await Promise.all(Array.from({ length: pages }, (_, i) => getAnnouncementsPage('de', i + 1)))).flatMap((p) => p!.items);
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all.every((n) => n.categoryId === 'announcements')).toBe(true);
    const dates = all.map((n) => n.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await getAnnouncementsPage('de', pages + 1)).toBeNull();
    const newsCenter = await getNewsPage('de', 'announcements', 1);
    expect(newsCenter!.items.every((n) => n.categoryId === 'announcements')).toBe(true);
  });
});

describe('financial reports', () => {
  it('cover three financial years in every language, sizes measured from the PDF files', async () => {
    for (const locale of locales) {
      const reports = await readFinancialReports(locale);
      expect(new Set(reports.map((r) => r.year)).size).toBeGreaterThanOrEqual(3);
      for (const r of reports) {
        expect(r.title.trim()).not.toBe('');
        expect(r.file).toMatch(/^\/downloads\/reports\/[a-z0-9-]+\.pdf$/);
        expect(r.bytes).toBe(statSync(path.join(process.cwd(), 'public', r.file)).size);
      }
    }
  });

  it('group by year with the annual report after the quarters', async () => {
    const groups = groupReportsByYear(await readFinancialReports('en'));
    const full = groups.find((g) => g.reports.some((r) => r.period === 'FY'))!;
    expect(full.reports.at(-1)!.period).toBe('FY');
    expect(full.reports[0]!.period).toBe('Q1');
  });
});

describe('investor events', () => {
  it('have a title and location in every language, a valid time zone, and end after they start', async () => {
    for (const locale of locales) {
      const events = await readInvestorEvents(locale);
      expect(events.length).toBeGreaterThanOrEqual(4);
      for (const e of events) {
        expect(e.title.trim()).not.toBe('');
        expect(e.location.trim()).not.toBe('');
        expect(() => new Intl.DateTimeFormat('en', { timeZone: e.timeZone })).not.toThrow();
        expect(Date.parse(e.endsAt)).toBeGreaterThan(Date.parse(e.startsAt));
      }
    }
  });
});

describe('share and company facts', () => {
  it('come from the site settings, with the IR contact', async () => {
    const facts = await getInvestorFacts();
    expect(facts.ticker).not.toBe('');
    expect(facts.sharesOutstanding).toBeGreaterThan(0);
    expect(facts.fiscalYearEnd).toMatch(/^\d{2}-\d{2}$/);
    expect(facts.contact.email).toBe('ir@pawtrail.example');
  });
});
