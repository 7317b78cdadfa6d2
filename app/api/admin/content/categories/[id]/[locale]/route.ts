import { categoryContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/categories/{id}/{locale}?reference= → published text, draft, the reference locale's text, status, versions. */
export const GET = categoryContent.read;

/** PUT /api/admin/content/categories/{id}/{locale} {fields, draftVersion} → saves a draft (the site is unchanged); 409 when another save came first. Audited. */
export const PUT = categoryContent.save;

/** DELETE /api/admin/content/categories/{id}/{locale} {draftVersion} → 204: the draft is thrown away (version-checked). Audited. */
export const DELETE = categoryContent.discard;
