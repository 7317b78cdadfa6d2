import { json } from '@/lib/server/http/handler';
import { publishProductDraft } from '@/lib/server/staff/content';
import { staffHandler } from '@/lib/server/staff/route';
import { contentParams, publishSchema } from '@/lib/validations/content';

/** POST /api/admin/content/products/{id}/{locale}/publish {draftVersion} → the editor view; the draft goes live and the product pages expire. Audited. */
export const POST = staffHandler({ roles: ['admin', 'editor'], params: contentParams, body: publishSchema }, async ({ params, body, session, ip }) =>
  json(await publishProductDraft(session, params.id, params.locale, body.draftVersion, ip), { private: true }),
);
