import { contentKindRoute } from '@/lib/server/staff/content-handlers';

/** PUT /api/admin/content/{kind}/{id}/{locale}/schedule {at, timeZone} → the draft publishes by itself at that time. Audited. */
export const PUT = contentKindRoute('schedule');
/** DELETE … → the schedule is cancelled; the draft stays a draft. Audited. */
export const DELETE = contentKindRoute('unschedule');
