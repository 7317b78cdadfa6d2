import { brandContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/brand?locale=&status= → the translation matrix: every brand section × locale, missing/outdated/done, drafts (editors, admins). */
export const GET = brandContent.matrix;
