import { json } from '@/lib/server/http/handler';
import { bulkUpdateMessages } from '@/lib/server/staff/inbox';
import { staffHandler } from '@/lib/server/staff/route';
import { bulkMessagesSchema } from '@/lib/validations/inbox';

/**
 * POST /api/admin/messages/bulk {items: [{id, updatedAt}], change: {status} | {assignedTo}} →
 * {applied, changed, refused}: all the messages change, or none when one is gone or changed since
 * its `updatedAt` (each named with its reason). One transaction, audited per message (support, admins).
 */
export const POST = staffHandler({ roles: ['admin', 'support'], body: bulkMessagesSchema }, async ({ body, session, ip, t }) =>
  json(await bulkUpdateMessages(session, body, ip, (key) => t(key)), { private: true }),
);
