import { json } from '@/lib/server/http/handler';
import { searchCustomers } from '@/lib/server/staff/customers';
import { staffHandler } from '@/lib/server/staff/route';
import { customerQuery } from '@/lib/validations/staff';

/** GET /api/admin/customers?q=&before=&limit= → {items, next}: customers by email or name (support, admins). */
export const GET = staffHandler({ roles: ['admin', 'support'], xsrf: false, query: customerQuery }, async ({ query }) => {
  const [at, id] = query.before?.split('|') ?? [];
  return json(await searchCustomers({ q: query.q, before: at && id ? { at, id } : undefined, limit: query.limit }), { private: true });
});
