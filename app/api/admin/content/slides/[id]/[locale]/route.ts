import { slideContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/slides/{id}/{locale}?reference= → published text, draft, the reference locale's text, status, versions. */
export const GET = slideContent.read;

/** PUT /api/admin/content/slides/{id}/{locale} {fields, draftVersion} → saves a draft (the site is unchanged); 409 when another save came first. Audited. */
export const PUT = slideContent.save;

/** DELETE /api/admin/content/slides/{id}/{locale} {draftVersion} → 204: the draft is thrown away (version-checked). Audited. */
export const DELETE = slideContent.discard;
