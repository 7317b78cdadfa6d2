import { json } from '@/lib/server/http/handler';
import { dashboard } from '@/lib/server/staff/dashboard';
import { staffHandler } from '@/lib/server/staff/route';

/** GET /api/admin/dashboard → counts of what needs doing; a count the role does not cover is null. */
export const GET = staffHandler({ xsrf: false }, async ({ session }) => json(await dashboard(session.staff.role), { private: true }));
