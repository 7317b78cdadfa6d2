import { json } from '@/lib/server/http/handler';
import { deleteBrandItem, updateBrandItem } from '@/lib/server/staff/brand-items';
import { staffHandler } from '@/lib/server/staff/route';
import { brandItemDeleteSchema, brandItemParams, brandItemUpdateSchema } from '@/lib/validations/brand-items';

const roles = ['admin', 'editor'] as const;

/** PATCH /api/admin/brand/{timeline|certificates}/{id} {year, image, updatedAt} → the item; 409 when it changed meanwhile. Audited; the brand page expires. */
export const PATCH = staffHandler({ roles, params: brandItemParams, body: brandItemUpdateSchema }, async ({ params, body, session, ip, t }) =>
  json(await updateBrandItem(session, params.list, params.id, body, ip, t('fieldRequired')), { private: true }),
);

/** DELETE /api/admin/brand/{timeline|certificates}/{id} {updatedAt} → 204: the item and its texts are gone (their versions stay in the history). Audited. */
export const DELETE = staffHandler({ roles, params: brandItemParams, body: brandItemDeleteSchema }, async ({ params, body, session, ip }) => {
  await deleteBrandItem(session, params.list, params.id, body.updatedAt, ip);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
