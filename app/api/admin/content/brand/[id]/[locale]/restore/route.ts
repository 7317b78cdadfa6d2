import { brandContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/brand/{id}/{locale}/restore {versionId, draftVersion} → a published version becomes the draft. Audited. */
export const POST = brandContent.restore;
