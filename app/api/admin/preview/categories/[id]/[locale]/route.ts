import { categoryContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/preview/categories/{id}/{locale} → 303 to /{locale}/preview/categories/{id} with the preview cookie: the category list with this locale's draft, for staff only. */
export const GET = categoryContent.preview;
