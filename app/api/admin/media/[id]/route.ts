import { json } from '@/lib/server/http/handler';
import { deleteMedia, mediaUsage } from '@/lib/server/staff/media';
import { updateMedia } from '@/lib/server/staff/media-details';
import { staffHandler } from '@/lib/server/staff/route';
import { mediaParams, mediaUpdateSchema } from '@/lib/validations/media';

const roles = ['admin', 'editor'] as const;

/** GET /api/admin/media/{id} → {id, uses: [{kind, id, locale, label}]}: everywhere the image is used (editors, admins). */
export const GET = staffHandler({ roles, xsrf: false, params: mediaParams }, async ({ params }) => json(await mediaUsage(params.id), { private: true }));

/**
 * PATCH /api/admin/media/{id} {alt?, focal?, tags?, updatedAt} → the image: alt texts by language (an
 * empty one removes it), focal point, tags; 409 when it changed since `updatedAt`, 422 on a field
 * and nothing saved. Audited; the pages showing it expire.
 */
export const PATCH = staffHandler({ roles, params: mediaParams, body: mediaUpdateSchema }, async ({ params, body, session, ip }) =>
  json(await updateMedia(session, params.id, body, ip), { private: true }),
);

/**
 * DELETE /api/admin/media/{id} → 204: the image and its widths are gone. 409 `media_in_use` (with
 * `fields.uses` naming the places) when content, a draft or a restorable version still uses it;
 * nothing is deleted then. Audited.
 */
export const DELETE = staffHandler({ roles, params: mediaParams }, async ({ params, session, ip }) => {
  await deleteMedia(session, params.id, ip);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
