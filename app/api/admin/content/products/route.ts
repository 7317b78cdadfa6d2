import { json } from '@/lib/server/http/handler';
import { translationMatrix } from '@/lib/server/staff/content';
import { staffHandler } from '@/lib/server/staff/route';
import { translationQuery } from '@/lib/validations/content';

/** GET /api/admin/content/products?locale=&status= → the translation matrix: every product × locale, missing/outdated/done, drafts (editors, admins). */
export const GET = staffHandler({ roles: ['admin', 'editor'], xsrf: false, query: translationQuery }, async ({ query }) =>
  json(await translationMatrix(query), { private: true }),
);
