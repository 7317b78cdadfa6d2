import { slideContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/slides/{id}/{locale}/restore {versionId, draftVersion} → a published version becomes the draft. Audited. */
export const POST = slideContent.restore;
