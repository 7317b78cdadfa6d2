import { json } from '@/lib/server/http/handler';
import { searchCustomers } from '@/lib/server/staff/customers';
import { staffHandler } from '@/lib/server/staff/route';
import { customerQuery } from '@/lib/validations/staff';

/** GET /api/admin/customers?q=&before=&limit= → {items, next}: customers by email or name (support, admins). */
export const GET = staffHandler({ roles: ['admin', 'support'], xsrf: false, query: customerQuery }, async ({ query }) =>
  json(await searchCustomers(query), { private: true }),
);
