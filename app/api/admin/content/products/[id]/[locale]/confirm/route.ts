import { productContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/products/{id}/{locale}/confirm {revision} → the translation still holds for English revision `revision`. Audited. */
export const POST = productContent.confirm;
