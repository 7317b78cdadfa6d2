import { brandContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/brand/{id}/{locale}?reference= → published text, draft, the reference locale's text, status, versions. */
export const GET = brandContent.read;

/** PUT /api/admin/content/brand/{id}/{locale} {fields, draftVersion} → saves a draft (the site is unchanged); 409 when another save came first. Audited. */
export const PUT = brandContent.save;

/** DELETE /api/admin/content/brand/{id}/{locale} {draftVersion} → 204: the draft is thrown away (version-checked). Audited. */
export const DELETE = brandContent.discard;
