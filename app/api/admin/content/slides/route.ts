import { slideContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/slides?locale=&status= → the translation matrix: every slide × locale, missing/outdated/done, drafts (editors, admins). */
export const GET = slideContent.matrix;
