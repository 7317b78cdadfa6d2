import { contentKindRoute } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/{kind}/{id}/{locale}/publish {draftVersion} → the draft goes live and the pages built from it expire. Audited. */
export const POST = contentKindRoute('publish');
