import { faqContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/faq?locale=&status= → the translation matrix: every question × locale, missing/outdated/done, drafts (editors, admins). */
export const GET = faqContent.matrix;
