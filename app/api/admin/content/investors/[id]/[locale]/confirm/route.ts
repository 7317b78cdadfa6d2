import { investorContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/investors/{id}/{locale}/confirm {revision} → the translation still holds for English revision `revision`. Audited. */
export const POST = investorContent.confirm;
