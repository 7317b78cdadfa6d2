import { json } from '@/lib/server/http/handler';
import { deleteDownload, updateDownload } from '@/lib/server/staff/downloads';
import { staffHandler } from '@/lib/server/staff/route';
import { downloadDeleteSchema, downloadSettingsSchema, itemIdParams } from '@/lib/validations/content';

const roles = ['admin', 'editor'] as const;

/** PATCH /api/admin/downloads/{id} {categoryId, publishedAt, file, updatedAt} → the download; 409 when it changed meanwhile. Audited; the downloads and investor pages expire. */
export const PATCH = staffHandler({ roles, params: itemIdParams, body: downloadSettingsSchema }, async ({ params, body, session, ip }) =>
  json(await updateDownload(session, params.id, body, ip), { private: true }),
);

/** DELETE /api/admin/downloads/{id} {updatedAt} → 204: the download and its texts are gone (their versions stay in the history). Audited. */
export const DELETE = staffHandler({ roles, params: itemIdParams, body: downloadDeleteSchema }, async ({ params, body, session, ip }) => {
  await deleteDownload(session, params.id, body.updatedAt, ip);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
