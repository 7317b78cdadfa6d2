import { contentKindRoute } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/preview/{kind}/{id}/{locale} → 303 to /{locale}/preview/{kind}/{id} with the preview cookie: the page with this locale's draft, for staff only. */
export const GET = contentKindRoute('preview');
