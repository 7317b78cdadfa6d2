import { z } from 'zod';
import { json } from '@/lib/server/http/handler';
import { getMessage, updateMessage } from '@/lib/server/staff/inbox';
import { staffHandler } from '@/lib/server/staff/route';
import { messageUpdateSchema } from '@/lib/validations/inbox';

const params = z.object({ id: z.uuid() });
const roles = ['admin', 'support'] as const;

/** GET /api/admin/messages/{id} → the message with its thread (support, admins). */
export const GET = staffHandler({ roles, xsrf: false, params }, async ({ params }) => json(await getMessage(params.id), { private: true }));

/** PATCH /api/admin/messages/{id} {status?, assignedTo?, updatedAt} → the message; 409 when it changed meanwhile. Audited. */
export const PATCH = staffHandler({ roles, params, body: messageUpdateSchema }, async ({ params, body, session, ip, t }) =>
  json(await updateMessage(session, params.id, body, ip, (key) => t(key)), { private: true }),
);
