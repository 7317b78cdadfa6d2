import { contentKindRoute } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/{kind}/{id}/{locale}/review {draftVersion} → the draft is sent for review (the editor's view back). Audited. */
export const POST = contentKindRoute('review');
