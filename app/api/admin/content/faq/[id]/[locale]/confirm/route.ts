import { faqContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/faq/{id}/{locale}/confirm {revision} → the translation still holds for English revision `revision`. Audited. */
export const POST = faqContent.confirm;
