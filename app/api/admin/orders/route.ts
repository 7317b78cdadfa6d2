import { json } from '@/lib/server/http/handler';
import { staffHandler } from '@/lib/server/staff/route';
import { listStaffOrders } from '@/lib/server/staff/orders';
import { staffOrderQuery } from '@/lib/validations/fulfilment';

/** GET /api/admin/orders?status=&q=&before=&limit= → {items, counts, nextBefore} (support, admins). */
export const GET = staffHandler({ roles: ['admin', 'support'], xsrf: false, query: staffOrderQuery }, async ({ query }) =>
  json(await listStaffOrders(query), { private: true }),
);
