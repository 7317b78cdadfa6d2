import { z } from 'zod';
import { json } from '@/lib/server/http/handler';
import { updateStaff } from '@/lib/server/staff/members';
import { staffHandler } from '@/lib/server/staff/route';
import { staffUpdateSchema } from '@/lib/validations/staff';

const params = z.object({ id: z.uuid() });

/** PATCH /api/admin/staff/{id} {role?, disabled?, updatedAt} → 200: 409 when changed meanwhile (admins only), audited. */
export const PATCH = staffHandler({ roles: ['admin'], params, body: staffUpdateSchema }, async ({ params, body, session, ip }) =>
  json(await updateStaff(session, params.id, body, ip), { private: true }),
);
