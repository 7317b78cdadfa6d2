import { investorContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/investors/{id}/{locale}?reference= → published text, draft, the reference locale's text, status, versions. */
export const GET = investorContent.read;

/** PUT /api/admin/content/investors/{id}/{locale} {fields, draftVersion} → saves a draft (the site is unchanged); 409 when another save came first. Audited. */
export const PUT = investorContent.save;

/** DELETE /api/admin/content/investors/{id}/{locale} {draftVersion} → 204: the draft is thrown away (version-checked). Audited. */
export const DELETE = investorContent.discard;
