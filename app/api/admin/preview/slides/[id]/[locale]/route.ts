import { slideContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/preview/slides/{id}/{locale} → 303 to /{locale}/preview/slides/{id} with the preview cookie: the home slider with this locale's draft, for staff only. */
export const GET = slideContent.preview;
