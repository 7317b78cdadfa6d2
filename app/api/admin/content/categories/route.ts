import { categoryContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/categories?locale=&status= → the translation matrix: every product category × locale, missing/outdated/done, drafts (editors, admins). */
export const GET = categoryContent.matrix;
