import { json } from '@/lib/server/http/handler';
import { staffHandler } from '@/lib/server/staff/route';
import { staffSearch } from '@/lib/server/staff/search';
import { staffSearchQuery } from '@/lib/validations/staff';

/** GET /api/admin/search?q= → {groups}: orders, customers, messages, products, news, media, as far as the member's role opens them. */
export const GET = staffHandler({ xsrf: false, query: staffSearchQuery }, async ({ query, session }) =>
  json(await staffSearch(session.staff.role, query.q), { private: true }),
);
