import { json } from '@/lib/server/http/handler';
import { listMailFailures } from '@/lib/server/staff/mail-failures';
import { staffHandler } from '@/lib/server/staff/route';
import { mailFailureQuery } from '@/lib/validations/mail-failures';

/** GET /api/admin/mail/failures?limit= → {items, total}: mails given up after their last attempt, newest first, with the last error (support, admins). */
export const GET = staffHandler({ roles: ['admin', 'support'], xsrf: false, query: mailFailureQuery }, async ({ query }) =>
  json(await listMailFailures(query.limit), { private: true }),
);
