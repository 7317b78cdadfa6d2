import { downloadContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/downloads/{id}/{locale}/restore {versionId, draftVersion} → a published version becomes the draft. Audited. */
export const POST = downloadContent.restore;
