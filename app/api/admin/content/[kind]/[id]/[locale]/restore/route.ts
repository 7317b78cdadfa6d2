import { contentKindRoute } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/{kind}/{id}/{locale}/restore {versionId, draftVersion} → a published version becomes the draft. Audited. */
export const POST = contentKindRoute('restore');
