import { json } from '@/lib/server/http/handler';
import { shipFromCsv } from '@/lib/server/staff/order-shipments';
import { staffHandler } from '@/lib/server/staff/route';
import { shipmentImportSchema } from '@/lib/validations/fulfilment';

/**
 * POST /api/admin/orders/shipments {csv} → {shipped}: paid orders marked shipped from a CSV file
 * (columns order, carrier, tracking), all in one transaction, each audited and mailed; 422
 * `invalid_rows` with a message per bad line (fields `"<line>:<column>"`) and nothing changed.
 */
export const POST = staffHandler({ roles: ['admin', 'support'], body: shipmentImportSchema }, async ({ body, session, locale, ip }) =>
  json(await shipFromCsv(session, body.csv, locale, ip), { private: true }),
);
