import { z } from 'zod';
import { json } from '@/lib/server/http/handler';
import { addOrderNote } from '@/lib/server/staff/orders';
import { staffHandler } from '@/lib/server/staff/route';
import { threadEntrySchema } from '@/lib/validations/inbox';

const params = z.object({ id: z.uuid() });

/** POST /api/admin/orders/{id}/notes {body} → 201 with the order: an internal note for the team (support, admins). Audited. */
export const POST = staffHandler({ roles: ['admin', 'support'], params, body: threadEntrySchema }, async ({ params, body, session, ip }) =>
  json(await addOrderNote(session, params.id, body.body, ip), { status: 201, private: true }),
);
