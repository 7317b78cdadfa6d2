import { json } from '@/lib/server/http/handler';
import { dashboard, type DashboardPeriod } from '@/lib/server/staff/dashboard';
import { staffHandler } from '@/lib/server/staff/route';
import { dashboardQuery } from '@/lib/validations/staff';

/**
 * GET /api/admin/dashboard?period=30|90&market= → what needs doing (counts; one the role does not
 * cover is null), the period's days (orders and revenue of the market, messages, mail failures)
 * and the translation debt per language.
 */
export const GET = staffHandler({ xsrf: false, query: dashboardQuery }, async ({ session, query }) =>
  json(await dashboard(session.staff.role, { period: Number(query.period) as DashboardPeriod, market: query.market }), { private: true }),
);
