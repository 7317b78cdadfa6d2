import { json } from '@/lib/server/http/handler';
import { createProduct, listProductSettings } from '@/lib/server/staff/products';
import { staffHandler } from '@/lib/server/staff/route';
import { newProductSchema } from '@/lib/validations/content';

const roles = ['admin', 'editor'] as const;

/** GET /api/admin/products → every product (status, category, price, stock, flags, English name, version) and the categories (editors, admins). */
export const GET = staffHandler({ roles, xsrf: false }, async () => json(await listProductSettings(), { private: true }));

/**
 * POST /api/admin/products {id, categoryId, priceCents, stock, releasedAt, variantKind} → 201 with
 * the new product, a draft the shop does not show until an editor makes it active; 409 when the
 * id is taken. Audited.
 */
export const POST = staffHandler({ roles, body: newProductSchema }, async ({ body, session, ip }) =>
  json(await createProduct(session, body, ip), { status: 201, private: true }),
);
