import { z } from 'zod';
import { json } from '@/lib/server/http/handler';
import { updateDealerApplication } from '@/lib/server/staff/dealers';
import { staffHandler } from '@/lib/server/staff/route';
import { dealerUpdateSchema } from '@/lib/validations/dealer-admin';

const params = z.object({ id: z.uuid() });

/** PATCH /api/admin/dealer-applications/{id} {status?, note?, updatedAt} → the application; 409 when it changed meanwhile. Audited (support, admins). */
export const PATCH = staffHandler({ roles: ['admin', 'support'], params, body: dealerUpdateSchema }, async ({ params, body, session, ip }) =>
  json(await updateDealerApplication(session, params.id, body, ip), { private: true }),
);
