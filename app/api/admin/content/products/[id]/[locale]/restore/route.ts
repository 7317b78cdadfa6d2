import { productContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/products/{id}/{locale}/restore {versionId, draftVersion} → a published version becomes the draft. Audited. */
export const POST = productContent.restore;
