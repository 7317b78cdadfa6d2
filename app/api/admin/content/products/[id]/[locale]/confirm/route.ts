import { json } from '@/lib/server/http/handler';
import { confirmTranslation } from '@/lib/server/staff/content';
import { staffHandler } from '@/lib/server/staff/route';
import { confirmSchema, contentParams } from '@/lib/validations/content';

/** POST /api/admin/content/products/{id}/{locale}/confirm {revision} → the editor view; the translation still holds for English revision `revision`. Audited. */
export const POST = staffHandler({ roles: ['admin', 'editor'], params: contentParams, body: confirmSchema }, async ({ params, body, session, ip }) =>
  json(await confirmTranslation(session, params.id, params.locale, body.revision, ip), { private: true }),
);
