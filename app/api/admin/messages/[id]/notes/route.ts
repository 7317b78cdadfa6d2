import { z } from 'zod';
import { json } from '@/lib/server/http/handler';
import { addNote } from '@/lib/server/staff/inbox';
import { staffHandler } from '@/lib/server/staff/route';
import { threadEntrySchema } from '@/lib/validations/inbox';

const params = z.object({ id: z.uuid() });

/** POST /api/admin/messages/{id}/notes {body} → 201 with the message: an internal note (support, admins). Audited. */
export const POST = staffHandler({ roles: ['admin', 'support'], params, body: threadEntrySchema }, async ({ params, body, session, ip }) =>
  json(await addNote(session, params.id, body.body, ip), { status: 201, private: true }),
);
