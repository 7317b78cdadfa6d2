import { json } from '@/lib/server/http/handler';
import { productSettings, updateProductSettings } from '@/lib/server/staff/products';
import { staffHandler } from '@/lib/server/staff/route';
import { productIdParams, productSettingsSchema } from '@/lib/validations/content';

const roles = ['admin', 'editor'] as const;

/** GET /api/admin/products/{id} → status, category, price, stock, coming soon, featured, version (editors, admins). */
export const GET = staffHandler({ roles, xsrf: false, params: productIdParams }, async ({ params }) =>
  json(await productSettings(params.id), { private: true }),
);

/**
 * PATCH /api/admin/products/{id} {priceCents, stock, comingSoon, featured, status?, updatedAt} → the
 * product; 409 when it changed meanwhile (an order too); 422 when made active before it has an
 * English name and a photographed variant. Audited; the product pages expire.
 */
export const PATCH = staffHandler({ roles, params: productIdParams, body: productSettingsSchema }, async ({ params, body, session, ip }) =>
  json(await updateProductSettings(session, params.id, body, ip), { private: true }),
);
