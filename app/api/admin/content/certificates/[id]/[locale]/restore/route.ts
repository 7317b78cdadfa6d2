import { certificateContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/certificates/{id}/{locale}/restore {versionId, draftVersion} → a published version becomes the draft. Audited. */
export const POST = certificateContent.restore;
