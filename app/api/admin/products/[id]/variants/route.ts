import { json } from '@/lib/server/http/handler';
import { staffHandler } from '@/lib/server/staff/route';
import { productVariants, saveProductVariants } from '@/lib/server/staff/variants';
import { productIdParams } from '@/lib/validations/content';
import { productVariantsSchema } from '@/lib/validations/variants';

const roles = ['admin', 'editor'] as const;

/** GET /api/admin/products/{id}/variants → the colours (or sizes) in order with images and names in every locale, and the version (editors, admins). */
export const GET = staffHandler({ roles, xsrf: false, params: productIdParams }, async ({ params }) =>
  json(await productVariants(params.id), { private: true }),
);

/**
 * PUT /api/admin/products/{id}/variants {variants, version} → the saved set; 409 when it changed
 * meanwhile. Images: the product's own or the library's (else 422). A variant left out is removed
 * (and from carts). Audited; the product pages expire.
 */
export const PUT = staffHandler({ roles, params: productIdParams, body: productVariantsSchema }, async ({ params, body, session, ip }) =>
  json(await saveProductVariants(session, params.id, body, ip), { private: true }),
);
