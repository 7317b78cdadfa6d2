import { faqContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/preview/faq/{id}/{locale} → 303 to /{locale}/preview/faq/{id} with the preview cookie: the page with this locale's draft, for staff only. */
export const GET = faqContent.preview;
