import { timelineContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/timeline/{id}/{locale}/confirm {revision} → the translation still holds for English revision `revision`. Audited. */
export const POST = timelineContent.confirm;
