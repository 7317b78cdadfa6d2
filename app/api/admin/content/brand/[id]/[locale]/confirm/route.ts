import { brandContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/brand/{id}/{locale}/confirm {revision} → the translation still holds for English revision `revision`. Audited. */
export const POST = brandContent.confirm;
