import { json } from '@/lib/server/http/handler';
import { updateSiteOperations } from '@/lib/server/staff/settings';
import { staffHandler } from '@/lib/server/staff/route';
import { siteOperationsBody } from '@/lib/validations/settings';

/** PUT /api/admin/settings/operations {operations, version} → the settings (admins only): the staff inbox address and shipping rates. */
export const PUT = staffHandler({ roles: ['admin'], body: siteOperationsBody }, async ({ body, session, ip }) =>
  json(await updateSiteOperations(session, body, ip), { private: true }),
);
