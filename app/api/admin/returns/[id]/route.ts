import { json } from '@/lib/server/http/handler';
import { staffHandler } from '@/lib/server/staff/route';
import { changeReturnStatus } from '@/lib/server/staff/returns';
import { returnParams, returnStatusChange } from '@/lib/validations/returns';

/**
 * PATCH /api/admin/returns/{id} {status, updatedAt} → 200 with the request: approve or reject a
 * new one, record the refund of an approved one; audited, 409 on a stale version (support, admins).
 */
export const PATCH = staffHandler({ roles: ['admin', 'support'], params: returnParams, body: returnStatusChange }, async ({ params, body, session, ip }) =>
  json(await changeReturnStatus(session, params.id, body, ip), { private: true }),
);
