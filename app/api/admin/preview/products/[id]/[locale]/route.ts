import { mintPreviewToken } from '@/lib/server/staff/auth';
import { previewCookie, staffHandler } from '@/lib/server/staff/route';
import { contentParams } from '@/lib/validations/content';

/**
 * GET /api/admin/preview/products/{id}/{locale} → 303 to /{locale}/preview/products/{id}, with the
 * preview cookie that page asks for: the product page with this locale's draft, for staff only.
 */
export const GET = staffHandler({ roles: ['admin', 'editor'], xsrf: false, params: contentParams }, async ({ req, params, session }) => {
  const { token, maxAgeMs } = await mintPreviewToken(session);
  const location = `/${params.locale}/preview/products/${encodeURIComponent(params.id)}`;
  return new Response(null, { status: 303, headers: { Location: location, 'Set-Cookie': previewCookie(req, token, maxAgeMs), 'Cache-Control': 'no-store' } });
});
