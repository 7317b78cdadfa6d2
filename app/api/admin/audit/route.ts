import { json } from '@/lib/server/http/handler';
import { listAudit } from '@/lib/server/staff/audit';
import { staffHandler } from '@/lib/server/staff/route';
import { auditQuery } from '@/lib/validations/staff';

/** GET /api/admin/audit?before=&limit=&targetType=&targetId= → {items, nextBefore}: newest first (admins only). */
export const GET = staffHandler({ roles: ['admin'], xsrf: false, query: auditQuery }, async ({ query }) => json(await listAudit(query), { private: true }));
