import { json } from '@/lib/server/http/handler';
import { staffHandler } from '@/lib/server/staff/route';
import { createStore, listStaffStores, STORE_EDITORS } from '@/lib/server/staff/stores';

import { storeCreateSchema, storeListQuery } from '@/lib/validations/store-admin';

/** GET /api/admin/stores?q=&country=&kind=&status=&after=&limit= → {items, total, next} (editors, admins). */
export const GET = staffHandler({ roles: STORE_EDITORS, xsrf: false, query: storeListQuery }, async ({ query }) =>
  json(await listStaffStores(query), { private: true }),
);

/** POST /api/admin/stores {id?, …fields} → 201 the store; 409 when the id is taken. Audited; the public finder shows it at once. */
export const POST = staffHandler({ roles: STORE_EDITORS, body: storeCreateSchema }, async ({ body, session, ip }) =>
  json(await createStore(session, body, ip), { status: 201, private: true }),
);
