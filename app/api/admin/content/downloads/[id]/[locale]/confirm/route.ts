import { downloadContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/downloads/{id}/{locale}/confirm {revision} → the translation still holds for English revision `revision`. Audited. */
export const POST = downloadContent.confirm;
