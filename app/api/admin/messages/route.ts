import { json } from '@/lib/server/http/handler';
import { listMessages } from '@/lib/server/staff/inbox';
import { staffHandler } from '@/lib/server/staff/route';
import { inboxQuery } from '@/lib/validations/inbox';

/** GET /api/admin/messages?status=&assigned=&before=&limit= → {items, counts, next} (support, admins). */
export const GET = staffHandler({ roles: ['admin', 'support'], xsrf: false, query: inboxQuery }, async ({ query, session }) =>
  json(await listMessages(session.staff.id, query), { private: true }),
);
