import { brandContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/preview/brand/{id}/{locale} → 303 to /{locale}/preview/brand/{id} with the preview cookie: the brand page with this locale's draft, for staff only. */
export const GET = brandContent.preview;
