import { downloadContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/downloads?locale=&status= → the translation matrix: every download × locale, missing/outdated/done, drafts (editors, admins). */
export const GET = downloadContent.matrix;
