import { json } from '@/lib/server/http/handler';
import { bulkUpdateProducts } from '@/lib/server/staff/products';
import { staffHandler } from '@/lib/server/staff/route';
import { productBulkSchema } from '@/lib/validations/product-bulk';

/**
 * POST /api/admin/products/bulk {items: [{id, updatedAt}], change: {status} | {featured} | {categoryId} | {stock} | {priceCents}}
 * → {applied, changed, refused}: every product changes, or none when one is gone, changed since its
 * `updatedAt` or not ready for sale (each named with its reason). One transaction, audited per product (editors, admins).
 */
export const POST = staffHandler({ roles: ['admin', 'editor'], body: productBulkSchema }, async ({ body, session, ip, t }) =>
  json(await bulkUpdateProducts(session, body, ip, t('fieldInvalid')), { private: true }),
);
