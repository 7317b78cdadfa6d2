import { certificateContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/certificates/{id}/{locale}/confirm {revision} → the translation still holds for English revision `revision`. Audited. */
export const POST = certificateContent.confirm;
