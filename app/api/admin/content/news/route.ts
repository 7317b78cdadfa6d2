import { newsContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/news?locale=&status= → the translation matrix: every article × locale, missing/outdated/done, drafts (editors, admins). */
export const GET = newsContent.matrix;
