import { investorContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/investors?locale=&status= → the translation matrix: the investor page × locale, missing/outdated/done, drafts (editors, admins). */
export const GET = investorContent.matrix;
