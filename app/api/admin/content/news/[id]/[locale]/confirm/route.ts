import { newsContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/news/{id}/{locale}/confirm {revision} → the translation still holds for English revision `revision`. Audited. */
export const POST = newsContent.confirm;
