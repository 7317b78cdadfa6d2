import { categoryContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/categories/{id}/{locale}/restore {versionId, draftVersion} → a published version becomes the draft. Audited. */
export const POST = categoryContent.restore;
