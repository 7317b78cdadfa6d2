import { timelineContent } from '@/lib/server/staff/content-handlers';

/** GET /api/admin/content/timeline/{id}/{locale}?reference= → published text, draft, the reference locale's text, status, versions. */
export const GET = timelineContent.read;

/** PUT /api/admin/content/timeline/{id}/{locale} {fields, draftVersion} → saves a draft (the site is unchanged); 409 when another save came first. Audited. */
export const PUT = timelineContent.save;

/** DELETE /api/admin/content/timeline/{id}/{locale} {draftVersion} → 204: the draft is thrown away (version-checked). Audited. */
export const DELETE = timelineContent.discard;
