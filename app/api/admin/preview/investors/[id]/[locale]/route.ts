import { investorContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/preview/investors/page/{locale} → 303 to /{locale}/preview/investors/page with the preview cookie: the investor page with this locale's draft, for staff only. */
export const GET = investorContent.preview;
