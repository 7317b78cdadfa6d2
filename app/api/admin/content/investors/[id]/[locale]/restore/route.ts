import { investorContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/investors/{id}/{locale}/restore {versionId, draftVersion} → a published version becomes the draft. Audited. */
export const POST = investorContent.restore;
