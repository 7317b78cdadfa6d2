import { json } from '@/lib/server/http/handler';
import { listDealerApplications } from '@/lib/server/staff/dealers';
import { staffHandler } from '@/lib/server/staff/route';
import { dealerListQuery } from '@/lib/validations/dealer-admin';

/** GET /api/admin/dealer-applications?status=&country=&reference=&before=&limit= → {items, counts, next} (support, admins). */
export const GET = staffHandler({ roles: ['admin', 'support'], xsrf: false, query: dealerListQuery }, async ({ query }) =>
  json(await listDealerApplications(query), { private: true }),
);
