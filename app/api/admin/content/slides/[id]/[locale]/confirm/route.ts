import { slideContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/slides/{id}/{locale}/confirm {revision} → the translation still holds for English revision `revision`. Audited. */
export const POST = slideContent.confirm;
