import { certificateContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/certificates?locale=&status= → the translation matrix: every certificate × locale, missing/outdated/done, drafts (editors, admins). */
export const GET = certificateContent.matrix;
