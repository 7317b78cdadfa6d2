import { json } from '@/lib/server/http/handler';
import { importStores } from '@/lib/server/staff/store-csv';
import { staffHandler } from '@/lib/server/staff/route';
import { STORE_EDITORS } from '@/lib/server/staff/stores';
import { storeImportSchema } from '@/lib/validations/store-admin';

/**
 * POST /api/admin/stores/import {csv} → {created, updated, unchanged}, all rows in one transaction;
 * 422 `invalid_rows` with a message per bad line (fields `"<line>:<column>"`) and nothing written.
 */
export const POST = staffHandler({ roles: STORE_EDITORS, body: storeImportSchema }, async ({ body, session, locale, ip }) =>
  json(await importStores(session, body.csv, locale, ip), { private: true }),
);
