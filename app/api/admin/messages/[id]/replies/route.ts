import { z } from 'zod';
import { json } from '@/lib/server/http/handler';
import { reply } from '@/lib/server/staff/inbox';
import { staffHandler } from '@/lib/server/staff/route';
import { threadEntrySchema } from '@/lib/validations/inbox';

const params = z.object({ id: z.uuid() });

/**
 * POST /api/admin/messages/{id}/replies {body} → 201 with the message: emails the visitor in their
 * language, keeps the reply in the thread and marks the message answered (support, admins). 422
 * when the visitor left no email address. Audited.
 */
export const POST = staffHandler({ roles: ['admin', 'support'], params, body: threadEntrySchema }, async ({ params, body, session, ip, t }) =>
  json(await reply(session, params.id, body.body, ip, (key) => t(key)), { status: 201, private: true }),
);
