import { contentKindRoute } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/{kind}/{id}/{locale}?reference= → published text, draft, the reference locale's text, status, versions. */
export const GET = contentKindRoute('read');

/** PUT /api/admin/content/{kind}/{id}/{locale} {fields, draftVersion} → saves a draft (the site is unchanged); 409 when another save came first. Audited. */
export const PUT = contentKindRoute('save');

/** DELETE /api/admin/content/{kind}/{id}/{locale} {draftVersion} → 204: the draft is thrown away (version-checked). Audited. */
export const DELETE = contentKindRoute('discard');
