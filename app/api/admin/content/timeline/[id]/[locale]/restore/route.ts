import { timelineContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/timeline/{id}/{locale}/restore {versionId, draftVersion} → a published version becomes the draft. Audited. */
export const POST = timelineContent.restore;
