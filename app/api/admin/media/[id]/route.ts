import { z } from 'zod';
import { json } from '@/lib/server/http/handler';
import { deleteMedia, mediaUsage } from '@/lib/server/staff/media';
import { staffHandler } from '@/lib/server/staff/route';

const roles = ['admin', 'editor'] as const;
const mediaParams = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) });

/** GET /api/admin/media/{id} → {id, uses: [{kind, id, locale, label}]}: everywhere the image is used (editors, admins). */
export const GET = staffHandler({ roles, xsrf: false, params: mediaParams }, async ({ params }) => json(await mediaUsage(params.id), { private: true }));

/**
 * DELETE /api/admin/media/{id} → 204: the image and its widths are gone. 409 `media_in_use` (with
 * `fields.uses` naming the places) when content, a draft or a restorable version still uses it;
 * nothing is deleted then. Audited.
 */
export const DELETE = staffHandler({ roles, params: mediaParams }, async ({ params, session, ip }) => {
  await deleteMedia(session, params.id, ip);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
