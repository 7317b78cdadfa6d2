import { downloadContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/preview/downloads/{id}/{locale} → 303 to /{locale}/preview/downloads/{id} with the preview cookie: the page with this locale's draft, for staff only. */
export const GET = downloadContent.preview;
