import { timelineContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/preview/timeline/{id}/{locale} → 303 to /{locale}/preview/timeline/{id} with the preview cookie: the brand page with this event's draft, for staff only. */
export const GET = timelineContent.preview;
