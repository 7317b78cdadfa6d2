import { productContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/preview/products/{id}/{locale} → 303 to /{locale}/preview/products/{id} with the preview cookie: the page with this locale's draft, for staff only. */
export const GET = productContent.preview;
