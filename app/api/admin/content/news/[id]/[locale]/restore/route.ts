import { newsContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/news/{id}/{locale}/restore {versionId, draftVersion} → a published version becomes the draft. Audited. */
export const POST = newsContent.restore;
