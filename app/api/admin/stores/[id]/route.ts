import { z } from 'zod';
import { json } from '@/lib/server/http/handler';
import { staffHandler } from '@/lib/server/staff/route';
import { STORE_EDITORS, updateStore } from '@/lib/server/staff/stores';

import { storeId, storeUpdateSchema } from '@/lib/validations/store-admin';

const params = z.object({ id: storeId });

/** PUT /api/admin/stores/{id} {…fields, updatedAt} → the store; 409 when it changed meanwhile. Audited (editors, admins). */
export const PUT = staffHandler({ roles: STORE_EDITORS, params, body: storeUpdateSchema }, async ({ params, body, session, ip }) =>
  json(await updateStore(session, params.id, body, body.updatedAt, ip), { private: true }),
);
