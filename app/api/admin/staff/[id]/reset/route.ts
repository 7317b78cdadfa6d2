import { z } from 'zod';
import { json } from '@/lib/server/http/handler';
import { resetStaffSignIn } from '@/lib/server/staff/members';
import { staffHandler } from '@/lib/server/staff/route';
import { staffResetSchema } from '@/lib/validations/staff';

const params = z.object({ id: z.uuid() });

/** POST /api/admin/staff/{id}/reset {what, updatedAt} → 200: the member's second factor or password reset (admins only), audited, the member mailed. */
export const POST = staffHandler({ roles: ['admin'], params, body: staffResetSchema }, async ({ params, body, session, ip }) =>
  json(await resetStaffSignIn(session, params.id, body, ip), { private: true }),
);
