import { json } from '@/lib/server/http/handler';
import { retryMailFailure } from '@/lib/server/staff/mail-failures';
import { staffHandler } from '@/lib/server/staff/route';
import { mailFailureParams } from '@/lib/validations/mail-failures';

/**
 * POST /api/admin/mail/failures/{id}/retry → 200 {retried: id}: a mail given up is tried again at
 * once, with a fresh round of attempts; audited (`mail.retry`). 404 for no such mail, 409 for one
 * not given up (support, admins).
 */
export const POST = staffHandler({ roles: ['admin', 'support'], params: mailFailureParams }, async ({ params, session, ip }) => {
  await retryMailFailure(session, params.id, ip);
  return json({ retried: params.id }, { private: true });
});
