import { deleteFaq } from '@/lib/server/staff/faq';
import { staffHandler } from '@/lib/server/staff/route';
import { itemIdParams } from '@/lib/validations/content';

const roles = ['admin', 'editor'] as const;

/** DELETE /api/admin/faq/{id} → 204: the question, its texts and search entries are gone (their versions stay in the history). Audited. */
export const DELETE = staffHandler({ roles, params: itemIdParams }, async ({ params, session, ip }) => {
  await deleteFaq(session, params.id, ip);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
