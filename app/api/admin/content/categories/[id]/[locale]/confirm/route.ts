import { categoryContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/categories/{id}/{locale}/confirm {revision} → the translation still holds for English revision `revision`. Audited. */
export const POST = categoryContent.confirm;
