import { newsContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/preview/news/{id}/{locale} → 303 to /{locale}/preview/news/{id} with the preview cookie: the page with this locale's draft, for staff only. */
export const GET = newsContent.preview;
