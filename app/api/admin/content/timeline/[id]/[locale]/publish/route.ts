import { timelineContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/timeline/{id}/{locale}/publish {draftVersion} → the draft goes live and the pages built from it expire. Audited. */
export const POST = timelineContent.publish;
