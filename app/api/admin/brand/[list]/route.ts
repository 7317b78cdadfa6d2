import { json } from '@/lib/server/http/handler';
import { createBrandItem } from '@/lib/server/staff/brand-items';
import { staffHandler } from '@/lib/server/staff/route';
import { brandListParams, newBrandItemSchema } from '@/lib/validations/brand-items';

/** POST /api/admin/brand/{timeline|certificates} {id, year, image} → 201 with the item; 409 when the id is taken, 422 for a certificate without a library image. Audited. */
export const POST = staffHandler({ roles: ['admin', 'editor'], params: brandListParams, body: newBrandItemSchema }, async ({ params, body, session, ip, t }) =>
  json(await createBrandItem(session, params.list, body, ip, t('fieldRequired')), { status: 201, private: true }),
);
