import { faqContent } from '@/lib/server/staff/content-handlers';

/** POST /api/admin/content/faq/{id}/{locale}/restore {versionId, draftVersion} → a published version becomes the draft. Audited. */
export const POST = faqContent.restore;
