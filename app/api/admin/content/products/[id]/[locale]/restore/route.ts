import { json } from '@/lib/server/http/handler';
import { restoreProductVersion } from '@/lib/server/staff/content';
import { staffHandler } from '@/lib/server/staff/route';
import { contentParams, restoreSchema } from '@/lib/validations/content';

/** POST /api/admin/content/products/{id}/{locale}/restore {versionId, draftVersion} → the editor view; a published version becomes the draft. Audited. */
export const POST = staffHandler({ roles: ['admin', 'editor'], params: contentParams, body: restoreSchema }, async ({ params, body, session, ip }) =>
  json(await restoreProductVersion(session, params.id, params.locale, body, ip), { private: true }),
);
