import { json } from '@/lib/server/http/handler';
import { deleteReport, updateReport } from '@/lib/server/staff/investor-reports';
import { staffHandler } from '@/lib/server/staff/route';
import { reportDeleteSchema, reportIdParams, reportUpdateSchema } from '@/lib/validations/investors';

const roles = ['admin', 'editor'] as const;

/** PATCH /api/admin/investors/reports/{id} {year, period, publishedAt, file, titles, updatedAt} → the report (its id follows its period and year); 409 when it changed meanwhile or the new place is taken. Audited. */
export const PATCH = staffHandler({ roles, params: reportIdParams, body: reportUpdateSchema }, async ({ params, body, session, locale, ip }) =>
  json(await updateReport(session, params.id, body, locale, ip), { private: true }),
);

/** DELETE /api/admin/investors/reports/{id} {updatedAt} → 204: the report is gone from every page (the audit entry keeps what it was). */
export const DELETE = staffHandler({ roles, params: reportIdParams, body: reportDeleteSchema }, async ({ params, body, session, ip }) => {
  await deleteReport(session, params.id, body.updatedAt, ip);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
