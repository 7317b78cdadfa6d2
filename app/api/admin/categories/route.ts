import { json } from '@/lib/server/http/handler';
import { createCategory } from '@/lib/server/staff/products';
import { staffHandler } from '@/lib/server/staff/route';
import { newCategorySchema } from '@/lib/validations/content';

/**
 * POST /api/admin/categories {id} → 201 {id, name}: a new product category (editors, admins). It
 * shows in the shop once one of its products is on sale; its names come under Content. 409 when
 * the id is taken. Audited.
 */
export const POST = staffHandler({ roles: ['admin', 'editor'], body: newCategorySchema }, async ({ body, session, ip }) =>
  json(await createCategory(session, body, ip), { status: 201, private: true }),
);
