import { certificateContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/certificates/{id}/{locale}?reference= → published text, draft, the reference locale's text, status, versions. */
export const GET = certificateContent.read;

/** PUT /api/admin/content/certificates/{id}/{locale} {fields, draftVersion} → saves a draft (the site is unchanged); 409 when another save came first. Audited. */
export const PUT = certificateContent.save;

/** DELETE /api/admin/content/certificates/{id}/{locale} {draftVersion} → 204: the draft is thrown away (version-checked). Audited. */
export const DELETE = certificateContent.discard;
