import { contentKindRoute } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/{kind}/{id}/{locale}/confirm {revision} → the translation still holds for English revision `revision`. Audited. */
export const POST = contentKindRoute('confirm');
