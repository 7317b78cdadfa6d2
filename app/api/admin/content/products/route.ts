import { productContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/products?locale=&status= → the translation matrix: every product × locale, missing/outdated/done, drafts (editors, admins). */
export const GET = productContent.matrix;
