import { z } from 'zod';
import { json } from '@/lib/server/http/handler';
import { staffHandler } from '@/lib/server/staff/route';
import { setStoreStatus, STORE_EDITORS } from '@/lib/server/staff/stores';

import { storeId, storeStatusSchema } from '@/lib/validations/store-admin';

const params = z.object({ id: storeId });

/** POST /api/admin/stores/{id}/status {status: open|closed, updatedAt} → the store. A closed store leaves /stores at once. Audited. */
export const POST = staffHandler({ roles: STORE_EDITORS, params, body: storeStatusSchema }, async ({ params, body, session, ip }) =>
  json(await setStoreStatus(session, params.id, body.status, body.updatedAt, ip), { private: true }),
);
