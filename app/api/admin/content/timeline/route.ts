import { timelineContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/timeline?locale=&status= → the translation matrix: every event in the brand history × locale, missing/outdated/done, drafts (editors, admins). */
export const GET = timelineContent.matrix;
