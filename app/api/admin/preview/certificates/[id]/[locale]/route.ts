import { certificateContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/preview/certificates/{id}/{locale} → 303 to /{locale}/preview/certificates/{id} with the preview cookie: the brand page with this certificate's draft name, for staff only. */
export const GET = certificateContent.preview;
