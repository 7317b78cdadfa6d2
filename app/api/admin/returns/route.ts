import { json } from '@/lib/server/http/handler';
import { staffHandler } from '@/lib/server/staff/route';
import { listStaffReturns } from '@/lib/server/staff/returns';
import { staffReturnQuery } from '@/lib/validations/returns';

/** GET /api/admin/returns?status=&limit= → {items, counts}: return requests newest first, with order, customer and lines (support, admins). */
export const GET = staffHandler({ roles: ['admin', 'support'], xsrf: false, query: staffReturnQuery }, async ({ query }) =>
  json(await listStaffReturns(query), { private: true }),
);
