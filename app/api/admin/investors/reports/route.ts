import { json } from '@/lib/server/http/handler';
import { createReport, listReports } from '@/lib/server/staff/investor-reports';
import { staffHandler } from '@/lib/server/staff/route';
import { newReportSchema } from '@/lib/validations/investors';

const roles = ['admin', 'editor'] as const;

/** GET /api/admin/investors/reports → every financial report (year, period, date, PDF, size, titles in every language) (editors, admins). */
export const GET = staffHandler({ roles, xsrf: false }, async () => json({ items: await listReports() }, { private: true }));

/**
 * POST /api/admin/investors/reports {year, period, publishedAt, file, titles} → 201 with the new
 * report, listed on /reports and the investor page in every language; 409 when the year and
 * period have one; 422 when the file is not an uploaded PDF. Audited.
 */
export const POST = staffHandler({ roles, body: newReportSchema }, async ({ body, session, locale, ip }) =>
  json(await createReport(session, body, locale, ip), { status: 201, private: true }),
);
