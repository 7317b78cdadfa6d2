import { json } from '@/lib/server/http/handler';
import { addStaff, listStaff } from '@/lib/server/staff/members';
import { staffHandler } from '@/lib/server/staff/route';
import { staffCreateSchema } from '@/lib/validations/staff';

/** GET /api/admin/staff → {items}: every staff account (admins only). */
export const GET = staffHandler({ roles: ['admin'], xsrf: false }, async () => json({ items: await listStaff() }, { private: true }));

/** POST /api/admin/staff {email, name, role, password} → 201: a new staff account (admins only), audited. */
export const POST = staffHandler({ roles: ['admin'], body: staffCreateSchema }, async ({ body, session, ip, locale }) =>
  json(await addStaff(session, body, { ip, locale }), { status: 201, private: true }),
);
