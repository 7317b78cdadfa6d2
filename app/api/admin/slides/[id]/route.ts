import { json } from '@/lib/server/http/handler';
import { deleteSlide, updateSlide } from '@/lib/server/staff/slides';
import { staffHandler } from '@/lib/server/staff/route';
import { itemIdParams, slideDeleteSchema, slideSettingsSchema } from '@/lib/validations/content';

const roles = ['admin', 'editor'] as const;

/** PATCH /api/admin/slides/{id} {image, href, position, updatedAt} → the slide; 409 when it changed meanwhile. Audited; the slider's pages expire. */
export const PATCH = staffHandler({ roles, params: itemIdParams, body: slideSettingsSchema }, async ({ params, body, session, ip }) =>
  json(await updateSlide(session, params.id, body, ip), { private: true }),
);

/** DELETE /api/admin/slides/{id} {updatedAt} → 204: the slide and its texts are gone (their versions stay in the history). Audited. */
export const DELETE = staffHandler({ roles, params: itemIdParams, body: slideDeleteSchema }, async ({ params, body, session, ip }) => {
  await deleteSlide(session, params.id, body.updatedAt, ip);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
